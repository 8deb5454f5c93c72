/**
 * What a machine can check of a rendered message (issue 37): every placeholder filled, no "−0", a true minus, a
 * no-break space before every unit, the locale's punctuation spacing, and no English left in another locale.
 */

import { sampleParams } from "../../scripts/docs/messages.js";
import { formatRecommendation, LOCALES, type Locale } from "../../src/recommend/format.js";
import { KEY_PREFIX, RECOMMENDATION_NAMES } from "../../src/recommend/keys.js";

const UNITS = "°C|km/h|km/sa|км/ч|mm|мм|m|м|kWh|кВт·ч|kWc|kWp|kW|кВт|h|Uhr";
/** A unit after a number and an ordinary space (U+0020): a line may break there. */
const BREAKABLE_UNIT = new RegExp(`\\d (?:${UNITS})(?![\\p{L}])`, "u");
/** A unit glued to its number (Portuguese "13h06" is the one unit written so). */
const GLUED_UNIT = /\d(?:°C|km\/h|km\/sa|км\/ч|mm|мм|m|м|kWh|кВт·ч|kW|кВт)(?!\p{L})/u;

/**
 * Words of four letters or more that a locale shares with English and writes as its own (German "Frost", Turkish
 * "park edin", Spanish and Portuguese "solar", French "vent" and "condensation"): anything else English in another locale is a
 * leftover.
 */
const SHARED_WORDS: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  de: ["wind", "index", "frost", "extreme"],
  fr: ["batteries", "condensation", "conditions", "dense", "minutes", "possible", "routes", "vent"],
  es: ["solar", "solares"],
  pt: ["solar"],
  "pt-BR": ["solar", "motorhomes", "vans"],
  tr: ["park"],
};

const words = (text: string) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/** Every word of four letters or more of the English messages, rendered with every sample. */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  RECOMMENDATION_NAMES.flatMap((name) =>
    sampleParams(name).flatMap((params) => words(formatRecommendation({ key: `${KEY_PREFIX}${name}`, params }, "en"))),
  ),
);

/** The problems of one rendered message in `locale`: an empty list when a machine finds none. */
export function problemsOf(text: string, locale: Locale): string[] {
  const problems: string[] = [];
  if (/[{}#]|NaN|undefined|Infinity/.test(text)) problems.push("a placeholder is not filled");
  if (/[-\u2212]0(?![.,]?\d)/.test(text)) problems.push("a minus zero");
  if (/(?:^|[\s(])-\d/.test(text)) problems.push("a hyphen-minus for a minus sign");
  if (BREAKABLE_UNIT.test(text)) problems.push("an ordinary space before a unit");
  if (GLUED_UNIT.test(text)) problems.push("no space before a unit");
  if (locale === "fr" ? /[^\u00a0\u202f][:;!?]/.test(text) : /\s[:;!?]/.test(text))
    problems.push("the spacing before a colon or semicolon");
  if (locale !== "en") {
    const shared = SHARED_WORDS[locale] ?? [];
    const english = words(text).filter((w) => ENGLISH_WORDS.has(w) && !shared.includes(w));
    if (english.length > 0) problems.push(`English words: ${english.join(", ")}`);
  }
  return problems;
}

/** Every sample of every key in every locale, with its text. */
export const RENDERED = RECOMMENDATION_NAMES.flatMap((name) =>
  sampleParams(name).flatMap((params) =>
    LOCALES.map((locale) => ({
      name,
      params,
      locale,
      text: formatRecommendation({ key: `${KEY_PREFIX}${name}`, params }, locale),
    })),
  ),
);
