/** The local day of a forecast in the terms the scores read, and the fields that follow from its others. */
import type { Profile } from "../profile/index.js";
import { effectiveDailyCode, isFog, isWetCode } from "./codes.js";
import { firstKnown } from "./hours.js";
import type { NightWeather } from "./night.js";

export type { NightWeather } from "./night.js";

/**
 * One local day of a forecast in the terms the scores read, from daily values and, where the response has them,
 * hourly values (daytime wind and cloud, hourly rain rate, the night window). `NaN` where unknown.
 */
export interface DayWeather {
  /** Local midnight as a UTC instant, ms. */
  readonly dateMs: number;
  /** The next local midnight, ms (23, 24 or 25 hours later). */
  readonly endMs: number;
  /** The local date, `YYYY-MM-DD`. */
  readonly date: string;
  /** Maximum air temperature, °C. */
  readonly tempMaxC: number;
  /**
   * Minimum air temperature of the calendar day, °C (Open-Meteo's `temperature_2m_min`, usually the morning's; the
   * contract's `temp_night`). Tonight's is `night.tempMinC`.
   */
  readonly tempMinC: number;
  /** Maximum apparent temperature, °C (computed with Open-Meteo's formula when the response lacks it). */
  readonly apparentMaxC: number;
  /** Minimum apparent temperature, °C. */
  readonly apparentMinC: number;
  /** The maximum the day feels like, °C: the apparent maximum, else the air maximum. */
  readonly feelsMaxC: number;
  /** Precipitation sum, mm. */
  readonly precipitationMm: number;
  /**
   * Highest hourly precipitation of the day's waking hours, 07:00-22:00 on the wall clock (the hours before belong
   * to the night before, those after to tonight), mm/h; NaN without hourly data. The van score's rate caps read it.
   */
  readonly precipitationMaxRateMmH: number;
  /**
   * Highest hourly precipitation of the daylight hours (sunrise to sunset, as the daytime codes and gusts), mm/h; NaN
   * without hourly data. The drive score's rate reads it.
   */
  readonly daytimePrecipitationMaxRateMmH: number;
  /** Highest precipitation probability, %. */
  readonly precipitationProbabilityMaxPct: number;
  /** Daytime mean wind, km/h (hourly mean between sunrise and sunset, else 0.7 × the daily maximum). */
  readonly windMeanKmh: number;
  /** Highest hourly sustained wind, km/h. */
  readonly windMaxKmh: number;
  /** Highest gust of the day, km/h. */
  readonly gustMaxKmh: number;
  /** Highest gust between sunrise and sunset, km/h (else the day's). */
  readonly daytimeGustMaxKmh: number;
  /** Dominant wind direction, degrees from north. */
  readonly windDirectionDeg: number;
  /** Daytime mean cloud cover, % (hourly, else the daily mean, else 1 − sunshine/daylight). */
  readonly cloudPct: number;
  /** The day's most severe WMO code. */
  readonly weatherCode: number;
  /**
   * The daily code as the day will feel (`effectiveDailyCode`): a wet or storm code on a day with less than the
   * profile's `codes.dryBelowMm` of precipitation counts as overcast.
   */
  readonly effectiveCode: number;
  /** WMO codes of the daylight hours (hourly data), else the daily code alone. */
  readonly daytimeCodes: readonly number[];
  /**
   * Whether any hourly stamp of the local day (00:00..23:00, as the freezing-rain advice reads it) has freezing
   * drizzle or rain (WMO 56, 57, 66, 67), whatever its amount; false without hourly data (the daily code speaks
   * then). A day's most severe code can hide it (a freezing hour beside rain 61 or snow 73 is coded 61 or 73).
   */
  readonly freezingHour: boolean;
  /**
   * Whether the answer's weather codes 96 and 99 mean hail (DWD ICON's `ww`) rather than a strong thunderstorm
   * (Open-Meteo's derived code): `codesMeanHail`.
   */
  readonly hailCodes: boolean;
  /** Whether the daytime values (codes, wind, gusts, cloud, visibility, rain rate) come from hourly data. */
  readonly hourly: boolean;
  /** Lowest daytime visibility, m (hourly, else the daily minimum). */
  readonly visibilityMinM: number;
  /** Mean relative humidity, %. */
  readonly humidityMeanPct: number;
  /** Highest relative humidity, %. */
  readonly humidityMaxPct: number;
  /** Lowest relative humidity, %. */
  readonly humidityMinPct: number;
  /** Mean dew point, °C. */
  readonly dewPointMeanC: number;
  /** Global horizontal irradiation, MJ/m². */
  readonly shortwaveMJm2: number;
  /** Time from sunrise to sunset, s (86 400 in polar day, 0 in polar night). */
  readonly daylightS: number;
  /** Sunshine duration, s. */
  readonly sunshineS: number;
  /** Highest UV index. */
  readonly uvIndexMax: number;
  /** Sunrise, UTC epoch ms (`NaN` in polar day and night). */
  readonly sunriseMs: number;
  /** Sunset, UTC epoch ms (`NaN` in polar day and night). */
  readonly sunsetMs: number;
  /** The night that follows the day, 22:00 to 07:00 local ("tonight"). */
  readonly night: NightWeather;
}

/** The maximum a day feels like, °C: its apparent maximum, else its air maximum. */
export const feelsMax = (apparentMaxC: number, tempMaxC: number) => firstKnown(apparentMaxC, tempMaxC);

/**
 * The day's heat, °C: its felt maximum (`feelsMaxC`) never cooler than its air maximum, either alone where the other
 * is unknown. The wind that cools Open-Meteo's apparent temperature of a dry windy day (31.7 °C at 38 °C, 8 % and
 * 35 km/h) does not reach a van's occupants, and a parked van's air is at least the air outside. The one reading of
 * heat of the van score's heat caps, the heat messages and, hour by hour (`hourFeltC`), the drive window
 * (docs/model.md, van_score).
 */
export const heatFeltMaxC = (day: Pick<DayWeather, "feelsMaxC" | "tempMaxC">): number =>
  day.tempMaxC > day.feelsMaxC ? day.tempMaxC : day.feelsMaxC;

/** The fields of a day that follow from the others and the profile: `feelsMaxC` and `effectiveCode`. */
export function derivedDayFields(
  day: Pick<DayWeather, "apparentMaxC" | "tempMaxC" | "weatherCode" | "precipitationMm">,
  profile: Profile,
): Pick<DayWeather, "feelsMaxC" | "effectiveCode"> {
  return {
    feelsMaxC: feelsMax(day.apparentMaxC, day.tempMaxC),
    effectiveCode: effectiveDailyCode(day.weatherCode, day.precipitationMm, profile.codes.dryBelowMm),
  };
}

/** Whether a code leaves water on a road: fog (45, 48) or any precipitation, snow or storm (51 and above). */
const isMoistCode = (code: number): boolean => isFog(code) || isWetCode(code);

/**
 * Whether the day leaves moisture that can ice a road (research note §6.2): precipitation, a humid night (its
 * highest humidity at least `wetRhPct`; unknown counts as humid, as FAO-56 estimates the dew point at the minimum
 * without humidity data), or fog or precipitation in the day's codes (a more severe code never leaves a road drier).
 * The one rule of the drive score's ice and the ice advice.
 */
export function leavesMoisture(
  day: Pick<DayWeather, "precipitationMm" | "night" | "weatherCode" | "daytimeCodes">,
  wetRhPct: number,
): boolean {
  return (
    day.precipitationMm > 0 ||
    !(day.night.humidityMaxPct < wetRhPct) ||
    isMoistCode(day.weatherCode) ||
    day.daytimeCodes.some(isMoistCode)
  );
}
