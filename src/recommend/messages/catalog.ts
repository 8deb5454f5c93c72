/** What every recommendation key starts with: keys are `vansky.rec.<name>`. */
export const KEY_PREFIX = "vansky.rec.";

/** Every recommendation the rules can give; its key is `vansky.rec.<name>`. */
export const RECOMMENDATION_NAMES = [
  "thunderstorm",
  "black_ice",
  "ice_possible",
  "high_wind_driving",
  "awning_caution",
  "awning_retract",
  "heat",
  "tropical_night",
  "condensation",
  "downpour",
  "fog",
  "uv",
  "solar_good",
  "solar_poor",
  "drive_window",
  "best_move_day",
  "no_good_move_day",
  "sea_warm",
  "cold_water",
  "high_waves",
] as const;

/** A rule's name, the last part of its key `vansky.rec.<name>`. */
export type RecommendationName = (typeof RECOMMENDATION_NAMES)[number];

/**
 * One locale's messages, a pattern per recommendation in a subset of ICU MessageFormat: `{name}` (a number),
 * `{name, time}` (local decimal hours as HH:MM) and `{name, plural, =1 {…} one {…} other {…}}` with `#` for the
 * number.
 */
export type Catalog = Readonly<Record<RecommendationName, string>>;
