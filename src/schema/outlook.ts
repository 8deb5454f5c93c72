/**
 * The outlook (`VanSkyOutlook`, vansky's extension beside the contract's records) as JSON Schema: each day's score
 * quantiles over an ensemble's members, label shares, odds and confidence, the best move day and the warnings.
 */
import { date, label, nullableDateTime, score, share } from "./parts.js";

/** A score's integer quantiles over the members (nearest rank). */
export const scoreQuantilesSchema = {
  title: "ScoreQuantiles",
  type: "object",
  additionalProperties: false,
  required: ["min", "p10", "p25", "p50", "p75", "p90", "max"],
  properties: { min: score, p10: score, p25: score, p50: score, p75: score, p90: score, max: score },
} as const;

/** One local day of an outlook. */
export const outlookDaySchema = {
  title: "OutlookDay",
  type: "object",
  additionalProperties: false,
  required: ["date", "van", "sleep", "drive", "solar", "label_probability", "label", "p_good", "p_drive", "confidence"],
  properties: {
    date,
    van: scoreQuantilesSchema,
    sleep: scoreQuantilesSchema,
    drive: scoreQuantilesSchema,
    solar: { anyOf: [scoreQuantilesSchema, { type: "null" }], description: "Null without radiation" },
    label_probability: {
      type: "object",
      additionalProperties: false,
      required: ["ideal", "comfortable", "acceptable", "harsh", "extreme"],
      properties: { ideal: share, comfortable: share, acceptable: share, harsh: share, extreme: share },
      description: "Share of members per label (raw member frequency, not a calibrated probability)",
    },
    label,
    p_good: { ...share, description: "Share of members with a van score of at least 60" },
    p_drive: { ...share, description: "Share of members with a drive score of at least 60" },
    confidence: { type: "string", enum: ["high", "medium", "low"] },
  },
} as const;

/** The warning codes a record's input can give (`VanskyWarningCode`). */
const warningCode = {
  type: "string",
  enum: [
    "SHIFTED_DAYS",
    "PARTIAL_DAY",
    "FOREIGN_ZONE",
    "MISSING_VARIABLE",
    "COMPOSED_VARIABLE",
    "NO_LOCAL_ZONE",
    "STALE_CURRENT",
    "FORECAST_SHORTENED",
    "MARINE_REJECTED",
    "MARINE_NO_DATA",
    "MARINE_NOT_TODAY",
    "MARINE_IGNORED",
    "MEMBER_LEFT_OUT",
  ],
} as const;

/** One country's outlook from an ensemble forecast. */
export const vanSkyOutlookSchema = {
  title: "VanSkyOutlook",
  type: "object",
  additionalProperties: false,
  required: ["code", "fetched_at", "model", "members", "days", "best_move_day", "warnings"],
  properties: {
    code: { type: "string", minLength: 1, description: "ISO 3166-1 alpha-2 (or a grid point id)" },
    fetched_at: nullableDateTime,
    model: { type: ["string", "null"], description: "Open-Meteo's ensemble model id" },
    members: { type: "integer", minimum: 1, description: "Members the shares are of" },
    days: { type: "array", items: outlookDaySchema, minItems: 1 },
    best_move_day: {
      anyOf: [
        {
          type: "object",
          additionalProperties: false,
          required: ["date", "probability"],
          properties: { date, probability: share },
        },
        { type: "null" },
      ],
    },
    warnings: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["code", "path", "message"],
        properties: { code: warningCode, path: { type: "string" }, message: { type: "string" } },
      },
    },
  },
} as const;

/** Every country's outlook: `{data, count, updated_at, source}`. */
export const outlookListResponseSchema = {
  title: "OutlookListResponse",
  type: "object",
  additionalProperties: false,
  required: ["data", "count", "updated_at", "source"],
  properties: {
    data: { type: "array", items: vanSkyOutlookSchema },
    count: { type: "integer", minimum: 0 },
    updated_at: nullableDateTime,
    source: { type: "string", description: "Name of the data provider" },
  },
} as const;

/** One country's outlook: `{data, updated_at, source}`. */
export const outlookCountryResponseSchema = {
  title: "OutlookCountryResponse",
  type: "object",
  additionalProperties: false,
  required: ["data", "updated_at", "source"],
  properties: { data: vanSkyOutlookSchema, updated_at: nullableDateTime, source: { type: "string" } },
} as const;
