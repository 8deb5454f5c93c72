/**
 * What the renderer works from: the records (an array, or the list envelope `vansky score` writes), the outlooks
 * beside them, and the options, checked once and turned into one row per record with its name, age, staleness,
 * warnings, outlook and map band.
 */
import type { WeatherListResponse } from "../assemble/envelopes.js";
import type { VanSkyCountry } from "../assemble/types.js";
import { getCountry } from "../countries/index.js";
import { VanskyInputError, type VanskyWarning } from "../errors.js";
import type { OutlookListResponse } from "../outlook/envelopes.js";
import type { VanSkyOutlook } from "../outlook/types.js";
import { CLDR_LOCALES, resolveLocale } from "../recommend/format.js";
import { checkOutlooks, checkRecords, keyOf } from "../serve/snapshot.js";
import { isDate } from "../serve/validate.js";
import { type Band, bandOf, REPORT_FIELDS, type ReportField } from "./fields.js";
import { dayOn, outlookDates, shareBand } from "./odds.js";

/** Records to draw: an array of records, or the `GET /api/weatherscore/weather` envelope (`vansky score`'s json). */
export type ReportInput = readonly VanSkyCountry[] | WeatherListResponse;

/** How to draw the report. */
export interface ReportOptions {
  /** The instant the records' ages are measured to: an ISO 8601 date-time with its offset (RFC 3339). */
  readonly now: string;
  /** What the map is coloured by (default `van_score`). */
  readonly field?: ReportField;
  /**
   * Hours after its `fetched_at` from which a record is stale (default 12, as `vansky score --max-age`): stale records
   * are outlined on the map and marked in the table.
   */
  readonly maxAgeHours?: number;
  /** Warnings by record code (e.g. collected with `ScoreOptions.onWarning`): such records are marked. */
  readonly warnings?: Readonly<Record<string, readonly VanskyWarning[]>>;
  /**
   * The language of the recommendations shown, a BCP 47 tag read as `resolveLocale` reads it: en, ru, de, fr, es, pt
   * (Portugal), pt-BR or tr; `pt_BR` and `pt-Latn-BR` are pt-BR, another Portuguese tag is pt, `de-AT` is de, others
   * fall back to en. Default `en`; the page's own words are English. Their lists carry the `lang` of the locale shown
   * (`pt-PT` for pt, `en` for a tag that fell back), so that screen readers speak the language that is there.
   */
  readonly locale?: string;
  /**
   * Outlooks (`outlookCountry`'s: an array, or the list envelope `vansky outlook` writes) shown beside the records of
   * the same codes: each record's 14-day strip of `p_good`, and the map's field `p_good`.
   */
  readonly outlooks?: readonly VanSkyOutlook[] | OutlookListResponse;
  /** The date the map's `p_good` is of, `YYYY-MM-DD` (default the outlooks' first date); with `field: "p_good"` only. */
  readonly date?: string;
}

/** The default `maxAgeHours`: two refreshes of a 6-hourly refresh, as `vansky score --max-age`. */
export const DEFAULT_MAX_AGE_HOURS = 12;

/** One record as the renderer draws it. */
export interface Row {
  /** The record. */
  readonly record: VanSkyCountry;
  /** The country table's name, else the code. */
  readonly name: string;
  /** Hours from `fetched_at` to `now`, null without `fetched_at`. */
  readonly ageHours: number | null;
  /** Whether `ageHours` is over `maxAgeHours`. */
  readonly stale: boolean;
  /** The record's warnings (none: empty). */
  readonly warnings: readonly VanskyWarning[];
  /** The band of the map's field, null without a value. */
  readonly band: Band | null;
  /** The outlook of the record's code, when one was given. */
  readonly outlook: VanSkyOutlook | undefined;
}

/** The checked input: rows in input order and the set's metadata. */
export interface Prepared {
  readonly rows: readonly Row[];
  readonly field: ReportField;
  readonly maxAgeHours: number;
  /** The BCP 47 tag of the recommendations' locale as resolved (`CLDR_LOCALES`: `pt-PT`, `pt-BR`; `en` by default). */
  readonly locale: string;
  /** `now` as given. */
  readonly now: string;
  /** The envelope's `updated_at` and `source` (null for a bare array). */
  readonly updatedAt: string | null;
  readonly source: string | null;
  /** The outlooks' dates, in order (none without outlooks): the odds strips' columns. */
  readonly outlookDates: readonly string[];
  /** The date the map's `p_good` is of; null for another field. */
  readonly date: string | null;
}

const HOUR_MS = 3_600_000;
/** A BCP 47 language tag, or the `_` form locales often come in: `de`, `pt-BR`, `fr_CA`, `zh-Hant-TW`. */
const LANGUAGE_TAG = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i;

/** Whether `tag` is a language tag a report takes as its `locale` (`de`, `pt-BR`, `fr_CA`; not `de DE`). */
export const isLanguageTag = (tag: unknown): boolean => typeof tag === "string" && LANGUAGE_TAG.test(tag);
const NO_WARNINGS: readonly VanskyWarning[] = [];

/**
 * Checks the options of a report (the command line checks them before it reads anything).
 * @throws VanskyInputError BAD_OPTION for a `now` that is not a date-time, an unknown `field`, a `maxAgeHours` that
 * is not a positive number, a `locale` that is not a language tag or a `date` that is not `YYYY-MM-DD` or is given
 * without `field: "p_good"`
 */
export function checkOptions(options: ReportOptions): void {
  const { now, field = "van_score", maxAgeHours = DEFAULT_MAX_AGE_HOURS, locale = "en", date } = options;
  if (typeof now !== "string" || Number.isNaN(Date.parse(now)))
    throw new VanskyInputError("BAD_OPTION", "now", `expected an ISO 8601 date-time, got ${now}`);
  if (!REPORT_FIELDS.includes(field))
    throw new VanskyInputError("BAD_OPTION", "field", `expected one of ${REPORT_FIELDS.join(", ")}, got ${field}`);
  if (!(maxAgeHours > 0))
    throw new VanskyInputError("BAD_OPTION", "maxAgeHours", "expected a positive number of hours");
  if (!isLanguageTag(locale))
    throw new VanskyInputError("BAD_OPTION", "locale", `expected a language tag such as de or pt-BR, got "${locale}"`);
  if (date !== undefined && (typeof date !== "string" || !isDate(date)))
    throw new VanskyInputError("BAD_OPTION", "date", `expected a date YYYY-MM-DD, got ${date}`);
  if (date !== undefined && field !== "p_good")
    throw new VanskyInputError("BAD_OPTION", "date", `expected with field p_good only (the map shows ${field})`);
}

/** The outlooks of `given` by `keyOf` their codes, checked against the published schema (BAD_RECORD at `outlooks…`). */
function outlooksOf(given: ReportOptions["outlooks"]): Map<string, VanSkyOutlook> {
  if (given === undefined) return new Map();
  const list = Array.isArray(given) ? given : (given as OutlookListResponse | null)?.data;
  try {
    checkOutlooks(list as readonly VanSkyOutlook[]);
  } catch (error) {
    if (error instanceof VanskyInputError)
      throw new VanskyInputError(error.code, `outlooks.${error.path}`, error.problem);
    throw error;
  }
  return new Map((list as readonly VanSkyOutlook[]).map((o) => [keyOf(o.code), o]));
}

/**
 * The date the map's `p_good` shows: `date`, else the outlooks' first; BAD_OPTION when there are no outlooks, or
 * none has that date.
 */
function mapDate(dates: readonly string[], date: string | undefined): string {
  if (dates.length === 0)
    throw new VanskyInputError("BAD_OPTION", "field", "expected outlooks beside the records for the field p_good");
  const chosen = date ?? (dates[0] as string);
  if (!dates.includes(chosen))
    throw new VanskyInputError(
      "BAD_OPTION",
      "date",
      `no outlook has ${chosen}: they run from ${dates[0]} to ${dates[dates.length - 1]}`,
    );
  return chosen;
}

/**
 * Checks `input` and `options` and prepares the rows.
 * @throws VanskyInputError BAD_OPTION for a `now` that is not a date-time, an unknown `field`, a `maxAgeHours` that
 * is not a positive number, a `locale` that is not a language tag, a `date` no outlook has or `p_good` without
 * outlooks; BAD_RECORD for records (or outlooks) that are not an array of records as the published schema has them
 * (the path names the first failure: `data[3].forecast[0].date`, `outlooks.data[0].days[2].p_good`)
 */
export function prepare(input: ReportInput, options: ReportOptions): Prepared {
  checkOptions(options);
  const { now, field = "van_score", maxAgeHours = DEFAULT_MAX_AGE_HOURS, warnings = {}, locale = "en" } = options;
  const nowMs = Date.parse(now);
  const envelope =
    Array.isArray(input) || input === null || typeof input !== "object" ? undefined : (input as WeatherListResponse);
  const records = envelope ? envelope.data : input;
  checkRecords(records as readonly VanSkyCountry[]);
  const outlooks = outlooksOf(options.outlooks);
  const dates = outlookDates(outlooks.values());
  const date = field === "p_good" ? mapDate(dates, options.date) : null;
  const rows = (records as readonly VanSkyCountry[]).map((record): Row => {
    const fetched = record.fetched_at === null ? Number.NaN : Date.parse(record.fetched_at);
    const ageHours = Number.isNaN(fetched) ? null : (nowMs - fetched) / HOUR_MS;
    const outlook = outlooks.get(keyOf(record.code));
    const day = dayOn(outlook, date);
    return {
      record,
      name: getCountry(record.code)?.name ?? record.code,
      ageHours,
      stale: ageHours !== null && ageHours > maxAgeHours,
      warnings: Object.hasOwn(warnings, record.code) ? (warnings[record.code] ?? NO_WARNINGS) : NO_WARNINGS,
      band: field === "p_good" ? (day ? shareBand(day.p_good) : null) : bandOf(record, field, ageHours, maxAgeHours),
      outlook,
    };
  });
  return {
    rows,
    field,
    maxAgeHours,
    locale: CLDR_LOCALES[resolveLocale(locale)],
    now,
    updatedAt: envelope?.updated_at ?? null,
    source: envelope?.source ?? null,
    outlookDates: dates,
    date,
  };
}
