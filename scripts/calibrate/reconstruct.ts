/**
 * Open-Meteo responses rebuilt from a published row (day and night temperature, rain, maximum wind, solar kWh), so
 * that the engine scores each row through `scoreCountry` exactly as it scores a real response. Everything the
 * published files lack is reconstructed with the fixture climatology (scripts/fixtures/climate.ts) and stated here:
 *
 * - radiation: the published kWh inverted through the PV model with the live service's van derate
 *   (`LIVE_VAN_DERATE`), spread over the hours as the Haurwitz clear sky is (at most that sky); cloud cover from the share of a clear
 *   day's kWh the row reached (`cloudForClearness`, with the clearest days of the published rows as clear);
 * - humidity: the dew point a fixed depression below the night minimum (FAO-56, Allen et al. 1998, annex 6:
 *   Tdew ≈ Tmin in humid climates), by the fixture climate class (arid points far below), on a day with at least
 *   1 mm at the minimum itself;
 * - hourly shape: temperature on a cosine peaking at 15:00 solar time, wind peaking at solar noon with 0.65 of its
 *   maximum at night (the fixture generator's cycle), gusts `GUST_FACTOR` times the wind (as in real Open-Meteo
 *   responses), a third of the day's rain in the hour from 15:00 and the rest spread over the other hours
 *   (`rainShare`), WMO codes from each hour's rain and the cloud;
 * - the sea (coastal countries): the fixture climatology's sea temperature, a wind sea from the day's mean wind on a
 *   0.5 m swell.
 *
 * The day is repeated once so that the night after it (22:00-07:00) is in the response.
 */
import { getPosition } from "suncalc";
import { QUANTITIES } from "../../src/adapters/units.js";
import {
  DAILY_VARIABLES,
  HOURLY_VARIABLES,
  MARINE_DAILY_VARIABLES,
  MARINE_HOURLY_VARIABLES,
  type VariableSpec,
} from "../../src/adapters/variables.js";
import { type Country, getCountry } from "../../src/countries/index.js";
import { apparentTemperatureC } from "../../src/physics/apparent-temperature.js";
import { relativeHumidityPct } from "../../src/physics/humidity.js";
import { type PvParameters, pvYieldKWhPerKWp } from "../../src/physics/solar.js";
import { sunDay } from "../../src/physics/sun.js";
import { defaultProfile } from "../../src/profile/index.js";
import { daysFromCivil, formatWallMinute, MS_PER_DAY, MS_PER_HOUR } from "../../src/time/civil.js";
import { zoneOffsetSeconds } from "../../src/time/zone.js";
import { latitudeClimate } from "../fixtures/climate.js";
import { clearSkyGhiWm2, seaSurfaceTemperatureC, waveHeightM } from "../fixtures/sky.js";
import type { PublishedRow } from "./published.js";

/** The live service's kWh as a fraction of the PV model's without derate (docs/model.md, Solar yield; checked in run.ts). */
export const LIVE_VAN_DERATE = 0.62;
/**
 * The live kWh over the PV model's clear-sky yield without derate on the clearest days (the 95th percentile over the
 * published rows, which run.ts prints): a day there counts as cloudless.
 */
export const CLEAR_DAY_SHARE = 0.54;
/**
 * Gust over wind at 10 m in Open-Meteo's data, the profile's `awning.gustFactor` (one measurement, read in one
 * place): the day's highest gust over its highest wind averages 2.2 in the real responses of
 * ../shared/fixtures/open-meteo-real (11 days at Toronto and Berlin; hourly, the median is 2.35 over 384 hours there
 * and at Melbourne), above the WMO gust factors of an hourly mean over open land (1.5-1.7), since the model's wind is
 * a shorter mean.
 */
export const GUST_FACTOR = defaultProfile.awning.gustFactor;
/**
 * The day's rain by hour: a third in the wettest hour, at 15:00 local (the ratio of 1-hour to 24-hour depths,
 * 0.3-0.4: Hershfield 1961, TP-40; over land the afternoon is the wettest time of day: Dai 2001, J. Climate 14:1112),
 * the rest evenly over the other 23 hours (rain frequency over land varies by well under half through the day: Dai).
 */
const PEAK_HOUR = 15;
const PEAK_SHARE = 1 / 3;
const rainShare = (hour: number) => (hour === PEAK_HOUR ? PEAK_SHARE : (1 - PEAK_SHARE) / 23);
/** Daily precipitation from which a day counts as wet for humidity (the dew point at the minimum), mm. */
const WET_DAY_MM = 1;
/** Swell under the wind sea, m, and the wave period of a wind sea of height Hs, s (2.5 + 2.4·√Hs). */
const SWELL_M = 0.5;
const DAYS = 2;
/** The hourly variables of the rebuilt response. */
const HOURLY_COLUMNS = [
  "temperature_2m",
  "relative_humidity_2m",
  "dew_point_2m",
  "apparent_temperature",
  "precipitation",
  "weather_code",
  "cloud_cover",
  "wind_speed_10m",
  "wind_gusts_10m",
  "shortwave_radiation",
] as const;
type HourlyColumn = (typeof HOURLY_COLUMNS)[number];

/** Open-Meteo's unit block for `names`: each variable's unit string, read from the engine's own variable table. */
function unitsOf(names: readonly string[], specs: readonly VariableSpec[]): Record<string, string> {
  const units: Record<string, string> = { time: "iso8601" };
  for (const name of names) {
    const spec = specs.find((v) => v.name === name);
    if (!spec) throw new Error(`${name} is not a variable the engine reads`);
    units[name] = QUANTITIES[spec.quantity].unit;
  }
  return units;
}

/**
 * Codes the live service publishes outside ISO 3166-1, as points of their own: KU the Kurdistan Region (Erbil), XN
 * Northern Cyprus (North Nicosia). Assumed from their regions and neighbours' weather.
 */
export const EXTRA_POINTS: Readonly<Record<string, Country>> = {
  KU: {
    code: "KU",
    name: "Kurdistan Region",
    region: "middle_east",
    is_coastal: false,
    latitude: 36.19,
    longitude: 44.01,
    timezone: "Asia/Baghdad",
  },
  XN: {
    code: "XN",
    name: "Northern Cyprus",
    region: "europe",
    is_coastal: true,
    latitude: 35.18,
    longitude: 33.36,
    timezone: "Asia/Famagusta",
  },
};

/** The PV model the live service appears to run: vansky's, with its van derate. */
const livePv = (pv: PvParameters): PvParameters => ({ ...pv, vanDerate: LIVE_VAN_DERATE });

/**
 * Daily irradiation, MJ/m², that gives `kwh` through the PV model `pv` (bisection: the yield never falls as the
 * irradiation rises, a tested law of the model).
 */
export function irradiationForYieldMJm2(
  kwh: number,
  daylightS: number,
  tempMaxC: number,
  tempMinC: number,
  pv: PvParameters,
): number {
  let lo = 0;
  let hi = 45;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (pvYieldKWhPerKWp(mid, daylightS, tempMaxC, tempMinC, pv) < kwh) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Cloud cover, %, of a day whose irradiation is `clearness` times a clear day's: the relative sunshine n/N of the
 * Angstrom-Prescott relation H/H0 = 0.25 + 0.5·n/N (FAO-56 eq. 35) taken relative to a clear day (n/N = 1), and
 * cloud = 100·(1 − n/N), the engine's own fallback from sunshine duration.
 */
export function cloudForClearness(clearness: number): number {
  const relativeSunshine = Math.min(1, Math.max(0, (clearness * 0.75 - 0.25) / 0.5));
  return 100 * (1 - relativeSunshine);
}

/** WMO code of an hour: rain by its AMS/WMO intensity (snow at or below 0.5 °C), else the cloud (the fixtures' rule). */
function hourCode(rainMm: number, tempC: number, cloudPct: number): number {
  if (rainMm > 0) {
    if (tempC <= 0.5) return rainMm < 0.5 ? 71 : rainMm < 2 ? 73 : 75;
    if (rainMm < 0.3) return 51;
    return rainMm < 2.5 ? 61 : rainMm < 7.6 ? 63 : 65;
  }
  return cloudPct < 20 ? 0 : cloudPct < 50 ? 1 : cloudPct < 80 ? 2 : 3;
}

/** What the reconstruction assumed for a row, besides the responses. */
export interface Reconstruction {
  readonly forecast: Record<string, unknown>;
  readonly marine: Record<string, unknown> | null;
  /** Clear-sky irradiation of the day, MJ/m², and the PV yield it would give without derate, kWh/kWp. */
  readonly clearSkyMJm2: number;
  readonly clearSkyYieldKWh: number;
  readonly country: Country;
}

/** The forecast (and marine, on a coast) response the engine scores for a published row; `pv` is the default PV. */
export function reconstruct(row: PublishedRow, pv: PvParameters): Reconstruction {
  const country = getCountry(row.code) ?? EXTRA_POINTS[row.code];
  if (!country) throw new Error(`no country ${row.code}`);
  const { latitude, longitude, timezone } = country;
  const fetchedMs = Date.parse(row.fetchedAt);
  const offsetS = zoneOffsetSeconds(timezone, fetchedMs);
  const firstDay = Math.floor((fetchedMs + offsetS * 1000) / MS_PER_DAY);
  const startMs = firstDay * MS_PER_DAY - offsetS * 1000;
  const wall = (ms: number) => formatWallMinute(ms + offsetS * 1000);
  const year = Number(row.date.slice(0, 4));
  const climate = latitudeClimate(row.code, latitude, country.is_coastal, firstDay - daysFromCivil(year, 1, 1) + 1);
  const sun = sunDay(firstDay, latitude, longitude, offsetS);

  const tMax = row.tempDayC;
  const tMin = Math.min(row.tempNightC, tMax);
  const rain = row.precipitationMm;
  const dewPoint = tMin - (rain >= WET_DAY_MM ? 0 : climate.dewDepressionK);
  const altitudeGain = 1 + 0.08 * (climate.elevationM / 1000);
  const clearWm2: number[] = [];
  for (let i = 0; i < 24; i++) {
    const elevation = getPosition(new Date(startMs + (i + 0.5) * MS_PER_HOUR), latitude, longitude).altitude;
    clearWm2.push(clearSkyGhiWm2((elevation * 180) / Math.PI) * altitudeGain);
  }
  const clearSkyMJm2 = (clearWm2.reduce((a, b) => a + b, 0) * 3600) / 1e6;
  const daylightS = sun.daylightSeconds;
  const irradiation = irradiationForYieldMJm2(row.solarKwh, daylightS, tMax, tMin, livePv(pv));
  const clearSkyYieldKWh = pvYieldKWhPerKWp(clearSkyMJm2, daylightS, tMax, tMin, { ...pv, vanDerate: 1 });
  const cloud = cloudForClearness(clearSkyYieldKWh > 0 ? row.solarKwh / clearSkyYieldKWh / CLEAR_DAY_SHARE : 0);
  const scale = clearSkyMJm2 > 0 ? Math.min(1, irradiation / clearSkyMJm2) : 0;

  const h = { time: [] } as unknown as { time: string[] } & Record<HourlyColumn, number[]>;
  for (const name of HOURLY_COLUMNS) h[name] = [];
  for (let i = 0; i < DAYS * 24; i++) {
    const t = startMs + i * MS_PER_HOUR;
    const hour = i % 24;
    const solarHour = (((t / MS_PER_HOUR + longitude / 15) % 24) + 24) % 24;
    const tempC = tMin + ((tMax - tMin) * (1 + Math.cos((2 * Math.PI * (solarHour - 15)) / 24))) / 2;
    const daylightShape = Math.max(0, Math.sin((Math.PI * (solarHour - 6)) / 12));
    const windKmh = (row.windMaxKmh * (0.75 + 0.4 * daylightShape)) / 1.15;
    const rainMm = rain * rainShare(hour);
    const swWm2 = (clearWm2[hour] as number) * scale;
    const rh = relativeHumidityPct(tempC, Math.min(dewPoint, tempC));
    h.time.push(wall(t));
    h.temperature_2m.push(tempC);
    h.relative_humidity_2m.push(rh);
    h.dew_point_2m.push(Math.min(dewPoint, tempC));
    h.apparent_temperature.push(apparentTemperatureC(tempC, rh, windKmh, swWm2));
    h.precipitation.push(rainMm);
    h.weather_code.push(hourCode(rainMm, tempC, cloud));
    h.cloud_cover.push(cloud);
    h.wind_speed_10m.push(windKmh);
    h.wind_gusts_10m.push(windKmh * GUST_FACTOR);
    h.shortwave_radiation.push(swWm2);
  }
  const first = <T>(values: T[]) => values.slice(0, 24);
  const repeat = <T>(value: T) => Array.from({ length: DAYS }, () => value);
  const daily = {
    time: Array.from({ length: DAYS }, (_, d) => wall(startMs + d * MS_PER_DAY).slice(0, 10)),
    weather_code: repeat(Math.max(...first(h.weather_code))),
    temperature_2m_max: repeat(tMax),
    temperature_2m_min: repeat(tMin),
    apparent_temperature_max: repeat(Math.max(...first(h.apparent_temperature))),
    apparent_temperature_min: repeat(Math.min(...first(h.apparent_temperature))),
    daylight_duration: repeat(daylightS),
    precipitation_sum: repeat(rain),
    wind_speed_10m_max: repeat(row.windMaxKmh),
    wind_gusts_10m_max: repeat(row.windMaxKmh * GUST_FACTOR),
    shortwave_radiation_sum: repeat(irradiation),
  };
  const header = {
    latitude,
    longitude,
    generationtime_ms: 0.1,
    utc_offset_seconds: offsetS,
    timezone,
    timezone_abbreviation: "",
    elevation: climate.elevationM,
  };
  const forecast = {
    ...header,
    hourly_units: unitsOf(HOURLY_COLUMNS, HOURLY_VARIABLES),
    hourly: h,
    daily_units: unitsOf(
      Object.keys(daily).filter((name) => name !== "time"),
      DAILY_VARIABLES,
    ),
    daily,
  };
  let marine: Record<string, unknown> | null = null;
  if (country.is_coastal) {
    const sst = seaSurfaceTemperatureC(latitude, firstDay - daysFromCivil(year, 1, 1) + 1, climate.warmSea);
    const waves = waveHeightM(first(h.wind_speed_10m).reduce((a, b) => a + b, 0) / 24, SWELL_M);
    marine = {
      ...header,
      elevation: 0,
      hourly_units: unitsOf(["sea_surface_temperature"], MARINE_HOURLY_VARIABLES),
      hourly: { time: h.time, sea_surface_temperature: h.time.map(() => sst) },
      daily_units: unitsOf(["wave_height_max", "wave_period_max"], MARINE_DAILY_VARIABLES),
      daily: {
        time: daily.time,
        wave_height_max: repeat(waves),
        wave_period_max: repeat(2.5 + 2.4 * Math.sqrt(waves)),
      },
    };
  }
  return {
    forecast,
    marine,
    clearSkyMJm2,
    clearSkyYieldKWh,
    country,
  };
}
