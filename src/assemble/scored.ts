import { MIN_HOURS_FOR_DERIVED_DAY } from "../adapters/daily.js";
import type { SeaDay } from "../day/sea.js";
import type { DayWeather } from "../day/weather.js";
import { VanskyInputError } from "../errors.js";
import type { Profile } from "../profile/index.js";
import type { ScoreBreakdown } from "../scores/breakdown.js";
import { driveScore } from "../scores/drive.js";
import { seaScore } from "../scores/sea.js";
import { sleepScore } from "../scores/sleep.js";
import { type SolarResult, solarScore } from "../scores/solar.js";
import { vanScore } from "../scores/van.js";
import type { LocalDays, Warn } from "./days.js";

/** The contract's forecast: today and the days after it, at most seven (§2.7). */
export const MAX_FORECAST_DAYS = 7;

/** One day's scores with the inputs they came from. */
export interface ScoredDay {
  readonly day: DayWeather;
  readonly sea: SeaDay | null;
  readonly seaResult: ScoreBreakdown;
  readonly solar: SolarResult;
  readonly van: ScoreBreakdown;
  readonly sleep: ScoreBreakdown;
  readonly drive: ScoreBreakdown;
}

/** The score functions' options, one object each way rather than one a day. */
const EXPLAINED = { explain: true } as const;
const UNEXPLAINED = { explain: false } as const;

function scoreDay(day: DayWeather, sea: SeaDay | null, profile: Profile, explain: boolean): ScoredDay {
  const options = explain ? EXPLAINED : UNEXPLAINED;
  const seaResult = seaScore(sea, profile, options);
  const solar = solarScore(day, profile, options);
  // no bonus on unknown data: the sea bonus needs the water temperature and the waves both known
  const seaKnown = sea !== null && !Number.isNaN(sea.seaTempC) && !Number.isNaN(sea.waveHeightMaxM);
  const bonus = { seaScore: seaKnown ? seaResult.score : null, solarScore: solar.breakdown.score };
  const van = vanScore(day, bonus, profile, options);
  return {
    day,
    sea,
    seaResult,
    solar,
    van,
    sleep: sleepScore(day, profile, options),
    drive: driveScore(day, profile, options),
  };
}

/**
 * What keeps a day from being scored, as the path of the missing input, its words and what would give it (empty
 * where the words say it), or null when nothing does: a temperature (and with it the van score), a night
 * temperature (the sleep score), a weather input (the drive score).
 */
function missingInput(s: ScoredDay): readonly [path: string, what: string, source: string] | null {
  if (Number.isNaN(s.day.feelsMaxC) || s.van.score === null) {
    const source = `daily temperature_2m_max and _min, or ${MIN_HOURS_FOR_DERIVED_DAY} hours of hourly temperature_2m`;
    return ["daily.temperature_2m_max", "no temperature", source];
  }
  if (s.sleep.score === null) return ["hourly.temperature_2m", "no night temperature (no sleep score)", ""];
  if (s.drive.score === null)
    return ["hourly.weather_code", "no weather code, gust, temperature or visibility (no drive score)", ""];
  return null;
}

/**
 * Step 4 of a record: the scores of today and the days after it, up to `maxDays` (the record's
 * `MAX_FORECAST_DAYS`; an outlook asks for every whole day of its answer). No day is scored without its inputs (a
 * temperature, a night temperature, a weather input for driving): today without one is an error, and the forecast
 * ends before the first later day without one (or the first date the response skips), with a warning naming what is
 * missing, so it never has a gap.
 *
 * @throws VanskyInputError NO_TEMPERATURE when today cannot be scored
 */
export function scoreDays(
  local: LocalDays,
  profile: Profile,
  explain: boolean,
  warn: Warn,
  maxDays = MAX_FORECAST_DAYS,
): ScoredDay[] {
  const days = local.forecast.days;
  const scored: ScoredDay[] = [];
  for (let k = local.todayIndex; k < days.length && scored.length < maxDays; k++) {
    const day = days[k] as DayWeather;
    const previous = scored[scored.length - 1];
    if (previous && day.dateMs !== previous.day.endMs) {
      warn(
        "FORECAST_SHORTENED",
        "daily.time",
        `the forecast ends at ${previous.day.date}: the response skips to ${day.date}`,
      );
      break;
    }
    const s = scoreDay(day, local.sea?.days[k] ?? null, profile, explain);
    const missing = missingInput(s);
    if (missing) {
      const [path, what, source] = missing;
      if (!previous) {
        const has = source ? `${what} (${source})` : what;
        throw new VanskyInputError(
          "NO_TEMPERATURE",
          path,
          `today (${day.date}) has ${has}: vansky scores no day without one`,
        );
      }
      warn("FORECAST_SHORTENED", path, `the forecast ends at ${previous.day.date}: ${day.date} has ${what}`);
      break;
    }
    scored.push(s);
  }
  return scored;
}
