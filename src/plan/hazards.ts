import type { ForecastSeries } from "../adapters/forecast.js";
import { isFreezingPrecipitation } from "../day/codes.js";
import { NIGHT_FROM_HOUR } from "../day/night.js";
import { type DayWeather, leavesMoisture } from "../day/weather.js";
import { lowerBound } from "../math/ranges.js";
import { apparentTemperatureC } from "../physics/apparent-temperature.js";
import type { Profile } from "../profile/index.js";
import { MS_PER_DAY, MS_PER_HOUR } from "../time/civil.js";
import type { ZoneClock } from "../time/zone.js";

/** Tonight's ice as the advice names it: icy roads (too cold for salt), black ice, possible ice, or none. */
export type IceTonight = "icy_roads" | "black_ice" | "ice_possible" | null;

/**
 * Tonight's ice (22:00-07:00 after the day; docs/model.md, recommendations), the one rule of the ice advice and of
 * the drive window's night hours: none on a day of freezing precipitation (its own danger); with moisture
 * (`leavesMoisture`), icy roads at or below `recommend.icyRoadsMinC` (−10 °C: road salt no longer thaws, so roads
 * are snow- or ice-covered rather than wet), black ice at or below `drive.ice.frozenMinC` (0 °C), possible ice at or
 * below `drive.ice.nearFreezingMinC` (3 °C).
 */
export function iceTonight(day: DayWeather, freezing: boolean, profile: Profile): IceTonight {
  const ice = profile.drive.ice;
  const minC = day.night.tempMinC;
  if (freezing || !leavesMoisture(day, ice.wetRhPct)) return null;
  if (minC <= profile.recommend.icyRoadsMinC) return "icy_roads";
  if (minC <= ice.frozenMinC) return "black_ice";
  return minC <= ice.nearFreezingMinC ? "ice_possible" : null;
}

/**
 * The felt temperature of the hourly stamp `i` for heat, °C: the response's apparent temperature, else Open-Meteo's
 * formula from the hour's air, humidity, wind and radiation, never cooler than the hour's air (either alone where
 * the other is unknown), as the day's heat (`heatFeltMaxC`) that the heat messages and the van score's caps read.
 */
export function hourFeltC(columns: NonNullable<ForecastSeries["hourly"]>["columns"], i: number): number {
  const tempC = columns.temperatureC[i] as number;
  const given = columns.apparentTemperatureC[i] as number;
  const apparent = Number.isNaN(given)
    ? apparentTemperatureC(
        tempC,
        columns.relativeHumidityPct[i] as number,
        columns.windSpeedKmh[i] as number,
        columns.shortwaveWm2[i] as number,
      )
    : given;
  return Number.isNaN(apparent) || tempC > apparent ? tempC : apparent;
}

/**
 * What the day's advice forbids that an hour's own weather does not show (docs/model.md, drive_window): the drive
 * window keeps out of it, so that it never recommends hours the advice warns against.
 */
export interface DriveHazards {
  /**
   * From this instant the day's freezing precipitation makes every later hour unsafe, UTC epoch ms: its first hourly
   * stamp of the local day (the roads stay iced until gritted, which no forecast knows), the day's start when only
   * the daily code shows it; `Infinity` without freezing precipitation.
   */
  readonly freezingFromMs: number;
  /**
   * From this instant (tonight's 22:00, local) an hour at or below `drive.ice.frozenMinC` holds tonight's black ice
   * or icy roads, UTC epoch ms; `Infinity` on a night without them.
   */
  readonly iceFromMs: number;
}

/** No hazard beyond the hours' own weather. */
export const NO_HAZARDS: DriveHazards = { freezingFromMs: Infinity, iceFromMs: Infinity };

/**
 * The first instant of the local `day` with freezing precipitation (WMO 56, 57, 66, 67), UTC epoch ms: its first
 * hourly stamp, else the day's start when its daily or daylight codes show it (no hours to place it); `Infinity`
 * without.
 */
export function freezingFromMs(forecast: ForecastSeries, day: DayWeather): number {
  const hourly = forecast.hourly;
  if (hourly) {
    const t = hourly.timeMs;
    for (let i = lowerBound(t, day.dateMs); i < t.length && (t[i] as number) < day.endMs; i++)
      if (isFreezingPrecipitation(hourly.columns.weatherCode[i] as number)) return t[i] as number;
  }
  return [day.weatherCode, ...day.daytimeCodes].some(isFreezingPrecipitation) ? day.dateMs : Infinity;
}

/** Today's drive hazards (`DriveHazards`) of the local `day`, on the location's wall clock `clock`. */
export function driveHazards(
  forecast: ForecastSeries,
  day: DayWeather,
  clock: ZoneClock,
  profile: Profile,
): DriveHazards {
  const freezing = freezingFromMs(forecast, day);
  const ice = iceTonight(day, freezing !== Infinity, profile);
  const tonight = clock.instantOf(clock.dayOf(day.dateMs) * MS_PER_DAY + NIGHT_FROM_HOUR * MS_PER_HOUR);
  return {
    freezingFromMs: freezing,
    iceFromMs: ice === "black_ice" || ice === "icy_roads" ? tonight : Infinity,
  };
}
