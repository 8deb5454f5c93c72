/**
 * Writes the FlatBuffers answer Open-Meteo would send (`format=flatbuffers`) for a JSON answer: the schema of
 * open-meteo/sdk (`flatbuffers/weather_api.fbs`), each location (and each of its weather models) a size-prefixed
 * `WeatherApiResponse` message, concatenated, built with the `flatbuffers` package's Builder. The published SDK has
 * readers only; this is the test side's writer, so that every JSON fixture can be scored both ways.
 *
 * Each JSON key becomes the series Open-Meteo's server writes for it (meta.ts, from its `getFlatBuffersMeta`,
 * open-meteo/open-meteo `FlatBuffers+WeatherApi.swift` and `+EnsembleApi.swift`): the `Variable` enum of the name
 * with altitude and aggregation split off (`temperature_2m_max`: temperature, 2, maximum; apparent temperature
 * carries altitude 2 in the meta though not in its name; `wave_peak_period` is written as wave period, as the server
 * does), the member of a `_memberNN` key, the unit by its JSON string; values as float32 (null as NaN), sunrise and
 * sunset as int64 epoch seconds (null as INT64_MAX), times as the section's `time`, `time_end`, `interval`. The
 * legacy `current_weather` block becomes `current`. Independent of vansky's reader: names, units and enums come from
 * @openmeteo/sdk's own enums, never from src/.
 */
import type { Unit } from "@openmeteo/sdk/unit.js";
import { Builder } from "flatbuffers";
import { type Meta, metaOf, unitOf } from "./meta.js";

type Json = Record<string, unknown>;
type Offset = number;

/** The legacy `current_weather` keys and the variables they are. */
const LEGACY: Readonly<Record<string, string>> = {
  temperature: "temperature_2m",
  windspeed: "wind_speed_10m",
  winddirection: "wind_direction_10m",
  weathercode: "weather_code",
  is_day: "is_day",
};

/** Epoch seconds of an Open-Meteo time (a number already is; an ISO wall time is read at `offsetS`). */
function epochSeconds(time: unknown, offsetS: number): number {
  if (typeof time === "number") return time;
  if (typeof time !== "string") throw new Error(`writer: a time ${JSON.stringify(time)}`);
  const iso = time.length === 10 ? `${time}T00:00:00Z` : time.length === 16 ? `${time}:00Z` : `${time}Z`;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`writer: a time ${JSON.stringify(time)}`);
  return ms / 1000 - offsetS;
}

const INT64_MAX = 9223372036854775807n;

/** One `VariableWithValues`: a series (`values`) or one current value (`value`). */
function writeSeries(
  b: Builder,
  meta: Meta,
  unit: Unit,
  data: { value?: unknown; values?: unknown[]; times?: unknown[]; offsetS: number },
): Offset {
  let vector: Offset = 0;
  let times: Offset = 0;
  if (data.times) {
    const list = data.times.map((t) => (t === null ? INT64_MAX : BigInt(epochSeconds(t, data.offsetS))));
    b.startVector(8, list.length, 8);
    for (let i = list.length - 1; i >= 0; i--) b.addInt64(list[i] as bigint);
    times = b.endVector();
  } else if (data.values) {
    b.startVector(4, data.values.length, 4);
    for (let i = data.values.length - 1; i >= 0; i--) b.addFloat32((data.values[i] as number | null) ?? Number.NaN);
    vector = b.endVector();
  }
  b.startObject(13);
  b.addFieldInt8(0, meta.variable, 0);
  b.addFieldInt8(1, unit, 0);
  if (data.value !== undefined) b.addFieldFloat32(2, (data.value as number | null) ?? Number.NaN, 0);
  if (vector) b.addFieldOffset(3, vector, 0);
  if (times) b.addFieldOffset(4, times, 0);
  b.addFieldInt16(5, meta.altitude, 0);
  b.addFieldInt8(6, meta.aggregation, 0);
  b.addFieldInt16(7, meta.pressureLevel ?? 0, 0);
  b.addFieldInt16(8, meta.depth ?? 0, 0);
  b.addFieldInt16(9, meta.depthTo ?? 0, 0);
  b.addFieldInt16(10, meta.member, 0);
  b.addFieldInt16(11, meta.previousDay ?? 0, 0);
  b.addFieldInt8(12, meta.probability ?? 0, 0);
  return b.endObject();
}

const SUN = new Set(["sunrise", "sunset"]);

/** How to write: the `Model` each message names, and a section to leave without its time axis (for error tests). */
export interface WriteOptions {
  readonly model?: number;
  readonly withoutTimeAxis?: "current" | "hourly" | "daily";
  /** One section's time axis written as given, not as its times say (a malformed answer, for the tests). */
  readonly timeAxis?: {
    readonly section: "current" | "hourly" | "daily";
    readonly time?: number;
    readonly timeEnd?: number;
    readonly interval?: number;
  };
  /** A section written without its series (no `variables` vector), for the tests of such an answer. */
  readonly withoutSeries?: "current" | "hourly" | "daily";
  /** One key's series written without its values (no `values` vector). */
  readonly withoutValues?: { readonly section: "hourly" | "daily"; readonly key: string };
  /**
   * Series written before a section's own: `key`'s series with `values`, qualified by a soil depth, a layer's bottom
   * or a probability (a series the server may send that is not the variable itself), or not (a second series of
   * the key, which JSON cannot hold).
   */
  readonly extra?: readonly {
    readonly section: "hourly" | "daily";
    readonly key: string;
    readonly depth?: number;
    readonly depthTo?: number;
    readonly probability?: number;
    readonly values: readonly (number | null)[];
  }[];
}

/** One section (`current`, `hourly`, `daily`) as a `VariablesWithTime`; the keys it cannot write go to `skipped`. */
function writeSection(
  b: Builder,
  block: Json,
  units: Json,
  kind: string,
  offsetS: number,
  skipped: string[],
  options: WriteOptions,
): Offset {
  const single = kind === "current";
  const times = single ? [block.time] : (block.time as unknown[]);
  const seconds = times.map((t) => epochSeconds(t, offsetS));
  const fallback = single ? Number(block.interval ?? 900) : kind === "daily" ? 86_400 : 3600;
  const step = seconds.length > 1 ? (seconds[1] as number) - (seconds[0] as number) : fallback;
  seconds.forEach((s, i) => {
    if (s !== (seconds[0] as number) + i * step) throw new Error(`writer: ${kind}.time is not evenly spaced`);
  });
  const series: Offset[] = [];
  for (const { section, key, values, ...qualifiers } of options.extra ?? []) {
    const meta = metaOf(key);
    if (section !== kind || meta === undefined) continue;
    const unit = unitOf(units[key], `${kind}.${key}`, meta.variable);
    series.push(writeSeries(b, { ...meta, ...qualifiers }, unit, { values: [...values], offsetS }));
  }
  for (const [key, raw] of Object.entries(block)) {
    if (key === "time" || key === "interval") continue;
    const meta = metaOf(key);
    if (meta === undefined) {
      skipped.push(`${kind}.${key}`);
      continue;
    }
    const unit = unitOf(units[key], `${kind}.${key}`, meta.variable);
    const bare = options.withoutValues?.section === kind && options.withoutValues.key === key;
    const data = bare
      ? { offsetS }
      : single
        ? { value: raw, offsetS }
        : SUN.has(key.replace(/_member\d+$/, ""))
          ? { times: raw as unknown[], offsetS }
          : { values: raw as unknown[], offsetS };
    series.push(writeSeries(b, meta, unit, data));
  }
  let variables: Offset = 0;
  if (options.withoutSeries !== kind) {
    b.startVector(4, series.length, 4);
    for (let i = series.length - 1; i >= 0; i--) b.addOffset(series[i] as Offset);
    variables = b.endVector();
  }
  const first = seconds[0] ?? 0;
  b.startObject(4);
  if (options.withoutTimeAxis !== kind) {
    const axis = options.timeAxis?.section === kind ? options.timeAxis : undefined;
    b.addFieldInt64(0, BigInt(axis?.time ?? first), 0n);
    b.addFieldInt64(1, BigInt(axis?.timeEnd ?? first + step * seconds.length), 0n);
    b.addFieldInt32(2, axis?.interval ?? step, 0);
  }
  if (variables) b.addFieldOffset(3, variables, 0);
  return b.endObject();
}

/** The legacy `current_weather` block as a `current` one (keys renamed, units likewise). */
function currentOf(response: Json): { block: Json; units: Json } | undefined {
  if (response.current) return { block: response.current as Json, units: (response.current_units ?? {}) as Json };
  const legacy = response.current_weather as Json | undefined;
  if (!legacy) return undefined;
  const rename = (source: Json) =>
    Object.fromEntries(
      Object.entries(source)
        .map(([k, v]) => [LEGACY[k] ?? k, v])
        .filter(([k]) => k !== undefined),
    );
  return { block: rename(legacy), units: rename((response.current_weather_units ?? {}) as Json) };
}

/** One location's JSON answer as one size-prefixed `WeatherApiResponse` message. */
function writeMessage(response: Json, skipped: string[], options: WriteOptions): Uint8Array {
  const b = new Builder(1 << 16);
  const offsetS = (response.utc_offset_seconds as number | undefined) ?? 0;
  const section = (kind: string, block = response[kind] as Json | undefined, units = response[`${kind}_units`]) =>
    block ? writeSection(b, block, (units ?? {}) as Json, kind, offsetS, skipped, options) : 0;
  const hourly = section("hourly");
  const daily = section("daily");
  const current = currentOf(response);
  const currentAt = current ? section("current", current.block, current.units) : 0;
  const zone = typeof response.timezone === "string" && response.timezone !== "GMT" ? response.timezone : undefined;
  const abbreviation = response.timezone_abbreviation;
  const zoneAt = zone ? b.createString(zone) : 0;
  const abbreviationAt = typeof abbreviation === "string" && abbreviation !== "GMT" ? b.createString(abbreviation) : 0;
  b.startObject(15);
  b.addFieldFloat32(0, response.latitude as number, 0);
  b.addFieldFloat32(1, response.longitude as number, 0);
  b.addFieldFloat32(2, (response.elevation as number | null | undefined) ?? Number.NaN, 0);
  b.addFieldFloat32(3, (response.generationtime_ms as number | undefined) ?? 0, 0);
  b.addFieldInt64(4, BigInt((response.location_id as number | undefined) ?? 0), 0n);
  b.addFieldInt8(5, options.model ?? 0, 0);
  b.addFieldInt32(6, offsetS, 0);
  if (zoneAt) b.addFieldOffset(7, zoneAt, 0);
  if (abbreviationAt) b.addFieldOffset(8, abbreviationAt, 0);
  if (currentAt) b.addFieldOffset(9, currentAt, 0);
  if (daily) b.addFieldOffset(10, daily, 0);
  if (hourly) b.addFieldOffset(11, hourly, 0);
  b.finishSizePrefixed(b.endObject());
  return b.asUint8Array().slice();
}

/** What `writeFlatBuffers` gives: the bytes, and the JSON keys it left out (no FlatBuffers meta: `metaOf`). */
export interface Written {
  readonly bytes: Uint8Array;
  readonly skipped: readonly string[];
}

/**
 * The FlatBuffers answer of a JSON answer (one location, or an array of several: their messages concatenated in
 * order), each message naming `options.model` (default 0, undefined).
 */
export function writeFlatBuffers(json: unknown, options: WriteOptions = {}): Written {
  const skipped: string[] = [];
  const messages = (Array.isArray(json) ? json : [json]).map((r) => writeMessage(r as Json, skipped, options));
  const bytes = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    bytes.set(m, at);
    at += m.length;
  }
  return { bytes, skipped };
}
