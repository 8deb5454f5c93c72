import type { AwningStatus } from "../classify/awning.js";
import type { CondensationRisk } from "../classify/condensation.js";
import type { ScoreLabel } from "../scores/label.js";

/** The contract's Weather object (§2.7): today's snapshot; every field may be null. */
export interface Weather {
  /** Today's maximum air temperature, °C, one decimal. */
  temp_day: number | null;
  /**
   * Today's minimum air temperature, °C, one decimal: the calendar day's (00:00-24:00 local, usually the early
   * morning's), not the coming night's, which the night's recommendations give as `temp_min`.
   */
  temp_night: number | null;
  /** Today's maximum apparent temperature, °C, one decimal (Open-Meteo's, else computed with its formula). */
  feels_like_day: number | null;
  /** Today's minimum apparent temperature, °C, one decimal: the calendar day's, as `temp_night`. */
  feels_like_night: number | null;
  /** The response's current air temperature, °C, one decimal; null without a `current` block. */
  temp_current: number | null;
  /** The current apparent temperature, °C, one decimal (Open-Meteo's, else computed from the current values). */
  feels_like_current: number | null;
  /** Today's precipitation, mm, one decimal. */
  precip_sum: number | null;
  /** Today's highest precipitation probability, %, whole. */
  precip_prob_max: number | null;
  /** Today's highest sustained wind at 10 m, km/h, one decimal. */
  wind_max: number | null;
  /** Today's highest gust at 10 m, km/h, one decimal. */
  wind_gusts_max: number | null;
  /** Today's dominant wind direction, degrees from north (where the wind comes from), whole. */
  wind_dir: number | null;
  /** Today's global horizontal irradiation, MJ/m², two decimals. */
  shortwave_radiation_sum: number | null;
  /** Today's irradiation as hours at 1 kW/m² (MJ/m² ÷ 3.6), one decimal. */
  peak_sun_hours: number | null;
  /** Today's highest UV index, one decimal. */
  uv_max: number | null;
  /** Today's sunrise, ISO 8601 date-time with the location's UTC offset at that instant; null in polar day or night. */
  sunrise: string | null;
  /** Today's sunset, like `sunrise`. */
  sunset: string | null;
  /** Today's most severe WMO weather code (WMO 4677, as Open-Meteo gives it). */
  weather_code: number | null;
  /** Relative humidity, %, whole: the current value, else today's mean. */
  humidity: number | null;
  /** Cloud cover, %, whole: the current value, else today's daytime mean. */
  cloud_cover: number | null;
}

/** The contract's Marine object. */
export interface Marine {
  /** Today's sea surface temperature, °C, one decimal: the daily mean, else the current value. */
  sea_temp: number | null;
  /** Today's highest significant wave height, m, two decimals. */
  wave_height: number | null;
  /** Today's dominant wave direction, degrees from north (where the waves come from), whole. */
  wave_dir: number | null;
  /** Today's longest wave period, s, one decimal. */
  wave_period: number | null;
}

/** The contract's ForecastDay. */
export interface ForecastDay {
  /** The local date, `YYYY-MM-DD`. */
  date: string;
  /** The day's overall suitability, integer 0-100. */
  van_score: number;
  /** The night's sleep comfort inside the van, integer 0-100. */
  sleep_score: number;
  /** The day's maximum air temperature, °C, one decimal. */
  temp_day: number | null;
  /** The day's minimum air temperature, °C, one decimal: the calendar day's, 00:00-24:00 local. */
  temp_night: number | null;
  /** Solar yield, kWh per day per kW of panel; null without radiation data. */
  solar_kwh: number | null;
  /** The day's most severe WMO weather code. */
  weather_code: number | null;
  /** `van_score` as a word: ideal, comfortable, acceptable, harsh or extreme. */
  score_label: ScoreLabel;
  /** How good the day is for driving, integer 0-100. */
  drive_score: number;
}

/** The contract's Recommendation. */
export interface Recommendation {
  /** How urgent: danger, warning, tip or info. */
  type: "info" | "warning" | "danger" | "tip";
  /** The translation key, `vansky.rec.<name>` (`formatRecommendation` renders it). */
  key: string;
  /** The message's numeric parameters, by name. */
  params: Record<string, number>;
}

/** One country's record (`VanSkyCountry`, contract §2.7), returned by API servers as it is. */
export interface VanSkyCountry {
  /** ISO 3166-1 alpha-2, upper case (or the point id given as `code`). */
  code: string;
  /** Whether the country has a sea coast (then `marine` may be set). */
  is_coastal: boolean;
  /** The service's lower-case region name (`europe`, `asia`, …). */
  region: string;
  /** Today's weather snapshot. */
  weather: Weather;
  /** Today's sea, null for landlocked countries and without marine data. */
  marine: Marine | null;
  /** Today and the days after it, at most 7, each with data enough to score. */
  forecast: ForecastDay[];
  /** Today's overall suitability, integer 0-100 (docs/model.md, van_score). */
  van_score: number;
  /** Tonight's sleep comfort inside the van, integer 0-100. */
  sleep_score: number;
  /** Today's solar yield, kWh per kW of panel; null without radiation data. */
  solar_kwh: number | null;
  /** Today's solar yield as an integer 0-100; null without radiation data. */
  solar_score: number | null;
  /** How good today is for driving, integer 0-100. */
  drive_score: number | null;
  /** Today's sea for swimming and the beach, integer 0-100; null without marine data. */
  sea_score: number | null;
  /** `van_score` as a word: ideal, comfortable, acceptable, harsh or extreme. */
  score_label: ScoreLabel;
  /** Tonight's condensation risk inside the van: low, medium or high. */
  condensation_risk: CondensationRisk;
  /** Whether the awning can stay out today: safe, caution or retract. */
  awning_status: AwningStatus;
  /** Today's longest safe daylight driving run (at least two hours), or null. */
  drive_window: {
    /** Start, ISO 8601 date-time with the location's offset. */
    start: string;
    /** End, likewise. */
    end: string;
  } | null;
  /** The forecast day with the best drive score (ties: van score, then the earliest). */
  best_move_day: ForecastDay;
  /** What to do about today's weather, in the rule table's order. */
  recommendations: Recommendation[];
  /** When the forecast was fetched, as given in the input (`fetchedAt`), else null. */
  fetched_at: string | null;
}
