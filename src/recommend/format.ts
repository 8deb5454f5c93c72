import { formatHoursMinutes } from "../time/civil.js";
import { type Catalog, KEY_PREFIX } from "./messages/catalog.js";
import { de } from "./messages/de.js";
import { en } from "./messages/en.js";
import { es } from "./messages/es.js";
import { fr } from "./messages/fr.js";
import { pt } from "./messages/pt.js";
import { ru } from "./messages/ru.js";
import { tr } from "./messages/tr.js";

/** The service's locales (contract §4.1). */
export const LOCALES = ["en", "ru", "de", "fr", "es", "pt", "tr"] as const;
/** One of the service's locales: en, ru, de, fr, es, pt, tr. */
export type Locale = (typeof LOCALES)[number];

/** Every locale's messages by locale: one `Catalog`, a pattern per recommendation name. */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = { en, ru, de, fr, es, pt, tr };

interface Formatters {
  readonly number: Intl.NumberFormat;
  readonly plural: Intl.PluralRules;
}
const formatters = new Map<Locale, Formatters>();

function formattersOf(locale: Locale): Formatters {
  let f = formatters.get(locale);
  if (!f) {
    f = {
      number: new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }),
      plural: new Intl.PluralRules(locale),
    };
    formatters.set(locale, f);
  }
  return f;
}

/** The service locale for a BCP 47 tag (`pt-BR` -> `pt`); anything else falls back to `en`, as the service does. */
export function resolveLocale(tag: string): Locale {
  const language = typeof tag === "string" ? (tag.split(/[-_]/)[0] ?? "").toLowerCase() : "";
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : "en";
}

/** Index of the `}` that closes the `{` at `open`. */
function closingBrace(pattern: string, open: number): number {
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    if (pattern[i] === "{") depth++;
    else if (pattern[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** The branch of a plural argument's `=N {…} category {…}` cases that applies to `value`. */
function pluralBranch(cases: string, value: number, plural: Intl.PluralRules): string {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < cases.length) {
    const open = cases.indexOf("{", i);
    if (open < 0) break;
    const close = closingBrace(cases, open);
    branches.set(cases.slice(i, open).trim(), cases.slice(open + 1, close));
    i = close + 1;
  }
  return branches.get(`=${value}`) ?? branches.get(plural.select(value)) ?? branches.get("other") ?? "";
}

function render(pattern: string, params: Readonly<Record<string, number>>, f: Formatters, hash?: number): string {
  let out = "";
  let i = 0;
  while (i < pattern.length) {
    const open = pattern.indexOf("{", i);
    const literal = open < 0 ? pattern.slice(i) : pattern.slice(i, open);
    out += hash === undefined ? literal : literal.replaceAll("#", f.number.format(hash));
    if (open < 0) break;
    const close = closingBrace(pattern, open);
    const argument = pattern.slice(open + 1, close);
    const [name = "", style = "", ...rest] = argument.split(",");
    const value = params[name.trim()];
    if (typeof value !== "number" || !Number.isFinite(value)) out += `{${name.trim()}}`;
    else if (style.trim() === "time")
      out += formatHoursMinutes(value * 3600); // local decimal hours: 7.25 -> 07:15
    else if (style.trim() === "plural") out += render(pluralBranch(rest.join(","), value, f.plural), params, f, value);
    else out += f.number.format(value);
    i = close + 1;
  }
  return out;
}

/**
 * The message of a recommendation in one of the service's seven locales (`en`, `ru`, `de`, `fr`, `es`, `pt`,
 * `tr`; an unknown locale falls back to `en`), its placeholders filled from `params` with the locale's decimal
 * separator. A key vansky does not know is returned as it is; a missing parameter stays a visible `{name}`.
 */
export function formatRecommendation(
  rec: { readonly key: string; readonly params: Readonly<Record<string, number>> },
  locale: string,
): string {
  const name = rec.key.startsWith(KEY_PREFIX) ? rec.key.slice(KEY_PREFIX.length) : "";
  const resolved = resolveLocale(locale);
  const pattern = Object.hasOwn(CATALOGS[resolved], name) ? CATALOGS[resolved][name as keyof Catalog] : undefined;
  return pattern === undefined ? rec.key : render(pattern, rec.params, formattersOf(resolved));
}
