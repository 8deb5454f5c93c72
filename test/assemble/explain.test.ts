import { describe, expect, it } from "vitest";
import { explainCountry, scoreCountry } from "../../src/assemble/country.js";
import { world } from "../adapters/helpers.js";

const NOW = "2026-07-15T12:00:00Z";
const input = (code: string, set = "2026-07-15") => {
  const index = world(set, "index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };
  const entry = index.countries.find((c) => c.code === code);
  if (!entry) throw new Error(code);
  return {
    code,
    forecast: world(set, entry.forecast),
    marine: entry.marine ? world(set, entry.marine) : null,
    now: set === "2026-07-15" ? NOW : "2026-01-15T12:00:00Z",
  };
};

describe("explainCountry", () => {
  it.each(["PT", "CH", "NO", "AE", "IS"])(
    "explains %s: the record is scoreCountry's and every score is its breakdown's",
    (code) => {
      const { record, today, days, now } = explainCountry(input(code));
      expect(record).toEqual(scoreCountry(input(code)));
      expect(now).toMatch(/^2026-07-15T\d\d:00:00[+-]\d\d:\d\d$/);
      expect(Date.parse(now)).toBe(Date.parse(NOW));
      expect(today.van.score).toBe(record.van_score);
      expect(today.sleep.score).toBe(record.sleep_score);
      expect(today.drive.score).toBe(record.drive_score);
      expect(today.solar.score).toBe(record.solar_score);
      expect(today.sea.score).toBe(record.sea_score);
      expect(today.condensation.risk).toBe(record.condensation_risk);
      expect(today.awning.status).toBe(record.awning_status);
      expect(days.map((d) => [d.date, d.van.score, d.sleep.score, d.drive.score])).toEqual(
        record.forecast.map((d) => [d.date, d.van_score, d.sleep_score, d.drive_score]),
      );
    },
  );

  it("re-derives the van score from its parts: weighted mean of ratings, plus adjustments, under the caps", () => {
    for (const code of ["PT", "AE", "IS", "BR", "IN"]) {
      const { van } = explainCountry(input(code)).today;
      const weights = van.components.reduce((a, c) => a + c.weight, 0);
      let raw = van.components.reduce((a, c) => a + c.weight * c.rating, 0) / weights;
      for (const a of van.adjustments) raw += a.points;
      for (const c of van.caps) raw = Math.min(raw, c.cap);
      expect(van.score, code).toBe(Math.round(Math.min(100, Math.max(0, raw))));
    }
  });

  it("lists the driving hours the window was cut from: the window spans only safe hours", () => {
    let checked = 0;
    for (const code of ["PT", "DE", "FR", "US", "AU", "NO", "GB", "JP"]) {
      const { record, today } = explainCountry(input(code));
      const hours = today.drivingHours;
      for (const h of hours) expect(Date.parse(h.end)).toBeGreaterThan(Date.parse(h.start));
      if (!record.drive_window) continue;
      checked++;
      const start = Date.parse(record.drive_window.start);
      const end = Date.parse(record.drive_window.end);
      const inside = hours.filter((h) => Date.parse(h.end) > start && Date.parse(h.start) < end);
      expect(inside.length).toBeGreaterThanOrEqual(2);
      for (const h of inside) expect(h.reason, `${code} ${h.start}`).toBeNull();
    }
    expect(checked).toBeGreaterThan(0);
  });
});
