/**
 * What the renderer works from: the records (an array, or the list envelope `vansky score` writes) and the options,
 * checked once and turned into one row per record with its name, age, staleness, warnings and map band.
 */
import type { WeatherListResponse } from "../assemble/envelopes.js";
import type { VanSkyCountry } from "../assemble/types.js";
import { getCountry } from "../countries/index.js";
import { VanskyInputError, type VanskyWarning } from "../errors.js";
import { checkRecords } from "../serve/snapshot.js";
import { type Band, bandOf, REPORT_FIELDS, type ReportField } from "./fields.js";

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
   * The language of the recommendations shown (`formatRecommendation`'s: en, ru, de, fr, es, pt, tr; a BCP 47 tag
   * such as `pt-BR` is read as its language, another falls back to en). Default `en`; the page's own words are English.
   */
  readonly locale?: string;
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
}

/** The checked input: rows in input order and the set's metadata. */
export interface Prepared {
  readonly rows: readonly Row[];
  readonly field: ReportField;
  readonly maxAgeHours: number;
  /** The recommendations' locale as given (default `en`). */
  readonly locale: string;
  /** `now` as given. */
  readonly now: string;
  /** The envelope's `updated_at` and `source` (null for a bare array). */
  readonly updatedAt: string | null;
  readonly source: string | null;
}

const HOUR_MS = 3_600_000;
/** A BCP 47 language tag, or the `_` form locales often come in: `de`, `pt-BR`, `fr_CA`, `zh-Hant-TW`. */
const LANGUAGE_TAG = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i;
const NO_WARNINGS: readonly VanskyWarning[] = [];

/**
 * Checks the options of a report (the command line checks them before it reads anything).
 * @throws VanskyInputError BAD_OPTION for a `now` that is not a date-time, an unknown `field`, a `maxAgeHours` that
 * is not a positive number or a `locale` that is not a language tag
 */
export function checkOptions(options: ReportOptions): void {
  const { now, field = "van_score", maxAgeHours = DEFAULT_MAX_AGE_HOURS, locale = "en" } = options;
  if (typeof now !== "string" || Number.isNaN(Date.parse(now)))
    throw new VanskyInputError("BAD_OPTION", "now", `expected an ISO 8601 date-time, got ${now}`);
  if (!REPORT_FIELDS.includes(field))
    throw new VanskyInputError("BAD_OPTION", "field", `expected one of ${REPORT_FIELDS.join(", ")}, got ${field}`);
  if (!(maxAgeHours > 0))
    throw new VanskyInputError("BAD_OPTION", "maxAgeHours", "expected a positive number of hours");
  if (typeof locale !== "string" || !LANGUAGE_TAG.test(locale))
    throw new VanskyInputError("BAD_OPTION", "locale", `expected a language tag such as de or pt-BR, got "${locale}"`);
}

/**
 * Checks `input` and `options` and prepares the rows.
 * @throws VanskyInputError BAD_OPTION for a `now` that is not a date-time, an unknown `field`, a `maxAgeHours` that
 * is not a positive number or a `locale` that is not a language tag; BAD_RECORD for records that are not an array of
 * records as the published schema has them (the path names the first failure: `data[3].forecast[0].date`)
 */
export function prepare(input: ReportInput, options: ReportOptions): Prepared {
  checkOptions(options);
  const { now, field = "van_score", maxAgeHours = DEFAULT_MAX_AGE_HOURS, warnings = {}, locale = "en" } = options;
  const nowMs = Date.parse(now);
  const envelope =
    Array.isArray(input) || input === null || typeof input !== "object" ? undefined : (input as WeatherListResponse);
  const records = envelope ? envelope.data : input;
  checkRecords(records as readonly VanSkyCountry[]);
  const rows = (records as readonly VanSkyCountry[]).map((record): Row => {
    const fetched = record.fetched_at === null ? Number.NaN : Date.parse(record.fetched_at);
    const ageHours = Number.isNaN(fetched) ? null : (nowMs - fetched) / HOUR_MS;
    return {
      record,
      name: getCountry(record.code)?.name ?? record.code,
      ageHours,
      stale: ageHours !== null && ageHours > maxAgeHours,
      warnings: Object.hasOwn(warnings, record.code) ? (warnings[record.code] ?? NO_WARNINGS) : NO_WARNINGS,
      band: bandOf(record, field, ageHours, maxAgeHours),
    };
  });
  return {
    rows,
    field,
    maxAgeHours,
    locale,
    now,
    updatedAt: envelope?.updated_at ?? null,
    source: envelope?.source ?? null,
  };
}
