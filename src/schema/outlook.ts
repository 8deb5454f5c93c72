/**
 * The outlook (`VanSkyOutlook`, vansky's extension beside the contract's records) as JSON Schema: each day's score
 * quantiles over an ensemble's members, counts of members, probabilities and the record's own day; what was
 * estimated or withheld; the best move day and the warnings.
 */
import { date, label, nullableDateTime, score, share } from "./parts.js";

/** A score's integer quantiles over the members (Weibull ranks). */
export const scoreQuantilesSchema = {
  title: "ScoreQuantiles",
  type: "object",
  additionalProperties: false,
  required: ["min", "p10", "p25", "p50", "p75", "p90", "max"],
  properties: { min: score, p10: score, p25: score, p50: score, p75: score, p90: score, max: score },
  description: "Member scores of Weibull rank round(p(n + 1)); the outlook's coverage says what each interval covers",
} as const;

const count = { type: "integer", minimum: 0 } as const;
const nullableCount = { type: ["integer", "null"], minimum: 0 } as const;
/** A published probability, three decimals: never 0 or 1. */
const probability = { type: "number", minimum: 0.001, maximum: 0.999 } as const;
const nullableQuantiles = { anyOf: [scoreQuantilesSchema, { type: "null" }] } as const;

/** The record's own day beside the members'. */
const recordDaySchema = {
  type: "object",
  additionalProperties: false,
  required: ["van", "drive", "label", "weight"],
  properties: {
    van: score,
    drive: score,
    label,
    weight: { ...share, description: "The record's verdict's weight in p_good and p_drive" },
  },
} as const;

/** One local day of an outlook. */
export const outlookDaySchema = {
  title: "OutlookDay",
  type: "object",
  additionalProperties: false,
  required: [
    "date",
    "van",
    "sleep",
    "drive",
    "solar",
    "label",
    "label_members",
    "agreement",
    "members_good",
    "p_good",
    "members_drive",
    "p_drive",
    "record",
  ],
  properties: {
    date,
    van: scoreQuantilesSchema,
    sleep: scoreQuantilesSchema,
    drive: { ...nullableQuantiles, description: "Null when the drive cannot be seen (the outlook's withheld)" },
    solar: { ...nullableQuantiles, description: "Null without radiation" },
    label: { ...label, description: "The median member's label" },
    label_members: {
      type: "object",
      additionalProperties: false,
      required: ["ideal", "comfortable", "acceptable", "harsh", "extreme"],
      properties: { ideal: count, comfortable: count, acceptable: count, harsh: count, extreme: count },
      description: "Members per label",
    },
    agreement: { ...count, description: "Members on the day's label" },
    members_good: { ...count, description: "Members with a van score of at least 60" },
    p_good: {
      ...probability,
      description: "(k + 1)/(n + 2), the record weighted into days 0-3, or the calibrated value: never 0 or 1",
    },
    members_drive: { ...nullableCount, description: "Members with a drive score of at least 60; null: unseen" },
    p_drive: { type: ["number", "null"], minimum: 0.001, maximum: 0.999, description: "As p_good; null: unseen" },
    record: { anyOf: [recordDaySchema, { type: "null" }], description: "The record's own day, when given" },
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
    "FEW_MEMBERS",
    "RECORD_REJECTED",
  ],
} as const;

/** One country's outlook from an ensemble forecast. */
export const vanSkyOutlookSchema = {
  title: "VanSkyOutlook",
  type: "object",
  additionalProperties: false,
  required: [
    "code",
    "fetched_at",
    "model",
    "members",
    "models",
    "coverage",
    "estimated",
    "withheld",
    "calibration",
    "days",
    "best_move_day",
    "warnings",
  ],
  properties: {
    code: { type: "string", minLength: 1, description: "ISO 3166-1 alpha-2 (or a grid point id)" },
    fetched_at: nullableDateTime,
    model: { type: ["string", "null"], description: "Open-Meteo's ensemble model id(s), as models= spells them" },
    members: { type: "integer", minimum: 1, description: "Members the counts are of" },
    models: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["model", "members"],
        properties: { model: { type: ["string", "null"] }, members: count },
      },
      description: "The members of each model pooled, each model weighing the same",
    },
    coverage: {
      type: "object",
      additionalProperties: false,
      required: ["p10_p90", "p25_p75", "min_max"],
      properties: { p10_p90: share, p25_p75: share, min_max: share },
      description: "The share of outcomes each quantile interval covers when the members are drawn like the outcome",
    },
    estimated: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["variable", "factor", "method"],
        properties: { variable: { type: "string" }, factor: { type: "number" }, method: { type: "string" } },
      },
    },
    withheld: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["fields", "reason"],
        properties: { fields: { type: "array", items: { type: "string" } }, reason: { type: "string" } },
      },
    },
    calibration: { type: ["string", "null"], description: "The calibration applied to p_good and p_drive, or null" },
    days: { type: "array", items: outlookDaySchema, minItems: 1 },
    best_move_day: {
      anyOf: [
        {
          type: "object",
          additionalProperties: false,
          required: ["date", "members_best", "share"],
          properties: { date, members_best: count, share },
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
