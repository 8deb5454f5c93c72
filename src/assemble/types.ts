import type { AwningStatus } from "../classify/awning.js";
import type { CondensationRisk } from "../classify/condensation.js";
import type { ScoreLabel } from "../scores/label.js";

/** The contract's Weather object (§2.7): today's snapshot; every field may be null. */
export interface Weather {
  temp_day: number | null;
  temp_night: number | null;
  feels_like_day: number | null;
  feels_like_night: number | null;
  temp_current: number | null;
  feels_like_current: number | null;
  precip_sum: number | null;
  precip_prob_max: number | null;
  wind_max: number | null;
  wind_gusts_max: number | null;
  wind_dir: number | null;
  shortwave_radiation_sum: number | null;
  peak_sun_hours: number | null;
  uv_max: number | null;
  sunrise: string | null;
  sunset: string | null;
  weather_code: number | null;
  humidity: number | null;
  cloud_cover: number | null;
}

/** The contract's Marine object. */
export interface Marine {
  sea_temp: number | null;
  wave_height: number | null;
  wave_dir: number | null;
  wave_period: number | null;
}

/** The contract's ForecastDay. */
export interface ForecastDay {
  date: string;
  van_score: number;
  sleep_score: number;
  temp_day: number | null;
  temp_night: number | null;
  solar_kwh: number | null;
  weather_code: number | null;
  score_label: ScoreLabel;
  drive_score: number;
}

/** The contract's Recommendation. */
export interface Recommendation {
  type: "info" | "warning" | "danger" | "tip";
  key: string;
  params: Record<string, number>;
}

/** One country's record (`VanSkyCountry`, contract §2.7), returned by API servers as it is. */
export interface VanSkyCountry {
  code: string;
  is_coastal: boolean;
  region: string;
  weather: Weather;
  marine: Marine | null;
  forecast: ForecastDay[];
  van_score: number;
  sleep_score: number;
  solar_kwh: number | null;
  solar_score: number | null;
  drive_score: number | null;
  sea_score: number | null;
  score_label: ScoreLabel;
  condensation_risk: CondensationRisk;
  awning_status: AwningStatus;
  drive_window: { start: string; end: string } | null;
  best_move_day: ForecastDay;
  recommendations: Recommendation[];
  fetched_at: string | null;
}
