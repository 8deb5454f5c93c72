/**
 * The skeleton every normalizer shares: header and options, the `current`, `hourly` and `daily` sections, a hook
 * for what is particular to a kind of response (sun times, empty waves), then the daily values the response lacks
 * aggregated from its hourly ones.
 */
import { VanskyInputError } from "../errors.js";
import { type DailyRule, dailyAxisFromHourly, fillDailyFromHourly } from "./daily.js";
import { flatBuffersHeader, isFlatBuffers, oneMessage } from "./flatbuffers/answer.js";
import { readFlatBuffersSections } from "./flatbuffers/normalize.js";
import { type ResponseHeader, readHeader } from "./header.js";
import { childPath, type JsonObject } from "./json.js";
import { type ResponseSource, type SectionSpec, sourceOf } from "./keys.js";
import { type NormalizeOptions, type ResolvedOptions, readOptions } from "./options.js";
import { readCurrent, readSection, sectionContext } from "./read.js";
import type { Current, MutableSeries, SeriesMemory } from "./section.js";

/** A normalized response: the header and up to three sections, in vansky's fixed units. */
export interface NormalizedResponse<HourlyField extends string, DailyField extends string> extends ResponseHeader {
  readonly current: Current<HourlyField> | null;
  readonly hourly: MutableSeries<HourlyField> | null;
  readonly daily: MutableSeries<DailyField> | null;
  /** Variables the response lacks that the adapter composed from others (`ForecastSeries.composed`). */
  readonly composed: readonly string[];
  /** The weather model of the keys read, null when unsuffixed and not chosen (`ForecastSeries.model`). */
  readonly model: string | null;
  /** Whether the response has ensemble members' keys (`ForecastSeries.ensemble`). */
  readonly ensemble: boolean;
}

/** The sections as read, before daily values are derived: what a kind's `adjust` hook may change. */
export interface SectionsRead<HourlyField extends string, DailyField extends string> {
  readonly header: ResponseHeader;
  readonly current: Current<HourlyField> | null;
  readonly hourly: MutableSeries<HourlyField> | null;
  readonly daily: MutableSeries<DailyField> | null;
  /** The response object (empty for a FlatBuffers answer, whose sun times are read with its daily section). */
  readonly body: JsonObject;
  /** Path of the response in the input (`""`, or `[1]` in an array). */
  readonly path: string;
  /** Response keys of the daily section's time-valued variables (sunrise, sunset). */
  readonly dailyTimeKeys: Readonly<Record<string, string>>;
  /** Where `adjust` notes what it composed from other variables. */
  readonly composed: string[];
  /** The model and kind of run the hourly section's keys (else the daily's) came from: `ResponseSource`. */
  readonly source: ResponseSource;
}

/** What differs between the kinds of Open-Meteo response. */
export interface ResponseKind<HourlyField extends string, DailyField extends string> {
  /** The hourly (and current) variables. */
  readonly hourly: SectionSpec<HourlyField>;
  /** The daily variables, with extra columns of the kind (sunrise and sunset as instants). */
  readonly daily: SectionSpec<DailyField, DailyField>;
  /** Daily values derived from hourly ones where the response lacks them. */
  readonly rules: readonly DailyRule<DailyField, HourlyField>[];
  /** The error message of a response without sections. */
  readonly noSections: string;
  /** Rewrites a legacy current block (`current_weather`) as a `current` one, for kinds that have one. */
  readonly legacyCurrent?: (body: JsonObject) => { raw: unknown; units: unknown; key: string } | undefined;
  /** Changes the sections as read before daily values are derived. */
  readonly adjust?: (read: SectionsRead<HourlyField, DailyField>) => void;
}

/** The `current` block of `body` (or the kind's legacy one) with its units and key, `undefined` when it has none. */
function currentBlock<H extends string, D extends string>(body: JsonObject, kind: ResponseKind<H, D>) {
  if (body.current !== undefined) return { raw: body.current, units: body.current_units, key: "current" };
  return kind.legacyCurrent?.(body);
}

/** The sections of one JSON response of `kind`, read into `memory`. */
function readJsonSections<H extends string, D extends string>(
  json: unknown,
  options: ResolvedOptions,
  path: string,
  memory: SeriesMemory,
  kind: ResponseKind<H, D>,
): SectionsRead<H, D> {
  const { header, body } = readHeader(json, path);
  const current = currentBlock(body, kind);
  if (current === undefined && body.hourly === undefined && body.daily === undefined)
    throw new VanskyInputError("MISSING_SECTION", path, kind.noSections);
  const context = sectionContext(header.utcOffsetSeconds, options, memory);
  const at = (key: string) => childPath(path, key);
  const hourlyRead =
    body.hourly === undefined
      ? null
      : readSection(body.hourly, body.hourly_units, at("hourly"), false, kind.hourly, context(options.maxHours));
  const hourly = hourlyRead?.series ?? null;
  const dailyRead =
    body.daily === undefined
      ? null
      : readSection(body.daily, body.daily_units, at("daily"), true, kind.daily, context(options.maxDays));
  return {
    header,
    body,
    path,
    current: current ? readCurrent(current.raw, current.units, at(current.key), kind.hourly, context(1)) : null,
    hourly,
    daily: dailyRead?.series ?? null,
    dailyTimeKeys: dailyRead?.timeKeys ?? {},
    composed: [],
    source: sourceOf(hourlyRead?.source, dailyRead?.source, options),
  };
}

/**
 * One response of `kind` normalized, its columns in `memory` (fresh for the public normalizers, scratch for
 * `scoreCountry`: see `SeriesMemory`); `path` is where the response sits in the input. The response is a parsed JSON
 * answer, or a FlatBuffers one (its bytes or a `WeatherApiResponse` of Open-Meteo's client: `flatbuffers/`), read
 * into the same sections.
 */
export function normalizeResponse<H extends string, D extends string>(
  json: unknown,
  rawOptions: NormalizeOptions | undefined,
  path: string,
  memory: SeriesMemory,
  kind: ResponseKind<H, D>,
): NormalizedResponse<H, D> {
  const options = readOptions(rawOptions);
  const read = isFlatBuffers(json)
    ? readFlatBuffersSections(json, options, path, memory, kind)
    : readJsonSections(json, options, path, memory, kind);
  kind.adjust?.(read);
  const { header, hourly } = read;
  let daily = read.daily;
  if (!daily && hourly) daily = dailyAxisFromHourly(kind.daily.fields, hourly.timeMs, header.utcOffsetSeconds, memory);
  if (daily && hourly) fillDailyFromHourly(daily, hourly, kind.rules);
  const { latitude, longitude, elevationM, timezone, utcOffsetSeconds, locationId } = header;
  return {
    latitude,
    longitude,
    elevationM,
    timezone,
    utcOffsetSeconds,
    locationId,
    current: read.current,
    hourly,
    daily,
    composed: read.composed,
    model: read.source.model ?? null,
    ensemble: read.source.ensemble,
  };
}

/** The header of one response, JSON or FlatBuffers (`readHeader`'s errors for either). */
export function responseHeader(json: unknown, path: string): ResponseHeader {
  return isFlatBuffers(json) ? flatBuffersHeader(oneMessage(json, path), path).header : readHeader(json, path).header;
}
