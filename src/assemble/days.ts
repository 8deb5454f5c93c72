import type { ForecastSeries } from "../adapters/forecast.js";
import type { MarineSeries } from "../adapters/marine.js";
import type { SeriesMemory } from "../adapters/section.js";
import { DAILY_VARIABLES, MARINE_DAILY_VARIABLES } from "../adapters/variables.js";
import {
  type Calendar,
  hoursFromSolarTime,
  isUniversalZone,
  type LocalDay,
  localZone,
  MAX_ZONE_FROM_SOLAR_H,
} from "../day/calendar.js";
import { type LocalForecast, localForecast } from "../day/forecast-days.js";
import { type LocalSea, localSea } from "../day/sea.js";
import { VanskyInputError, type VanskyWarningCode } from "../errors.js";
import type { Profile } from "../profile/index.js";
import { formatDateTime, MS_PER_HOUR } from "../time/civil.js";
import { isKnownZone } from "../time/zone.js";
import { type CheckedInput, instantMs } from "./input.js";

/** Reports a warning (`onWarning`, the explanation's list). */
export type Warn = (code: VanskyWarningCode, path: string, message: string) => void;

/** Largest distance between a daily row's hours and its local day's that is not worth a warning: a clock change. */
const SILENT_SHIFT_MS = MS_PER_HOUR;

/** The forecast and marine responses on the location's local days, and which of them is today. */
export interface LocalDays {
  readonly zone: string;
  readonly forecast: LocalForecast;
  /** The marine conditions of the same days, or null without marine data. */
  readonly sea: LocalSea | null;
  readonly todayIndex: number;
  readonly nowMs: number;
}

const variableName = new Map<string, string>(
  [...DAILY_VARIABLES, ...MARINE_DAILY_VARIABLES].map((v) => [v.field as string, v.name]),
);

/** Reports daily values borrowed from rows more than an hour off their day (or throws, with `strictDays`). */
function reportShift(borrowed: readonly string[], shiftMs: number, path: string, strict: boolean, warn: Warn): void {
  if (borrowed.length === 0 || shiftMs <= SILENT_SHIFT_MS) return;
  const names = borrowed.map((f) => variableName.get(f) ?? f).join(", ");
  const message =
    `${names}: Open-Meteo aggregated these over days ${shiftMs / MS_PER_HOUR} h off the location's, and the ` +
    "response has no hourly values to aggregate them again: taken from the overlapping day (request timezone=auto)";
  if (strict) throw new VanskyInputError("SHIFTED_DAYS", path, message);
  warn("SHIFTED_DAYS", path, message);
}

/**
 * The location's zone when the input names none: the response's own (`timezone=auto`), unless it lies more than
 * `MAX_ZONE_FROM_SOLAR_H` from the location's solar time while the country's zone does not (a Paris forecast asked
 * with `timezone=America/New_York`): then the country's, with a `FOREIGN_ZONE` warning; GMT and UTC are no place's
 * zone (`localZone`).
 */
function zoneOf(forecast: ForecastSeries, countryZone: string | undefined, warn: Warn): string {
  const zone = localZone(forecast.timezone, countryZone);
  if (zone === "" || zone === countryZone) return zone;
  const atMs = forecast.hourly?.timeMs[0] ?? forecast.daily?.timeMs[0] ?? 0;
  const offH = hoursFromSolarTime(zone, atMs, forecast.longitude);
  if (offH <= MAX_ZONE_FROM_SOLAR_H) return zone;
  const own = countryZone && isKnownZone(countryZone) ? countryZone : "";
  const ownOk = own !== "" && hoursFromSolarTime(own, atMs, forecast.longitude) <= MAX_ZONE_FROM_SOLAR_H;
  const message =
    `the response is in ${zone}, ${offH.toFixed(1)} h from the location's solar time: ` +
    (ownOk ? `scored on the days of ${own}, the country's zone` : "scored on its days all the same (give timezone)");
  warn("FOREIGN_ZONE", "timezone", message);
  return ownOk ? own : zone;
}

/**
 * The instant `now` stands for where the calendar's days tell it: given, a wall time read in the location's zone,
 * else the response's current time, else when it was fetched (`fetchedAt`: a lean response has no current block) if
 * that lies in its days; null where it takes the days' weather (`resolveNow`).
 */
function nowOnCalendar(input: CheckedInput, forecast: ForecastSeries, calendar: Calendar): number | null {
  const now = input.now;
  if (now && "instantMs" in now) return now.instantMs;
  if (now) return calendar.clock.instantOf(now.wallMs);
  if (forecast.current) return forecast.current.timeMs;
  const fetchedMs = input.fetchedAt === null ? Number.NaN : instantMs(input.fetchedAt, 0);
  const first = calendar.days[0];
  const last = calendar.days[calendar.days.length - 1];
  if (first && last && fetchedMs >= first.startMs && fetchedMs < last.endMs) return fetchedMs;
  return null;
}

/**
 * The instant `now` stands for: `nowOnCalendar`, else the start of the first day with a temperature (a GMT
 * response's first UTC row may hold no local day's data).
 */
function resolveNow(input: CheckedInput, forecast: ForecastSeries, local: LocalForecast): number {
  const known = nowOnCalendar(input, forecast, local.calendar);
  if (known !== null) return known;
  return (local.days.find((d) => !Number.isNaN(d.feelsMaxC)) ?? local.days[0])?.dateMs ?? Number.NaN;
}

/**
 * How many of the calendar's first days a forecast of `maxDays` days from today needs built: up to today's and the
 * days after it, every day where today is not known before the days' weather (or lies outside them: the error).
 */
function daysThrough(input: CheckedInput, forecast: ForecastSeries, calendar: Calendar, maxDays: number): number {
  const nowMs = nowOnCalendar(input, forecast, calendar);
  const days = calendar.days;
  const today = nowMs === null ? -1 : days.findIndex((d) => d.startMs <= nowMs && nowMs < d.endMs);
  return today < 0 ? days.length : today + maxDays;
}

/** The forecast's days in the location's zone and which of them is today, before any marine data. */
export type ForecastDays = Omit<LocalDays, "sea">;

/**
 * `days` with the sea's days beside them, its fields written out: an object spread with a field added
 * (`{ ...days, sea }`) of this per-country object cost every minor collection some 60 kB of objects that survived it
 * (docs/performance.md, "Spreads and the young generation").
 */
export function withSea({ zone, forecast, todayIndex, nowMs }: ForecastDays, sea: LocalSea | null): LocalDays {
  return { zone, forecast, todayIndex, nowMs, sea };
}

/**
 * Step 3 of a record, the forecast's part: its days in the location's zone (the input's `timezone`, else the
 * response's own, else the country's) and today (the day holding `now`). The same for every member of an ensemble
 * answer: its members share one time axis.
 *
 * @param maxDays the days from today the caller scores (a record's seven): the days after them are left out of
 * `forecast.days` (their calendar stays whole); default every day
 * @throws VanskyInputError BAD_TIME for a `now` outside the days, SHIFTED_DAYS with `strictDays`
 */
export function forecastOnDays(
  input: CheckedInput,
  forecast: ForecastSeries,
  profile: Profile,
  strictDays: boolean,
  memory: SeriesMemory,
  warn: Warn,
  maxDays?: number,
): ForecastDays {
  const zone = input.timezone ?? zoneOf(forecast, input.countryZone, warn);
  if (zone === "" && (forecast.timezone === null || isUniversalZone(forecast.timezone))) {
    const message = `the response is in ${forecast.timezone ?? "no zone"} and the location's zone is unknown: days are UTC days (give timezone, or request timezone=auto)`;
    if (strictDays) throw new VanskyInputError("SHIFTED_DAYS", "timezone", message);
    warn("NO_LOCAL_ZONE", "timezone", message);
  }
  const dayCount =
    maxDays === undefined ? undefined : (calendar: Calendar) => daysThrough(input, forecast, calendar, maxDays);
  const local = localForecast(forecast, zone, profile, memory, dayCount);
  const days = local.calendar.days;
  if (days.length === 0) throw new VanskyInputError("MISSING_SECTION", "forecast", "no daily or hourly data to score");
  reportShift(local.borrowed, local.shiftMs, "daily", strictDays, warn);
  const nowMs = resolveNow(input, forecast, local);
  const todayIndex = days.findIndex((d) => d.startMs <= nowMs && nowMs < d.endMs);
  if (todayIndex < 0) {
    const offsetS = local.calendar.clock.offsetAt(nowMs);
    const span = `${days[0]?.date} to ${days[days.length - 1]?.date}${zone ? ` in ${zone}` : ""}`;
    throw new VanskyInputError(
      "BAD_TIME",
      "now",
      `${formatDateTime(nowMs, offsetS)} lies outside the forecast's days (${span})`,
    );
  }
  const today = days[todayIndex] as LocalDay;
  if (todayIndex < local.calendar.leading) {
    const from = formatDateTime(local.dataFromMs, local.calendar.clock.offsetAt(local.dataFromMs)).slice(11, 16);
    warn(
      "PARTIAL_DAY",
      "hourly.time",
      `the response starts at ${from} local time today (${today.date}): today's maxima, minima and sums are those of the hours from ${from} (a GMT response starts at UTC midnight: request timezone=auto)`,
    );
  }
  return { zone, forecast: local, todayIndex, nowMs };
}

/**
 * Step 3 of a record, the marine part: the marine response's conditions on the forecast's days.
 *
 * @throws VanskyInputError MARINE_MISMATCH for a marine response that covers none of the days, SHIFTED_DAYS with
 * `strictDays`
 */
export function seaOnDays(
  marine: MarineSeries,
  { forecast, todayIndex }: ForecastDays,
  strictDays: boolean,
  memory: SeriesMemory,
  warn: Warn,
): LocalSea {
  const days = forecast.calendar.days;
  const sea = localSea(marine, days, memory);
  if (!sea.days.some((d) => d !== null)) {
    throw new VanskyInputError(
      "MARINE_MISMATCH",
      "marine",
      `the marine response covers none of the forecast's days (${days[0]?.date} to ${days[days.length - 1]?.date}): a response of another week or place?`,
    );
  }
  if (sea.days[todayIndex] === null)
    warn("MARINE_NOT_TODAY", "marine", `the marine response does not cover today (${days[todayIndex]?.date})`);
  reportShift(sea.borrowed, sea.shiftMs, "marine.daily", strictDays, warn);
  return sea;
}

/**
 * Step 3 of a record: the forecast's days in the location's zone, today, and the marine conditions on the same days
 * (`forecastOnDays`, then `seaOnDays`).
 *
 * @throws VanskyInputError BAD_TIME for a `now` outside the days, MARINE_MISMATCH for a marine response that covers
 * none of them, SHIFTED_DAYS with `strictDays`; `maxDays` as `forecastOnDays`'s
 */
export function localDays(
  input: CheckedInput,
  forecast: ForecastSeries,
  marine: MarineSeries | null,
  profile: Profile,
  strictDays: boolean,
  memory: SeriesMemory,
  warn: Warn,
  maxDays?: number,
): LocalDays {
  const days = forecastOnDays(input, forecast, profile, strictDays, memory, warn, maxDays);
  return withSea(days, marine ? seaOnDays(marine, days, strictDays, memory, warn) : null);
}
