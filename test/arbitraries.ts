/** Shared fast-check arbitraries: physically meaningful ranges with units in their names. */
import fc from "fast-check";
import { type DayWeather, derivedDayFields, type NightWeather } from "../src/day/weather.js";
import { defaultProfile } from "../src/profile/index.js";

/** Air temperature, °C, over the range of the Magnus fit (−40..+50). */
export const tempC = fc.double({ min: -40, max: 50, noNaN: true });
/** Relative humidity, %, strictly positive (the dew point is undefined at 0 %). */
export const rhPct = fc.double({ min: 1, max: 100, noNaN: true });
/** 10 m wind speed, km/h. */
export const windKmh = fc.double({ min: 0, max: 150, noNaN: true });
/** Global horizontal irradiance, W/m². */
export const shortwaveWm2 = fc.double({ min: 0, max: 1200, noNaN: true });
/** Any double, including NaN and ±Infinity. */
export const anyNumber = fc.double();
/** Instants between 1900 and 2200 as UTC epoch milliseconds. */
export const epochMs = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) });
/** UTC offsets that exist in the tz database, s: −12:00..+14:00 in quarter hours. */
export const offsetSeconds = fc.integer({ min: -48, max: 56 }).map((q) => q * 900);
/** Latitudes away from the poles, degrees, and longitudes, degrees. */
export const latitudeDeg = fc.double({ min: -89, max: 89, noNaN: true });
export const longitudeDeg = fc.double({ min: -180, max: 180, noNaN: true });

/**
 * A mild, calm, sunny summer day (22 °C, 12 °C minimum, tonight's too): the baseline scenario tests change one thing of.
 * `feelsMaxC` and `effectiveCode` follow from the other fields (default profile) unless given.
 */
export function mildDay(
  overrides: Partial<Omit<DayWeather, "night">> & { night?: Partial<NightWeather> } = {},
): DayWeather {
  const { night, ...day } = overrides;
  const base = {
    dateMs: Date.UTC(2026, 6, 15),
    endMs: Date.UTC(2026, 6, 16),
    date: "2026-07-15",
    tempMaxC: 22,
    tempMinC: 12,
    apparentMaxC: 22,
    apparentMinC: 11,
    precipitationMm: 0,
    precipitationMaxRateMmH: 0,
    daytimePrecipitationMaxRateMmH: 0,
    precipitationProbabilityMaxPct: 5,
    windMeanKmh: 8,
    windMaxKmh: 14,
    gustMaxKmh: 25,
    daytimeGustMaxKmh: 25,
    windDirectionDeg: 250,
    cloudPct: 15,
    weatherCode: 1,
    daytimeCodes: [0, 1, 1],
    freezingHour: false,
    hailCodes: true,
    hourly: true,
    visibilityMinM: 24_000,
    humidityMeanPct: 55,
    humidityMaxPct: 80,
    humidityMinPct: 35,
    dewPointMeanC: 10,
    shortwaveMJm2: 27,
    daylightS: 15 * 3600,
    sunshineS: 13 * 3600,
    uvIndexMax: 8,
    sunriseMs: Date.UTC(2026, 6, 15, 5, 20),
    sunsetMs: Date.UTC(2026, 6, 15, 20, 20),
    ...day,
    night: {
      tempMinC: 12,
      tempC: 14,
      dewPointC: 9,
      humidityMaxPct: 75,
      cloudPct: 10,
      windMeanKmh: 5,
      gustMaxKmh: 15,
      precipitationMm: 0,
      thunderstorm: false,
      estimated: false,
      ...night,
    },
  };
  return { ...derivedDayFields(base, defaultProfile), ...base };
}

/** Any value a score might meet: plausible numbers, extremes, negatives, NaN and ±Infinity. */
export const hostile = (min: number, max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.double({ min, max, noNaN: true }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1e9, 1e9),
    },
  );

/** Days with every field drawn from `hostile`, for laws that must hold for any input. */
export const anyDay = fc
  .record({
    tempMaxC: hostile(-60, 55),
    tempMinC: hostile(-70, 40),
    apparentMaxC: hostile(-70, 60),
    precipitationMm: hostile(0, 300),
    precipitationMaxRateMmH: hostile(0, 100),
    daytimePrecipitationMaxRateMmH: hostile(0, 100),
    windMeanKmh: hostile(0, 150),
    windMaxKmh: hostile(0, 200),
    gustMaxKmh: hostile(0, 250),
    daytimeGustMaxKmh: hostile(0, 250),
    cloudPct: hostile(0, 100),
    weatherCode: fc.constantFrom(
      0,
      1,
      2,
      3,
      45,
      48,
      51,
      56,
      61,
      63,
      65,
      66,
      67,
      71,
      75,
      80,
      82,
      85,
      95,
      96,
      99,
      Number.NaN,
    ),
    visibilityMinM: hostile(0, 50_000),
    shortwaveMJm2: hostile(0, 40),
    daylightS: hostile(0, 86_400),
    nightTempC: hostile(-50, 40),
    nightDewPointC: hostile(-50, 35),
    nightGustKmh: hostile(0, 200),
    nightPrecipitationMm: hostile(0, 100),
    thunderstorm: fc.boolean(),
    estimated: fc.boolean(),
    hailCodes: fc.boolean(),
    hourly: fc.boolean(),
  })
  .map((r) =>
    mildDay({
      ...r,
      daytimeCodes: [r.weatherCode],
      night: {
        tempC: r.nightTempC,
        dewPointC: r.nightDewPointC,
        gustMaxKmh: r.nightGustKmh,
        precipitationMm: r.nightPrecipitationMm,
        thunderstorm: r.thunderstorm,
        estimated: r.estimated,
      },
    }),
  );

/** A score is an integer 0-100, or null where the contract allows. */
export const isScore = (score: number | null): boolean =>
  score === null || (Number.isInteger(score) && score >= 0 && score <= 100);

/**
 * Weather laid over a real-looking Open-Meteo answer (`overlaid`), for the coherence laws on generated days
 * (test/assemble/coherence-props.test.ts): shifted temperatures, a humid or dry night, freezing rain or drizzle
 * from an hour of the day, rain, stronger or weaker sun and wind, and `now` anywhere in its week.
 */
export interface WeatherOverlay {
  /** Kelvin added to every hour's air temperature. */
  readonly shiftK: number;
  /** Every hour's relative humidity, %, or null to keep the answer's. */
  readonly humidityPct: number | null;
  /**
   * Freezing precipitation (WMO `code`) for `hours` hours from `fromHour` (0-23) of now's local day, at `tempC`
   * (at or below 0 °C, where it forms), or null.
   */
  readonly freezing: {
    readonly fromHour: number;
    readonly hours: number;
    readonly code: number;
    readonly tempC: number;
  } | null;
  /** Rain of `mm` in the hour `atHour` (0-23) of now's local day, or null. */
  readonly rain: { readonly atHour: number; readonly mm: number } | null;
  /** Factor on every hour's UV index. */
  readonly uvFactor: number;
  /** Factor on every hour's wind and gusts. */
  readonly windFactor: number;
  /** `now`, hours after the answer's first local midnight (its first week). */
  readonly nowHours: number;
}

/** A number from `min` to `max` in steps of `step`, spread over the range (fc.double leans to the ends). */
const stepped = (min: number, max: number, step: number) =>
  fc.integer({ min: 0, max: Math.round((max - min) / step) }).map((k) => Math.round((min + k * step) * 1e6) / 1e6);

export const weatherOverlay: fc.Arbitrary<WeatherOverlay> = fc.record({
  shiftK: stepped(-30, 15, 0.1),
  humidityPct: fc.option(fc.double({ min: 20, max: 100, noNaN: true })),
  freezing: fc.option(
    fc.record({
      fromHour: fc.integer({ min: 0, max: 23 }),
      hours: fc.integer({ min: 1, max: 6 }),
      code: fc.constantFrom(56, 57, 66, 67),
      tempC: fc.double({ min: -8, max: 0, noNaN: true }),
    }),
  ),
  rain: fc.option(
    fc.record({ atHour: fc.integer({ min: 0, max: 23 }), mm: fc.double({ min: 0.1, max: 12, noNaN: true }) }),
  ),
  uvFactor: stepped(0, 2, 0.01),
  windFactor: stepped(0.3, 3.5, 0.01),
  nowHours: stepped(0, 167.75, 0.25),
});

/**
 * An Open-Meteo forecast answer (hourly, at a fixed UTC offset) with `o` laid over it, without its `current` and
 * `daily` blocks and its apparent temperature and dew point (the engine derives them from the hours, so every value
 * agrees with the new ones), and the instant `now` as an ISO string.
 */
export function overlaid(
  response: Readonly<Record<string, unknown>>,
  o: WeatherOverlay,
): {
  forecast: Record<string, unknown>;
  now: string;
} {
  const { current: _c, current_units: _cu, daily: _d, daily_units: _du, ...rest } = structuredClone(response);
  const hourly = rest.hourly as Record<string, unknown[]>;
  const units = rest.hourly_units as Record<string, string>;
  for (const name of ["apparent_temperature", "dew_point_2m"]) {
    delete hourly[name];
    delete units[name];
  }
  const column = (name: string) => (hourly[name] ?? []) as (number | null)[];
  const scale = (name: string, by: (x: number) => number) => {
    hourly[name] = column(name).map((x) => (x === null ? null : Math.round(by(x) * 10) / 10));
  };
  scale("temperature_2m", (t) => t + o.shiftK);
  if (o.humidityPct !== null) scale("relative_humidity_2m", () => o.humidityPct as number);
  scale("uv_index", (uv) => uv * o.uvFactor);
  scale("wind_speed_10m", (w) => w * o.windFactor);
  scale("wind_gusts_10m", (g) => g * o.windFactor);
  const day = Math.floor(o.nowHours / 24) * 24;
  const codes = column("weather_code");
  const rain = column("precipitation");
  const temps = column("temperature_2m");
  if (o.rain && day + o.rain.atHour < rain.length) rain[day + o.rain.atHour] = o.rain.mm;
  if (o.freezing)
    for (let h = day + o.freezing.fromHour; h < day + o.freezing.fromHour + o.freezing.hours && h < codes.length; h++) {
      codes[h] = o.freezing.code;
      temps[h] = Math.min(temps[h] ?? 0, Math.round(o.freezing.tempC * 10) / 10);
    }
  const firstWallMs = Date.parse(`${(hourly.time as string[])[0]}:00Z`);
  const nowMs = firstWallMs - (rest.utc_offset_seconds as number) * 1000 + o.nowHours * 3_600_000;
  return { forecast: rest, now: new Date(Math.round(nowMs / 60_000) * 60_000).toISOString() };
}
