/**
 * Inputs said aloud: the Open-Meteo variables a forecast response lacks that the scores read, and the variables the
 * adapter composed from others. Nothing is guessed here; the scores take a missing input as unknown (docs/model.md),
 * and these warnings say which record values rest on less than they could.
 */
import type { DailyField, ForecastSeries, HourlyField } from "../adapters/forecast.js";
import type { Warn } from "./days.js";

/** A variable the scores read: its hourly and daily fields (either will do) and what reads it. */
interface Needed {
  readonly name: string;
  readonly hourly: HourlyField;
  readonly daily: readonly DailyField[];
  /** What reads it, as a sentence names them after "read by": `the drive score and the drive window`. */
  readonly readers: string;
  /** Whether a score reads it (else only a record field or a recommendation does). */
  readonly scored: boolean;
}

/** What each score, class and plan reads (docs/model.md), by the variable that gives it. */
const NEEDED: readonly Needed[] = [
  {
    name: "precipitation",
    hourly: "precipitationMm",
    daily: ["precipitationSumMm"],
    readers: "the van, sleep and drive scores, the awning and the drive window",
    scored: true,
  },
  {
    name: "weather_code",
    hourly: "weatherCode",
    daily: ["weatherCode"],
    readers: "the van and drive scores, the awning and the drive window",
    scored: true,
  },
  {
    name: "wind_speed_10m",
    hourly: "windSpeedKmh",
    daily: ["windSpeedMaxKmh"],
    readers: "the van score, the awning and the condensation risk",
    scored: true,
  },
  {
    name: "wind_gusts_10m",
    hourly: "windGustsKmh",
    daily: ["windGustsMaxKmh"],
    readers: "the van, sleep and drive scores, the awning and the drive window",
    scored: true,
  },
  {
    name: "cloud_cover",
    hourly: "cloudCoverPct",
    daily: ["cloudCoverMeanPct", "sunshineS"],
    readers: "the van score and the condensation risk",
    scored: true,
  },
  {
    name: "relative_humidity_2m",
    hourly: "relativeHumidityPct",
    daily: ["relativeHumidityMaxPct"],
    readers: "the drive score and the condensation risk",
    scored: true,
  },
  {
    name: "visibility",
    hourly: "visibilityM",
    daily: ["visibilityMinM"],
    readers: "the drive score and the drive window",
    scored: true,
  },
  {
    name: "shortwave_radiation",
    hourly: "shortwaveWm2",
    daily: ["shortwaveSumMJm2"],
    readers: "the solar score and solar_kwh",
    scored: true,
  },
  {
    name: "precipitation_probability",
    hourly: "precipitationProbabilityPct",
    daily: ["precipitationProbabilityMaxPct"],
    readers: "precip_prob_max",
    scored: false,
  },
  { name: "uv_index", hourly: "uvIndex", daily: ["uvIndexMax"], readers: "uv_max and the UV message", scored: false },
];

/** The states of the missing variables, by how many there are: one, two, more. */
const TREATED = ["it is", "both are", "all are"] as const;

/**
 * The sentence of a `MISSING_VARIABLE` warning: `the response has no wind_gusts_10m (read by …) and no visibility
 * (read by the drive score and the drive window): both are treated as unknown`.
 */
function missingSentence(missing: readonly Needed[]): string {
  const items = missing.map((v) => `no ${v.name} (read by ${v.readers})`);
  const list = items.length === 1 ? items[0] : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
  return `the response has ${list}: ${TREATED[Math.min(items.length, 3) - 1]} treated as unknown`;
}

/**
 * Warns `MISSING_VARIABLE` for the variables the record reads that the response has neither hourly nor daily (after
 * the adapter's own aggregation; with `scoresOnly`, those the scores read), one warning naming them all and what
 * reads each, and `COMPOSED_VARIABLE` for each variable composed from others (precipitation from rain, showers and
 * snowfall).
 */
export function reportInputs(forecast: ForecastSeries, warn: Warn, scoresOnly = false): void {
  const hourly = forecast.hourly?.coverage;
  const daily = forecast.daily?.coverage;
  const missing = NEEDED.filter(
    (v) =>
      (v.scored || !scoresOnly) &&
      !(hourly && hourly[v.hourly] > 0) &&
      !(daily && v.daily.some((field) => daily[field] > 0)),
  );
  if (missing.length > 0) warn("MISSING_VARIABLE", "forecast", missingSentence(missing));
  for (const composed of forecast.composed)
    warn("COMPOSED_VARIABLE", "forecast", `${composed} (snowfall as water), the response having no total of its own`);
}
