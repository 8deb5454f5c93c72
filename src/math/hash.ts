/** FNV-1a, 32-bit (Fowler, Noll and Vo): a small, fast, well-spread hash of a string, as an unsigned integer. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
