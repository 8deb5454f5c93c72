/**
 * The number law of a record (issue 40, review N23): every number a message shows equals the record field it quotes,
 * rounded to the message's decimals from the record's own rounded value (a client showing the record's UV 6.5 and
 * the message's UV never sees 6), and where the record publishes no such field (tonight's minimum, the glass, the
 * lowest visibility, the start of freezing rain) the value its explanation or the response's hours give.
 */

import type { Recommendation } from "../../src/assemble/types.js";
import { isFreezingPrecipitation } from "../../src/day/codes.js";
import { KEY_PREFIX, RECOMMENDATION_KEYS, type RecommendationName } from "../../src/recommend/keys.js";
import { MS_PER_DAY } from "../../src/time/civil.js";
import type { Subject } from "./coherence.js";
import { wallOfDateTime } from "./coherence-hours.js";

/** A recommendation's name, its key without `vansky.rec.`. */
export const nameOf = (r: Recommendation): string =>
  r.key.startsWith(KEY_PREFIX) ? r.key.slice(KEY_PREFIX.length) : r.key;

const round = (x: number, decimals: number) => Math.round(x * 10 ** decimals) / 10 ** decimals + 0;
/** The higher of two nullable fields, either where the other is null. */
const higher = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const hourOf = (wall: string) => Number(wall.slice(11, 13));
const minuteOf = (wall: string) => Number(wall.slice(14, 16));
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / MS_PER_DAY;

/** The local start and end wall times a window message quotes. */
function windowTimes(s: Subject, name: string): { start: string; end: string } | null {
  if (name === "freezing_rain_from") {
    const date = s.record.forecast[0]?.date ?? "";
    const first = s.hours.find((h) => h.wall.startsWith(date) && isFreezingPrecipitation(h.code));
    return first ? { start: first.wall, end: first.wall } : null;
  }
  const w = s.record.drive_window;
  return w ? { start: wallOfDateTime(w.start), end: wallOfDateTime(w.end) } : null;
}

/** What a parameter quotes: the field's name and value (null where the record has none). */
function quoted(s: Subject, name: string, param: string): [field: string, value: number | null] | undefined {
  const r = s.record;
  const day = s.explanation.today.recommendationInputs.day;
  const w = r.weather;
  const times = windowTimes(s, name);
  const end = times?.end ?? "";
  // a window that ends at the next midnight says 24:00 (drive_window); past it, the next day's time
  const endsAtMidnight = name === "drive_window" && end > (times?.start.slice(0, 10) ?? "") && end.endsWith("00:00");
  const fields: Record<string, () => [string, number | null]> = {
    temp_min: () => ["tonight's minimum (explanation)", day.night.tempMinC],
    gust_kmh: () => ["weather.wind_gusts_max", w.wind_gusts_max],
    wind_kmh: () => ["weather.wind_max", w.wind_max],
    precip_mm: () => ["weather.precip_sum", w.precip_sum],
    // the felt maximum never cooler than the air, as the van score's heat caps read it
    feels_like: () => ["the higher of weather.feels_like_day and temp_day", higher(w.feels_like_day, w.temp_day)],
    surface_temp: () => ["the glass (explanation)", s.explanation.today.condensation.surfaceC],
    visibility_m: () => ["the lowest visibility (explanation)", day.visibilityMinM],
    uv: () => ["weather.uv_max", w.uv_max],
    solar_kwh: () => ["solar_kwh", r.solar_kwh],
    sea_temp: () => ["marine.sea_temp", r.marine?.sea_temp ?? null],
    wave_height: () => ["marine.wave_height", r.marine?.wave_height ?? null],
    drive_score: () => ["best_move_day.drive_score", r.best_move_day?.drive_score ?? null],
    days_ahead: () => ["best_move_day.date", daysBetween(r.forecast[0]?.date ?? "", r.best_move_day?.date ?? "")],
    days: () => ["forecast.length", r.forecast.length],
    start_hour: () => ["the start", times ? hourOf(times.start) : null],
    start_minute: () => ["the start", times ? minuteOf(times.start) : null],
    from_hour: () => ["the first freezing hour", times ? hourOf(times.start) : null],
    from_minute: () => ["the first freezing hour", times ? minuteOf(times.start) : null],
    end_hour: () => ["the end", endsAtMidnight ? 24 : times ? hourOf(end) : null],
    end_minute: () => ["the end", times ? minuteOf(end) : null],
  };
  return fields[param]?.();
}

/** What breaks the number law in `s`: a shown parameter that differs from what it quotes, or quotes nothing known. */
export function numberBroken(s: Subject): string | null {
  for (const x of s.record.recommendations) {
    const name = nameOf(x);
    const spec = RECOMMENDATION_KEYS[name as RecommendationName];
    if (!spec) return `${x.key}: not a key of the table`;
    for (const [param, value] of Object.entries(x.params)) {
      const p = (spec.params as Record<string, { decimals: 0 | 1; shown?: false }>)[param];
      if (!p) return `${name}.${param}: not a parameter of the key`;
      if (p.shown === false) continue;
      const source = quoted(s, name, param);
      if (!source) return `${name}.${param}: quotes no known field`;
      const [field, raw] = source;
      const want = raw === null ? null : round(raw, p.decimals);
      if (value !== want) return `${name}.${param} = ${value}, but ${field} ${raw} gives ${want}`;
    }
  }
  return null;
}
