/**
 * Text as the commands read and write it: files in UTF-8 with a leading byte order mark dropped (Windows editors
 * write one), and counts of things in English with the plural form CLDR gives for the number (`1 request`,
 * `2 requests`, `1.6 API calls`), thousands grouped as English writes them (`10,000`).
 */
import { readFileSync } from "node:fs";

/** `text` without a leading U+FEFF byte order mark. */
export const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The UTF-8 text of the file at `path`, without a byte order mark. */
export const readText = (path: string): string => stripBom(readFileSync(path, "utf8"));

const ENGLISH = new Intl.PluralRules("en");

/**
 * `n` as an English sentence writes a number: thousands grouped with commas (`10,000`, `2,500`, `1.6`), the
 * fraction as JavaScript writes it. What `Intl.NumberFormat("en")` gives for the counts the commands write (|n| below
 * 10^15, a few decimals), without it: building one costs a command's start 20-40 ms.
 */
export function grouped(n: number): string {
  const [whole = "", fraction] = String(n).split(".");
  const thousands = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return fraction === undefined ? thousands : `${thousands}.${fraction}`;
}

/** `noun` in the form English uses after the number `n`: `noun` for one, else `plural` (`noun` + s by default). */
export const nounFor = (n: number, noun: string, plural = `${noun}s`): string =>
  ENGLISH.select(n) === "one" ? noun : plural;

/** `n` and `noun` in the form that number takes: `1 request`, `0 requests`, `1.6 API calls`, `2,500 records`. */
export const count = (n: number, noun: string, plural?: string): string => `${grouped(n)} ${nounFor(n, noun, plural)}`;

/** `items` joined as English lists them: `a`, `a or b`, `a, b or c` (`word` is the last joint). */
export function listed(items: readonly string[], word = "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
}

/**
 * A length of time as a person reads it, rounded to what matters at its size: `45 s`, `12 min`, `3 h 5 min`,
 * `4 days`.
 */
export function span(ms: number): string {
  const s = Math.round(Math.abs(ms) / 1000);
  if (s < 100) return `${s} s`;
  const min = Math.round(s / 60);
  if (min < 100) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return min % 60 === 0 ? `${h} h` : `${h} h ${min % 60} min`;
  return count(Math.round(h / 24), "day");
}

/** A number of bytes in SI units as the messages write them: `950 B`, `800 kB`, `12.5 MB`, `1.2 GB`. */
export function bytes(n: number): string {
  if (n < 1e3) return `${n} B`;
  const [unit, size] = n < 1e6 ? ["kB", 1e3] : n < 1e9 ? ["MB", 1e6] : ["GB", 1e9];
  const value = n / (size as number);
  return `${value < 100 ? Math.round(value * 10) / 10 : Math.round(value)} ${unit}`;
}
