/** Text from records made safe for HTML and SVG (XML) text and double- or single-quoted attribute values. */

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` with `& < > " '` written as character references, so it can only ever be text, never markup. */
export const escapeText = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
