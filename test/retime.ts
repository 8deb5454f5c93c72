/**
 * Re-timing Open-Meteo responses, as Open-Meteo would have answered the same request with another `timezone`: the
 * same instants written at another fixed offset, and daily rows over that offset's days. Daily values Open-Meteo
 * aggregates from hourly ones can only be re-aggregated faithfully where the response has those hourly values, so
 * `withoutDerivable` drops them first (vansky then aggregates them itself, the same way on both sides); the
 * others (sun times, daylight, values without an hourly source) move to the row that overlaps their local day most.
 * Local days come from `Intl.DateTimeFormat`, independent of the engine's zone code.
 */

import { currentName } from "../src/adapters/variables.js";

type Json = Record<string, unknown>;

const DAY = 86_400_000;

/** The hourly variable each daily one is aggregated from (Open-Meteo's aggregations, as vansky's adapter has them). */
const SOURCES: Record<string, string> = {
  weather_code: "weather_code",
  temperature_2m_max: "temperature_2m",
  temperature_2m_min: "temperature_2m",
  temperature_2m_mean: "temperature_2m",
  apparent_temperature_max: "apparent_temperature",
  apparent_temperature_min: "apparent_temperature",
  sunshine_duration: "sunshine_duration",
  uv_index_max: "uv_index",
  precipitation_sum: "precipitation",
  snowfall_sum: "snowfall",
  precipitation_hours: "precipitation",
  precipitation_probability_max: "precipitation_probability",
  wind_speed_10m_max: "wind_speed_10m",
  wind_gusts_10m_max: "wind_gusts_10m",
  wind_direction_10m_dominant: "wind_direction_10m",
  shortwave_radiation_sum: "shortwave_radiation",
  relative_humidity_2m_mean: "relative_humidity_2m",
  relative_humidity_2m_max: "relative_humidity_2m",
  relative_humidity_2m_min: "relative_humidity_2m",
  dew_point_2m_mean: "dew_point_2m",
  cloud_cover_mean: "cloud_cover",
  visibility_min: "visibility",
  wave_height_max: "wave_height",
  wave_direction_dominant: "wave_direction",
  wave_period_max: "wave_period",
  swell_wave_height_max: "swell_wave_height",
  swell_wave_direction_dominant: "swell_wave_direction",
  swell_wave_period_max: "swell_wave_period",
  sea_surface_temperature_mean: "sea_surface_temperature",
};

/** The response without the daily variables it also has the hourly source of (vansky derives those itself). */
export function withoutDerivable(response: Json): Json {
  const copy = structuredClone(response);
  const hourly = copy.hourly as Json | undefined;
  const daily = copy.daily as Json | undefined;
  if (!hourly || !daily) return copy;
  const hourlyNames = new Set(Object.keys(hourly).map(currentName));
  for (const key of Object.keys(daily)) {
    const source = SOURCES[currentName(key)];
    if (source && hourlyNames.has(source)) {
      delete daily[key];
      delete (copy.daily_units as Json | undefined)?.[key];
    }
  }
  return copy;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const wall = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** The local date `YYYY-MM-DD` of an instant in `zone`, by the runtime's Intl. */
export function localDate(ms: number, zone: string): string {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(zone, format);
  }
  return format.format(new Date(ms));
}

/**
 * `response` as if requested with a `timezone` at `offsetS` (named `name`): every time string re-written at that
 * offset (unix times stay), and daily rows rebuilt over that offset's days, each carrying the values of the
 * original row whose local day in `zone` (the location's real zone) holds the new row's middle, null where none.
 */
export function retime(response: Json, offsetS: number, name: string, zone: string): Json {
  const copy = structuredClone(response);
  const fromS = copy.utc_offset_seconds as number;
  const instant = (t: unknown, unix: boolean) =>
    unix ? (t as number) * 1000 : Date.parse(`${(t as string).length === 10 ? `${t}T00:00` : t}:00Z`) - fromS * 1000;
  const write = (ms: number, unix: boolean, date = false) =>
    unix ? Math.round(ms / 1000) : date ? wall(ms + offsetS * 1000).slice(0, 10) : wall(ms + offsetS * 1000);
  const unixOf = (section: string, key: string) => (copy[`${section}_units`] as Json | undefined)?.[key] === "unixtime";
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const section of ["current", "hourly", "minutely_15"]) {
    const block = copy[section] as Json | undefined;
    if (!block || block.time === undefined) continue;
    const unix = unixOf(section, "time");
    const shift = (t: unknown) => {
      if (t === null) return t;
      const ms = instant(t, unix);
      if (section === "hourly") {
        first = Math.min(first, ms);
        last = Math.max(last, ms + 1);
      }
      return write(ms, unix);
    };
    block.time = Array.isArray(block.time) ? block.time.map(shift) : shift(block.time);
  }
  const daily = copy.daily as Json | undefined;
  if (daily && Array.isArray(daily.time)) {
    const unix = unixOf("daily", "time");
    const starts = (daily.time as unknown[]).map((t) => instant(t, unix));
    first = Math.min(first, ...starts);
    last = Math.max(last, ...starts.map((s) => s + DAY));
    const originalDates = starts.map((s) => localDate(s + DAY / 2, zone));
    const fromDay = Math.floor((first + offsetS * 1000) / DAY);
    const toDay = Math.floor((last - 1 + offsetS * 1000) / DAY);
    const rows: number[] = [];
    for (let d = fromDay; d <= toDay; d++) rows.push(d * DAY - offsetS * 1000);
    const source = rows.map((r) => originalDates.indexOf(localDate(r + DAY / 2, zone)));
    const out: Json = { time: rows.map((r) => write(r, unix, true)) };
    // Open-Meteo's polar day and night: sunrise at the row's midnight, sunset then or 24 h later (in its own offset)
    const rise = daily.sunrise as unknown[] | undefined;
    const set = daily.sunset as unknown[] | undefined;
    const polar = starts.map((s, i) => {
      if (!rise || !set || rise[i] == null || set[i] == null) return null;
      const r = instant(rise[i], unixOf("daily", "sunrise"));
      const e = instant(set[i], unixOf("daily", "sunset"));
      return r === s && (e === s || e === s + DAY) ? e - s : null;
    });
    for (const [key, values] of Object.entries(daily)) {
      if (key === "time" || !Array.isArray(values)) continue;
      const times = key === "sunrise" || key === "sunset";
      const unixKey = unixOf("daily", key);
      out[key] = source.map((i, k) => {
        const v = i < 0 ? null : values[i];
        if (!times || v === null) return v;
        const span = polar[i];
        const row = rows[k] as number;
        if (span != null) return write(key === "sunrise" ? row : row + span, unixKey);
        return write(instant(v, unixKey), unixKey);
      });
    }
    copy.daily = out;
  }
  copy.utc_offset_seconds = offsetS;
  copy.timezone = name;
  copy.timezone_abbreviation = name;
  return copy;
}

/** `retime` to GMT, Open-Meteo's default when a request names no zone. */
export const toGmt = (response: Json, zone: string): Json => retime(response, 0, "GMT", zone);

/**
 * `response` (asked with `timezone=auto`) as Open-Meteo answers the same request without `timezone` at the instant
 * `nowMs`: in GMT, from UTC midnight of `nowMs`'s UTC date on, with no `current` block; the daily values that have an
 * hourly source are dropped (`withoutDerivable`) and the hours before that midnight are gone, as they are in the
 * real answer (a local afternoon of Fiji, an evening of New York).
 */
export function asAskedInGmt(response: Json, zone: string, nowMs: number): Json {
  const gmt = toGmt(withoutDerivable(response), zone);
  const fromMs = Math.floor(nowMs / DAY) * DAY;
  const at = (t: string) => Date.parse(t.length === 10 ? `${t}T00:00Z` : `${t}Z`);
  for (const section of ["hourly", "daily"]) {
    const block = gmt[section] as Record<string, unknown[]> | undefined;
    if (!block) continue;
    const keep = block.time?.map((t) => at(t as string) >= fromMs) ?? [];
    for (const key of Object.keys(block)) block[key] = (block[key] as unknown[]).filter((_, i) => keep[i]);
  }
  delete gmt.current;
  delete gmt.current_units;
  return gmt;
}

/** How Open-Meteo reduces an hour's value into a 3-hour step ending at a stamp (open-meteo.md §5). */
const THREE_HOURLY: Record<string, "sum" | "max" | "mean"> = {
  precipitation: "sum",
  rain: "sum",
  showers: "sum",
  snowfall: "sum",
  sunshine_duration: "sum",
  wind_gusts_10m: "max",
  precipitation_probability: "max",
  shortwave_radiation: "mean",
};

/**
 * `response` as asked with `temporal_resolution=hourly_3`: every third stamp (00:00, 03:00, …), instants as they are
 * at it, and the preceding-interval values reduced over the three hours ending at it (the first stamp's over what
 * the response has).
 */
export function toThreeHourly(response: Json): Json {
  const copy = structuredClone(response);
  const hourly = copy.hourly as Record<string, (number | null)[] | string[]>;
  const keep = (hourly.time as unknown[]).map((_, i) => i % 3 === 0);
  for (const [key, values] of Object.entries(hourly)) {
    const rule = THREE_HOURLY[currentName(key)];
    const v = values as (number | null)[];
    const reduced = rule
      ? v.map((_, i) => {
          const part = v.slice(Math.max(0, i - 2), i + 1).filter((x): x is number => x !== null);
          if (part.length === 0) return null;
          if (rule === "sum") return part.reduce((a, b) => a + b, 0);
          if (rule === "max") return Math.max(...part);
          return part.reduce((a, b) => a + b, 0) / part.length;
        })
      : values;
    hourly[key] = (reduced as unknown[]).filter((_, i) => keep[i]) as number[];
  }
  return copy;
}
