/**
 * `--locale`, the option of the commands that show recommendations in words: `vansky report` and `vansky serve` (the
 * report it serves). The other commands write recommendations as the contract has them, a key and numbers
 * (`{key, params}`), which clients translate (`vansky/messages/<locale>.json`): they have no `--locale`.
 */
import { resolveLocale } from "../../recommend/format.js";
import { isLanguageTag } from "../../report/input.js";
import { badValue } from "./args.js";

/** What `--locale TAG` does, as both commands' help says it: the language of the recommendations `where`. */
export const localeHelp = (where: string): string =>
  `the language of the recommendations ${where}: en (default), ru, de, fr, es, pt (Portugal), pt-BR or tr; pt_BR ` +
  "and pt-Latn-BR are pt-BR, another Portuguese tag is pt, de-AT is de, others fall back to en";

/** The `--locale` value (`en` when not given); a UsageError for text that is not a language tag (`de DE`). */
export function localeOption(text: string | undefined): string {
  if (text === undefined) return "en";
  if (!isLanguageTag(text)) throw badValue("locale", "a language tag such as de or pt-BR", text);
  return text;
}

/** The warning for a `--locale` of a language vansky has no messages in (`zh`; `fr_CA` is fr), else undefined. */
export function localeWarning(tag: string): string | undefined {
  if (resolveLocale(tag) !== "en" || /^en([-_]|$)/i.test(tag)) return undefined;
  return `warning: --locale ${tag}: vansky has no messages in this language; the recommendations are shown in English (en)`;
}
