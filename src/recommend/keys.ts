/** What every recommendation key starts with: keys are `vansky.rec.<name>`. */
export const KEY_PREFIX = "vansky.rec.";

/** How urgent a recommendation is, most urgent first: danger, warning, tip, info. */
export type RecommendationType = "danger" | "warning" | "tip" | "info";

/** One numeric parameter of a recommendation: its unit, how it is rounded and what it is. */
export interface RecommendationParam {
  /** The unit (`°C`, `km/h`, `mm`, `m`, `kWh/kWp`, `h`, `min`, `days`, `0-100`, `WMO code`, `UV index`). */
  readonly unit: string;
  /** Decimals it is rounded to: 0 (an integer) or 1. */
  readonly decimals: 0 | 1;
  /** What it is. */
  readonly meaning: string;
  /** False for a parameter that no message shows (the thunderstorm's WMO code, for clients that pick an icon). */
  readonly shown?: false;
}

/** One recommendation: the types it is given with, when, and its parameters by placeholder name. */
export interface RecommendationSpec {
  /** The types it can have, most urgent first. */
  readonly types: readonly RecommendationType[];
  /** When the rules give it (thresholds of the default profile). */
  readonly when: string;
  /** Its parameters by placeholder name (none for a message without numbers). */
  readonly params: Readonly<Record<string, RecommendationParam>>;
}

const celsius = (meaning: string) => ({ unit: "°C", decimals: 1, meaning }) as const;
const kmh = (meaning: string) => ({ unit: "km/h", decimals: 0, meaning }) as const;
const integer = (unit: string, meaning: string) => ({ unit, decimals: 0, meaning }) as const;
const WINDOW = {
  start_hour: integer("h", "local hour the window starts, 0-23"),
  start_minute: integer("min", "its minute, 0-59"),
  end_hour: integer("h", "local hour it ends, 0-24 (24 with minute 0: midnight)"),
  end_minute: integer("min", "its minute, 0-59"),
} as const;

const KEYS = {
  thunderstorm: {
    types: ["danger"],
    when: "a thunderstorm code (95-99) in the daylight hours or in the day's code, on a day with ≥ 1 mm",
    params: { code: { ...integer("WMO code", "the most severe thunderstorm code"), shown: false } },
  },
  freezing_rain: {
    types: ["danger"],
    when: "freezing drizzle or rain (WMO 56, 57, 66, 67) in an hour of the day or in its code, under way or past at now, or not placed in the day (no drive window today)",
    params: {},
  },
  freezing_rain_from: {
    types: ["danger"],
    when: "freezing drizzle or rain starting later today (its first hour after now; the drive window ends before it)",
    params: {
      from_hour: integer("h", "local hour it starts, 0-23"),
      from_minute: integer("min", "its minute, 0-59"),
    },
  },
  icy_roads: {
    types: ["danger"],
    when: "no freezing precipitation; tonight's minimum (22:00-07:00) ≤ −10 °C with moisture, too cold for road salt (snow- or ice-covered roads)",
    params: { temp_min: celsius("tonight's minimum, 22:00-07:00 after the day") },
  },
  black_ice: {
    types: ["danger"],
    when: "no freezing precipitation; tonight's minimum (22:00-07:00) ≤ 0 °C and above −10 °C with moisture (rain, a night humidity ≥ 90 % or unknown, fog or precipitation in the day's codes)",
    params: { temp_min: celsius("tonight's minimum, 22:00-07:00 after the day") },
  },
  ice_possible: {
    types: ["warning"],
    when: "no black ice; tonight's minimum ≤ 3 °C with moisture",
    params: { temp_min: celsius("tonight's minimum, 22:00-07:00 after the day") },
  },
  high_wind_driving: {
    types: ["danger"],
    when: "gusts ≥ 72 km/h (the drive window's limit)",
    params: { gust_kmh: kmh("the day's strongest gust, weather.wind_gusts_max rounded") },
  },
  awning_retract: {
    types: ["danger"],
    when: "awning retract for gusts above its class's mean-wind limit × the gust factor 2.2 (class 1: 61.6 km/h), below the high-wind driving limit",
    params: { gust_kmh: kmh("the day's strongest gust, weather.wind_gusts_max rounded") },
  },
  awning_retract_high_wind: {
    types: ["danger"],
    when: "awning retract for gusts, with high_wind_driving giving the figure",
    params: {},
  },
  awning_retract_wind: {
    types: ["danger"],
    when: "awning retract for an hourly mean wind above its class's limit (class 1: 28 km/h), gusts below theirs",
    params: { wind_kmh: kmh("the day's strongest sustained wind, weather.wind_max rounded") },
  },
  awning_retract_storm: {
    types: ["danger"],
    when: "awning retract for a thunderstorm code",
    params: {},
  },
  awning_retract_snow: {
    types: ["danger"],
    when: "awning retract for snow",
    params: {},
  },
  awning_retract_freezing_rain: {
    types: ["danger"],
    when: "awning retract for freezing drizzle or rain",
    params: {},
  },
  awning_retract_rain: {
    types: ["danger"],
    when: "awning retract for a downpour (≥ 25 mm; downpour gives the figure)",
    params: {},
  },
  awning_caution: {
    types: ["warning"],
    when: "awning caution for gusts above the class below's limit × 2.2 (class 1: 41.8 km/h)",
    params: { gust_kmh: kmh("the day's strongest gust, weather.wind_gusts_max rounded") },
  },
  awning_caution_high_wind: {
    types: ["warning"],
    when: "awning caution for gusts, with high_wind_driving giving the figure (only with a profile whose drive-window gust limit is at or below the awning's retract gust)",
    params: {},
  },
  awning_caution_wind: {
    types: ["warning"],
    when: "awning caution for an hourly mean wind above the class below's limit (class 1: 19 km/h), gusts below theirs",
    params: { wind_kmh: kmh("the day's strongest sustained wind, weather.wind_max rounded") },
  },
  awning_caution_rain: {
    types: ["warning"],
    when: "awning caution for rain ≥ 3 mm (water pools on the fabric)",
    params: { precip_mm: { unit: "mm", decimals: 1, meaning: "the day's precipitation" } },
  },
  awning_caution_frost: {
    types: ["warning"],
    when: "awning caution for tonight's minimum ≤ 0 °C (frost; before any caution for wind or rain)",
    params: {},
  },
  extreme_heat: {
    types: ["danger"],
    when: "felt maximum ≥ 39 °C (the apparent maximum, never cooler than the air maximum, as the van score's heat caps read it; the NWS heat-index “danger” category, 103 °F: heat exhaustion likely, heat stroke possible), while an hour left of the day feels ≥ 32 °C",
    params: {
      feels_like: celsius(
        "the day's felt maximum, never cooler than the air: the higher of weather.feels_like_day and weather.temp_day",
      ),
    },
  },
  heat: {
    types: ["warning"],
    when: "felt maximum ≥ 32 °C (the apparent maximum, never cooler than the air maximum, as the van score's heat caps read it; the NWS heat-index “extreme caution” category, 90 °F: heat stroke, cramps or exhaustion possible), below extreme_heat, while an hour left of the day feels ≥ 32 °C",
    params: {
      feels_like: celsius(
        "the day's felt maximum, never cooler than the air: the higher of weather.feels_like_day and weather.temp_day",
      ),
    },
  },
  hot_night: {
    types: ["warning"],
    when: "tonight's minimum ≥ 25 °C",
    params: { temp_min: celsius("tonight's minimum, 22:00-07:00 after the day") },
  },
  tropical_night: {
    types: ["info"],
    when: "tonight's minimum > 20 °C (ETCCDI tropical night), below hot_night",
    params: { temp_min: celsius("tonight's minimum, 22:00-07:00 after the day") },
  },
  condensation: {
    types: ["warning"],
    when: "condensation_risk high: the coldest surface at or below the inside dew point, and above 0 °C (to 0.1)",
    params: { surface_temp: celsius("the coldest inside surface (cab glass, bare steel) at tonight's minimum") },
  },
  condensation_frost: {
    types: ["warning"],
    when: "condensation_risk high with the coldest surface at or below 0 °C (to 0.1): frost or ice inside, at its frost point",
    params: { surface_temp: celsius("the coldest inside surface (cab glass, bare steel) at tonight's minimum") },
  },
  condensation_possible: {
    types: ["tip"],
    when: "condensation_risk medium: the coldest surface within 3 K above the inside dew point, and above 0 °C (to 0.1)",
    params: { surface_temp: celsius("the coldest inside surface (cab glass, bare steel) at tonight's minimum") },
  },
  condensation_frost_possible: {
    types: ["tip"],
    when: "condensation_risk medium with the coldest surface at or below 0 °C (to 0.1): some frost possible inside",
    params: { surface_temp: celsius("the coldest inside surface (cab glass, bare steel) at tonight's minimum") },
  },
  downpour: {
    types: ["warning"],
    when: "precipitation ≥ 25 mm",
    params: { precip_mm: { unit: "mm", decimals: 1, meaning: "the day's precipitation" } },
  },
  fog: {
    types: ["warning"],
    when: "lowest visibility < 200 m (Met Office dense fog)",
    params: { visibility_m: integer("m", "the day's lowest visibility") },
  },
  uv_extreme: {
    types: ["danger"],
    when: "UV index ≥ 11 (WHO extreme; rounded to a whole number from weather.uv_max), while an hour left of the day reaches 6",
    params: { uv: integer("UV index", "the day's maximum UV index, weather.uv_max rounded") },
  },
  uv: {
    types: ["warning", "info"],
    when: "UV index ≥ 8 (WHO very high), ≥ 6 (high), below 11 (rounded to a whole number from weather.uv_max), while an hour left of the day reaches 6",
    params: { uv: integer("UV index", "the day's maximum UV index, weather.uv_max rounded") },
  },
  solar_good: {
    types: ["tip"],
    when: "solar_score ≥ 80, while at least 1 kWh/kWp of the day's yield is still ahead (its share of the day's irradiation)",
    params: { solar_kwh: { unit: "kWh/kWp", decimals: 1, meaning: "solar_kwh, the day's yield per kW of panels" } },
  },
  solar_poor: {
    types: ["info"],
    when: "solar_score ≤ 20 with a yield of at least 0.1 kWh/kWp",
    params: { solar_kwh: { unit: "kWh/kWp", decimals: 1, meaning: "solar_kwh, the day's yield per kW of panels" } },
  },
  solar_none: {
    types: ["info"],
    when: "solar_score ≤ 20 with a yield of 0 kWh/kWp (to 0.1)",
    params: {},
  },
  drive_window: {
    types: ["tip"],
    when: "a drive window today that ends by midnight",
    params: WINDOW,
  },
  drive_window_past_midnight: {
    types: ["tip"],
    when: "a drive window today that ends after midnight (the end's hour and minute are the next day's)",
    params: WINDOW,
  },
  best_move_day: {
    types: ["tip"],
    when: "the best move day is not today",
    params: {
      days_ahead: integer("days", "days from today to the best move day, ≥ 1"),
      drive_score: integer("0-100", "its drive_score"),
    },
  },
  no_good_move_day: {
    types: ["warning"],
    when: "the best move day's drive_score < 40",
    params: {
      drive_score: integer("0-100", "the best drive_score of the days compared"),
      days: integer("days", "how many days were compared, today included (the record's forecast): 7 is “this week”"),
    },
  },
  sea_warm: {
    types: ["tip"],
    when: "sea ≥ 22 °C with known waves < 1.25 m, on a day without thunderstorm, downpour or high wind",
    params: { sea_temp: celsius("the sea surface temperature") },
  },
  cold_water: {
    types: ["info"],
    when: "sea < 15 °C (RNLI: cold-water shock) and ≥ 10 °C",
    params: { sea_temp: celsius("the sea surface temperature") },
  },
  very_cold_water: {
    types: ["info"],
    when: "sea < 10 °C (swimming failure within minutes: Tipton, Golden)",
    params: { sea_temp: celsius("the sea surface temperature") },
  },
  high_waves: {
    types: ["warning"],
    when: "highest waves ≥ 2 m",
    params: {
      wave_height: {
        unit: "m",
        decimals: 1,
        meaning: "the day's highest significant wave height, marine.wave_height rounded",
      },
    },
  },
} as const satisfies Readonly<Record<string, RecommendationSpec>>;

/** A rule's name, the last part of its key `vansky.rec.<name>`. */
export type RecommendationName = keyof typeof KEYS;

/**
 * Every recommendation the rules give (docs/messages.md), by name: its key is `vansky.rec.<name>`. API clients
 * translate by key with the record's `params`; the messages of every locale use exactly these parameters.
 */
export const RECOMMENDATION_KEYS: Readonly<Record<RecommendationName, RecommendationSpec>> = KEYS;

/** A recommendation key, `vansky.rec.<name>`. */
export type RecommendationKey = `${typeof KEY_PREFIX}${RecommendationName}`;

/** The parameters of the recommendation `N`, by placeholder name. */
export type RecommendationParams<N extends RecommendationName> = {
  readonly [P in keyof (typeof KEYS)[N]["params"]]: number;
};

/** Every recommendation name, in the order of the rule table. */
export const RECOMMENDATION_NAMES = Object.keys(RECOMMENDATION_KEYS) as readonly RecommendationName[];
