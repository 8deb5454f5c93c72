import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { defaultProfile } from "../../src/profile/index.js";
import { scoreLabel } from "../../src/scores/label.js";
import { vanScore } from "../../src/scores/van.js";
import { anyDay, isScore, mildDay } from "../arbitraries.js";

const noBonus = { seaScore: null, solarScore: null };
const score = (day: ReturnType<typeof mildDay>) => vanScore(day, noBonus, defaultProfile);

describe("van_score scenarios worked out by hand", () => {
  it("scores a mild sunny 22 °C day ideal", () => {
    // thermal: 22 °C lies between 21 -> 90 and 23 -> 100: 95; sky 15 % -> 100; rain 0 mm -> 100; wind 8 km/h -> 100
    // 0.35·95 + 0.25·100 + 0.25·100 + 0.15·100 = 98.25 -> 98
    const result = score(mildDay());
    expect(result.score).toBe(98);
    expect(scoreLabel(result.score ?? 0, defaultProfile.labels)).toBe("ideal");
    expect(result.caps).toEqual([]);
  });

  it("scores a 44 °C desert day with a 32 °C night harsh or worse, capped by the heat rules", () => {
    const result = score(
      mildDay({ tempMaxC: 44, tempMinC: 32, apparentMaxC: 44, cloudPct: 0, night: { tempC: 34, dewPointC: 12 } }),
    );
    // thermal 0, sky capped at 70 in heat, rain 100, wind 100: 0 + 17.5 + 25 + 15 = 57.5, then caps 59, 49 (Tmin >= 25), 39
    expect(result.score).toBe(39);
    expect(result.caps.map((c) => c.name)).toEqual(["heat", "tropical_night", "danger_heat"]);
    expect(["harsh", "extreme"]).toContain(scoreLabel(result.score ?? 0, defaultProfile.labels));
  });

  it("caps a 95 km/h storm day at 19", () => {
    const result = score(
      mildDay({ gustMaxKmh: 95, windMaxKmh: 65, windMeanKmh: 45, weatherCode: 95, precipitationMm: 12 }),
    );
    expect(result.score).toBe(19);
    expect(result.caps.map((c) => c.name)).toContain("storm_gusts");
  });

  it("caps a frost day at 59 and reads the bonus for a warm sea and strong sun", () => {
    expect(score(mildDay({ tempMinC: -1 })).score).toBe(59);
    const cool = mildDay({ apparentMaxC: 17, tempMaxC: 17 });
    const withBonus = vanScore(cool, { seaScore: 95, solarScore: 90 }, defaultProfile);
    expect((withBonus.score ?? 0) - (score(cool).score ?? 0)).toBe(5);
  });

  it("counts a thunderstorm code on a day with under 1 mm as overcast (OpenVan's rule)", () => {
    expect(score(mildDay({ weatherCode: 95, precipitationMm: 0.4 })).caps).toEqual([]);
    expect(score(mildDay({ weatherCode: 95, precipitationMm: 4 })).caps.map((c) => c.name)).toEqual(["thunderstorm"]);
  });
});

describe("van_score laws", () => {
  test.prop([anyDay, fc.option(fc.integer({ min: 0, max: 100 })), fc.option(fc.integer({ min: 0, max: 100 }))])(
    "is an integer 0-100 (or null with no facet at all) for any input",
    (day, seaScore, solarScore) => {
      expect(isScore(vanScore(day, { seaScore, solarScore }, defaultProfile).score)).toBe(true);
    },
  );

  test.prop([anyDay, fc.double({ min: 0, max: 200, noNaN: true }), fc.double({ min: 0, max: 60, noNaN: true })])(
    "never rises with more rain (daily amount or hourly rate)",
    (day, extraMm, extraRate) => {
      const base = vanScore(day, noBonus, defaultProfile).score;
      const wetter = mildDay({
        ...day,
        precipitationMm: (Number.isFinite(day.precipitationMm) ? day.precipitationMm : 0) + extraMm,
        precipitationMaxRateMmH:
          (Number.isFinite(day.precipitationMaxRateMmH) ? day.precipitationMaxRateMmH : 0) + extraRate,
      });
      const before = Number.isFinite(day.precipitationMm) && Number.isFinite(day.precipitationMaxRateMmH) ? base : null;
      if (before !== null) expect(vanScore(wetter, noBonus, defaultProfile).score ?? 0).toBeLessThanOrEqual(before);
    },
  );
});
