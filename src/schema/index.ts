/**
 * The published contract of vansky's output as JSON Schema (draft 2020-12), written from the service's description
 * (`/api/weatherscore`, §2.7, §2.8 and §4.7): every field, type, nullability, value set, 0-100 integer bounds, and
 * date and date-time formats; and the outlook (`VanSkyOutlook`), vansky's extension beside the contract. Each schema is self-contained (sub-objects inline); `openapiFragment` gives the same
 * as an OpenAPI 3.0 document with `$ref`s (./openapi.ts), for an API server's `/docs.openapi`. Import from
 * `vansky/schema`, or read the plain JSON files beside this module (`vansky/schema/*.json`).
 */

import { weatherscoreOpenapi } from "./openapi.js";

import {
  outlookCountryResponseSchema,
  outlookDaySchema,
  outlookListResponseSchema,
  scoreQuantilesSchema,
  vanSkyOutlookSchema,
} from "./outlook.js";
import {
  date,
  dateTime,
  degrees,
  label,
  nonNegative,
  nullableDateTime,
  nullableNumber,
  nullableScore,
  percent,
  score,
  weatherCode,
} from "./parts.js";

export {
  outlookCountryResponseSchema,
  outlookDaySchema,
  outlookListResponseSchema,
  scoreQuantilesSchema,
  vanSkyOutlookSchema,
} from "./outlook.js";

const DRAFT = "https://json-schema.org/draft/2020-12/schema";

/** Today's weather snapshot (contract §2.7 `Weather`): every field nullable. */
export const weatherSchema = {
  title: "Weather",
  description: "Current-day snapshot; every value may be null when the forecast lacks it.",
  type: "object",
  additionalProperties: false,
  required: [
    "temp_day",
    "temp_night",
    "feels_like_day",
    "feels_like_night",
    "temp_current",
    "feels_like_current",
    "precip_sum",
    "precip_prob_max",
    "wind_max",
    "wind_gusts_max",
    "wind_dir",
    "shortwave_radiation_sum",
    "peak_sun_hours",
    "uv_max",
    "sunrise",
    "sunset",
    "weather_code",
    "humidity",
    "cloud_cover",
  ],
  properties: {
    temp_day: { ...nullableNumber, description: "Day maximum, °C" },
    temp_night: {
      ...nullableNumber,
      description:
        "The calendar day's minimum, 00:00-24:00 local (usually the early morning's, not the coming night's), °C",
    },
    feels_like_day: { ...nullableNumber, description: "Apparent maximum, °C" },
    feels_like_night: { ...nullableNumber, description: "The calendar day's apparent minimum, 00:00-24:00 local, °C" },
    temp_current: { ...nullableNumber, description: "Current temperature, °C" },
    feels_like_current: { ...nullableNumber, description: "Current apparent temperature, °C" },
    precip_sum: { ...nonNegative, description: "Precipitation of the day, mm" },
    precip_prob_max: { ...percent, description: "Highest precipitation probability, %" },
    wind_max: { ...nonNegative, description: "Highest sustained wind at 10 m, km/h" },
    wind_gusts_max: { ...nonNegative, description: "Highest gust at 10 m, km/h" },
    wind_dir: { ...degrees, description: "Dominant wind direction, degrees from north" },
    shortwave_radiation_sum: { ...nonNegative, description: "Global horizontal irradiation, MJ/m²" },
    peak_sun_hours: { ...nonNegative, description: "Effective sunlight hours for solar panels, h (kWh/m²)" },
    uv_max: { ...nonNegative, description: "Highest UV index" },
    sunrise: { ...nullableDateTime, description: "Null in polar day and night" },
    sunset: { ...nullableDateTime, description: "Null in polar day and night" },
    weather_code: { ...weatherCode, description: "WMO weather code" },
    humidity: { ...percent, description: "Relative humidity, %" },
    cloud_cover: { ...percent, description: "Cloud cover, %" },
  },
} as const;

/** Today's marine conditions (contract §2.7 `Marine`). */
export const marineSchema = {
  title: "Marine",
  type: "object",
  additionalProperties: false,
  required: ["sea_temp", "wave_height", "wave_dir", "wave_period"],
  properties: {
    sea_temp: { ...nullableNumber, description: "Sea surface temperature, °C" },
    wave_height: { ...nonNegative, description: "Highest significant wave height of the day, m" },
    wave_dir: { ...degrees, description: "Dominant wave direction, degrees" },
    wave_period: { ...nonNegative, description: "Longest wave period of the day, s" },
  },
} as const;

/** One forecast day (contract §2.7 `ForecastDay`). */
export const forecastDaySchema = {
  title: "ForecastDay",
  type: "object",
  additionalProperties: false,
  required: [
    "date",
    "van_score",
    "sleep_score",
    "temp_day",
    "temp_night",
    "solar_kwh",
    "weather_code",
    "score_label",
    "drive_score",
  ],
  properties: {
    date,
    van_score: score,
    sleep_score: score,
    temp_day: nullableNumber,
    temp_night: { ...nullableNumber, description: "The day's calendar minimum, 00:00-24:00 local, °C" },
    solar_kwh: { ...nonNegative, description: "kWh per day per 1 kW of panel" },
    weather_code: weatherCode,
    score_label: label,
    drive_score: score,
  },
} as const;

/** A recommendation (contract §2.7 `Recommendation`): a translation key and numeric parameters. */
export const recommendationSchema = {
  title: "Recommendation",
  type: "object",
  additionalProperties: false,
  required: ["type", "key", "params"],
  properties: {
    type: { type: "string", enum: ["info", "warning", "danger", "tip"] },
    key: { type: "string", pattern: "^vansky\\.rec\\.[a-z_]+$" },
    params: { type: "object", additionalProperties: { type: "number" } },
  },
} as const;

/** One country's record (contract §2.7 `VanSkyCountry`). */
export const vanSkyCountrySchema = {
  title: "VanSkyCountry",
  type: "object",
  additionalProperties: false,
  required: [
    "code",
    "is_coastal",
    "region",
    "weather",
    "marine",
    "forecast",
    "van_score",
    "sleep_score",
    "solar_kwh",
    "solar_score",
    "drive_score",
    "sea_score",
    "score_label",
    "condensation_risk",
    "awning_status",
    "drive_window",
    "best_move_day",
    "recommendations",
    "fetched_at",
  ],
  properties: {
    code: { type: "string", minLength: 1, description: "ISO 3166-1 alpha-2 (or a grid point id)" },
    is_coastal: { type: "boolean" },
    region: { type: "string", description: "Lower-case region name" },
    weather: weatherSchema,
    marine: { anyOf: [marineSchema, { type: "null" }], description: "Null for landlocked countries" },
    forecast: { type: "array", items: forecastDaySchema, minItems: 1, maxItems: 7 },
    van_score: score,
    sleep_score: score,
    solar_kwh: { ...nonNegative, description: "Today's solar yield, kWh per 1 kW of panel" },
    solar_score: nullableScore,
    drive_score: nullableScore,
    sea_score: nullableScore,
    score_label: label,
    condensation_risk: { type: "string", enum: ["low", "medium", "high"] },
    awning_status: { type: "string", enum: ["safe", "caution", "retract"] },
    drive_window: {
      anyOf: [
        {
          type: "object",
          additionalProperties: false,
          required: ["start", "end"],
          properties: { start: dateTime, end: dateTime },
        },
        { type: "null" },
      ],
    },
    best_move_day: forecastDaySchema,
    recommendations: { type: "array", items: recommendationSchema },
    fetched_at: nullableDateTime,
  },
} as const;

/** `GET /api/weatherscore/weather` (contract §4.7). */
export const weatherListResponseSchema = {
  title: "WeatherListResponse",
  type: "object",
  additionalProperties: false,
  required: ["data", "count", "updated_at", "source"],
  properties: {
    data: { type: "array", items: vanSkyCountrySchema },
    count: { type: "integer", minimum: 0 },
    updated_at: nullableDateTime,
    source: { type: "string", description: "Name of the data provider" },
  },
} as const;

/** `GET /api/weatherscore/weather/{code}` (contract §4.7). */
export const weatherCountryResponseSchema = {
  title: "WeatherCountryResponse",
  type: "object",
  additionalProperties: false,
  required: ["data", "updated_at", "source"],
  properties: {
    data: vanSkyCountrySchema,
    updated_at: nullableDateTime,
    source: { type: "string" },
  },
} as const;

/** The error record of a 404 (contract §2.8, §7). */
export const errorRecordSchema = {
  title: "ErrorRecord",
  type: "object",
  required: ["success", "error", "message"],
  properties: {
    success: { type: "boolean", const: false },
    error: { type: "string" },
    message: { type: "string" },
  },
} as const;

/** Every schema by the name of its JSON file, each with `$schema` and `$id`. */
export const schemas = {
  "vansky-country.schema.json": vanSkyCountrySchema,
  "forecast-day.schema.json": forecastDaySchema,
  "weather.schema.json": weatherSchema,
  "marine.schema.json": marineSchema,
  "recommendation.schema.json": recommendationSchema,
  "weather-list-response.schema.json": weatherListResponseSchema,
  "weather-country-response.schema.json": weatherCountryResponseSchema,
  "error-record.schema.json": errorRecordSchema,
  "vansky-outlook.schema.json": vanSkyOutlookSchema,
  "outlook-day.schema.json": outlookDaySchema,
  "outlook-list-response.schema.json": outlookListResponseSchema,
  "outlook-country-response.schema.json": outlookCountryResponseSchema,
} as const;

/** A schema as a standalone document: `$schema` (draft 2020-12) and `$id` (its file name) first. */
export function schemaDocument(file: keyof typeof schemas): Record<string, unknown> {
  return { $schema: DRAFT, $id: file, ...schemas[file] };
}

const COMPONENT_NAMES = new Map<object, string>([
  [vanSkyCountrySchema, "VanSkyCountry"],
  [forecastDaySchema, "ForecastDay"],
  [weatherSchema, "Weather"],
  [marineSchema, "Marine"],
  [recommendationSchema, "Recommendation"],
  [weatherListResponseSchema, "WeatherListResponse"],
  [weatherCountryResponseSchema, "WeatherCountryResponse"],
  [errorRecordSchema, "ErrorRecord"],
  [vanSkyOutlookSchema, "VanSkyOutlook"],
  [outlookDaySchema, "OutlookDay"],
  [scoreQuantilesSchema, "ScoreQuantiles"],
  [outlookListResponseSchema, "OutlookListResponse"],
  [outlookCountryResponseSchema, "OutlookCountryResponse"],
]);

/**
 * The OpenAPI 3.0.3 document of `/api/weatherscore` (contract §4.7), valid on its own: info, both paths with their
 * operation ids, 200 answers and examples, and every schema above as a component (`vansky/serve`'s
 * `openapiDocument` completes it with a server's other answers and headers).
 */
export function openapiFragment(): Record<string, unknown> {
  return weatherscoreOpenapi(COMPONENT_NAMES);
}
