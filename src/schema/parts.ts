/** The value shapes the schemas share: scores, labels, nullable measures, dates and date-times. */

export const nullableNumber = { type: ["number", "null"] } as const;
export const score = { type: "integer", minimum: 0, maximum: 100 } as const;
export const nullableScore = { type: ["integer", "null"], minimum: 0, maximum: 100 } as const;
export const percent = { type: ["number", "null"], minimum: 0, maximum: 100 } as const;
export const degrees = { type: ["number", "null"], minimum: 0, maximum: 360 } as const;
export const nonNegative = { type: ["number", "null"], minimum: 0 } as const;
export const date = { type: "string", format: "date" } as const;
export const dateTime = { type: "string", format: "date-time" } as const;
export const nullableDateTime = { type: ["string", "null"], format: "date-time" } as const;
export const label = { type: "string", enum: ["ideal", "comfortable", "acceptable", "harsh", "extreme"] } as const;
export const weatherCode = { type: ["integer", "null"], minimum: 0, maximum: 99 } as const;
/** A share of ensemble members, 0-1. */
export const share = { type: "number", minimum: 0, maximum: 1 } as const;
