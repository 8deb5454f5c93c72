import { type MessageFormatters, type MessageNode, parseMessage, renderMessage } from "./icu.js";
import { KEY_PREFIX, RECOMMENDATION_NAMES, type RecommendationKey } from "./keys.js";
import type { Catalog } from "./messages/catalog.js";
import { de } from "./messages/de.js";
import { en } from "./messages/en.js";
import { es } from "./messages/es.js";
import { fr } from "./messages/fr.js";
import { pt } from "./messages/pt.js";
import { ptBR } from "./messages/pt-BR.js";
import { ru } from "./messages/ru.js";
import { tr } from "./messages/tr.js";

/** The service's locales (contract §4.1), with Brazilian Portuguese beside `pt` (European Portuguese). */
export const LOCALES = ["en", "ru", "de", "fr", "es", "pt", "pt-BR", "tr"] as const;
/** One of vansky's locales: en, ru, de, fr, es, pt (Portugal), pt-BR, tr. */
export type Locale = (typeof LOCALES)[number];

/** Every locale's messages by locale: one `Catalog`, an ICU MessageFormat pattern per recommendation name. */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = { en, ru, de, fr, es, pt, "pt-BR": ptBR, tr };

/** One locale's messages by full key (`vansky.rec.<name>`), as `vansky/messages/<locale>.json` ships them. */
export type MessageCatalog = Readonly<Record<RecommendationKey, string>>;

/**
 * A locale's ICU MessageFormat patterns by full recommendation key, in the rule table's order: what API clients load
 * (`vansky/messages/<locale>.json` is this, written by the build) to translate a record's `{key, params}`.
 */
export function messageCatalog(locale: Locale): MessageCatalog {
  const catalog = CATALOGS[locale];
  return Object.fromEntries(
    RECOMMENDATION_NAMES.map((name) => [`${KEY_PREFIX}${name}`, catalog[name]]),
  ) as MessageCatalog;
}

/** The CLDR locale whose numbers and plural rules each locale's messages follow (`pt` is Portugal's). */
export const CLDR_LOCALES: Readonly<Record<Locale, string>> = {
  en: "en",
  ru: "ru",
  de: "de",
  fr: "fr",
  es: "es",
  pt: "pt-PT",
  "pt-BR": "pt-BR",
  tr: "tr",
};

/** U+2212 MINUS SIGN: the typography of every vansky locale writes it for a negative number, not the hyphen. */
const MINUS = "\u2212";

const formatters = new Map<Locale, MessageFormatters>();
const parsed = new Map<string, MessageNode[]>();

function formattersOf(locale: Locale): MessageFormatters {
  let f = formatters.get(locale);
  if (!f) {
    const tag = CLDR_LOCALES[locale];
    const byDigits = [1, 2].map(
      (digits) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1, minimumIntegerDigits: digits }),
    );
    f = {
      plural: new Intl.PluralRules(tag),
      number: (value, minDigits) => {
        const format = byDigits[minDigits - 1] ?? (byDigits[0] as Intl.NumberFormat);
        const text = format.format(value);
        return /[1-9]/.test(text) ? text.replace("-", MINUS) : format.format(0); // −0.04 is "0", not "-0"
      },
    };
    formatters.set(locale, f);
  }
  return f;
}

/**
 * The vansky locale for a BCP 47 tag: Brazilian Portuguese (`pt-BR`, `pt_br`) is `pt-BR`, every other Portuguese
 * `pt`, another tag its language (`de-AT` -> `de`); anything else falls back to `en`, as the service does.
 */
export function resolveLocale(tag: string): Locale {
  const parts = typeof tag === "string" ? tag.toLowerCase().split(/[-_]/) : [];
  const language = parts[0] ?? "";
  if (language === "pt" && parts.slice(1).includes("br")) return "pt-BR";
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : "en";
}

/**
 * The message of a recommendation in one of vansky's locales (`en`, `ru`, `de`, `fr`, `es`, `pt`, `pt-BR`, `tr`; an
 * unknown locale falls back to `en`): its catalog's ICU MessageFormat pattern with `params` filled in by the locale's
 * CLDR number and plural rules, to 0.1 at most, a negative number with U+2212 "−", −0 as "0". A key vansky does not
 * know is returned as it is; a missing parameter stays a visible `{name}`.
 */
export function formatRecommendation(
  rec: { readonly key: string; readonly params: Readonly<Record<string, number>> },
  locale: string,
): string {
  const name = rec.key.startsWith(KEY_PREFIX) ? rec.key.slice(KEY_PREFIX.length) : "";
  const resolved = resolveLocale(locale);
  const catalog = CATALOGS[resolved];
  const pattern = Object.hasOwn(catalog, name) ? catalog[name as keyof Catalog] : undefined;
  if (pattern === undefined) return rec.key;
  let nodes = parsed.get(pattern);
  if (!nodes) {
    nodes = parseMessage(pattern);
    parsed.set(pattern, nodes);
  }
  return renderMessage(nodes, rec.params, formattersOf(resolved));
}
