/** A hand-written check of the contract's VanSkyCountry (§2.7): exact keys, types, nullability, value sets, formats. */
import { expect } from "vitest";
import type { VanSkyCountry } from "../../src/assemble/types.js";

const DATE = /^\d{4}-\d\d-\d\d$/;
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
const LABELS = ["ideal", "comfortable", "acceptable", "harsh", "extreme"];

const isScore = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 100;
const numberOrNull = (v: unknown) => v === null || (typeof v === "number" && Number.isFinite(v));

function checkDay(day: Record<string, unknown>, where: string) {
  expect(Object.keys(day).sort(), where).toEqual(
    [
      "date",
      "drive_score",
      "score_label",
      "sleep_score",
      "solar_kwh",
      "temp_day",
      "temp_night",
      "van_score",
      "weather_code",
    ].sort(),
  );
  expect(day.date, where).toMatch(DATE);
  for (const k of ["van_score", "sleep_score", "drive_score"]) expect(isScore(day[k]), `${where}.${k}`).toBe(true);
  for (const k of ["temp_day", "temp_night", "solar_kwh"]) expect(numberOrNull(day[k]), `${where}.${k}`).toBe(true);
  expect(day.weather_code === null || Number.isInteger(day.weather_code), where).toBe(true);
  expect(LABELS).toContain(day.score_label);
}

/** Asserts that `record` satisfies the contract. */
export function expectContract(record: VanSkyCountry): void {
  const r = record as unknown as Record<string, unknown>;
  const where = record.code;
  expect(Object.keys(r).sort()).toEqual(
    [
      "awning_status",
      "best_move_day",
      "code",
      "condensation_risk",
      "drive_score",
      "drive_window",
      "fetched_at",
      "forecast",
      "is_coastal",
      "marine",
      "recommendations",
      "region",
      "score_label",
      "sea_score",
      "sleep_score",
      "solar_kwh",
      "solar_score",
      "van_score",
      "weather",
    ].sort(),
  );
  expect(record.code).toMatch(/^[A-Z]{2}$/);
  expect(typeof record.is_coastal).toBe("boolean");
  expect(record.region).toMatch(/^[a-z_]+$/);
  const w = record.weather as unknown as Record<string, unknown>;
  expect(Object.keys(w)).toHaveLength(19);
  for (const [k, v] of Object.entries(w)) {
    if (k === "sunrise" || k === "sunset")
      expect(v === null || DATE_TIME.test(v as string), `${where} weather.${k}`).toBe(true);
    else expect(numberOrNull(v), `${where} weather.${k}`).toBe(true);
  }
  if (record.marine !== null) {
    expect(Object.keys(record.marine).sort()).toEqual(["sea_temp", "wave_dir", "wave_height", "wave_period"]);
    for (const v of Object.values(record.marine)) expect(numberOrNull(v)).toBe(true);
  }
  if (!record.is_coastal) expect(record.marine).toBeNull();
  expect(record.forecast.length).toBeGreaterThan(0);
  expect(record.forecast.length).toBeLessThanOrEqual(7);
  for (const [i, d] of record.forecast.entries())
    checkDay(d as unknown as Record<string, unknown>, `${where} forecast[${i}]`);
  checkDay(record.best_move_day as unknown as Record<string, unknown>, `${where} best_move_day`);
  expect(isScore(record.van_score) && isScore(record.sleep_score)).toBe(true);
  for (const k of ["solar_score", "drive_score", "sea_score"] as const)
    expect(record[k] === null || isScore(record[k])).toBe(true);
  expect(numberOrNull(record.solar_kwh)).toBe(true);
  expect(LABELS).toContain(record.score_label);
  expect(["low", "medium", "high"]).toContain(record.condensation_risk);
  expect(["safe", "caution", "retract"]).toContain(record.awning_status);
  if (record.drive_window !== null) {
    expect(Object.keys(record.drive_window).sort()).toEqual(["end", "start"]);
    expect(record.drive_window.start).toMatch(DATE_TIME);
    expect(record.drive_window.end).toMatch(DATE_TIME);
  }
  for (const rec of record.recommendations) {
    expect(["info", "warning", "danger", "tip"]).toContain(rec.type);
    expect(rec.key).toMatch(/^vansky\.rec\.[a-z_]+$/);
    for (const v of Object.values(rec.params)) expect(Number.isFinite(v)).toBe(true);
  }
  expect(record.fetched_at === null || typeof record.fetched_at === "string").toBe(true);
}
