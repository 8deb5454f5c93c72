import { describe, expect, it } from "vitest";
import { awningStatus } from "../../src/classify/awning.js";
import { condensationRisk } from "../../src/classify/condensation.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { recommend } from "../../src/recommend/rules.js";
import type { DayWeather } from "../../src/scores/day.js";
import { mildDay } from "../arbitraries.js";

const rules = (day: DayWeather, profile = defaultProfile) =>
  recommend(
    {
      day,
      sea: { seaTempC: 24, waveHeightMaxM: 0.5, wavePeriodMaxS: 6, waveDirectionDeg: 270 },
      condensation: condensationRisk(day, profile),
      awning: awningStatus(day, profile),
      solarKwh: 6.5,
      solarScore: 100,
      driveWindowHours: { start: 7.5, end: 20 },
      bestMoveDay: { daysAhead: 2, driveScore: 100 },
    },
    profile,
  );

describe("recommend", () => {
  it("gives a hot, stormy, gusty day its danger and warning messages first, then tips, then info, by key", () => {
    const out = rules(
      mildDay({
        apparentMaxC: 40,
        tempMaxC: 38,
        tempMinC: 26,
        gustMaxKmh: 80,
        weatherCode: 95,
        precipitationMm: 6,
        uvIndexMax: 9,
      }),
    );
    expect(out.map((r) => `${r.type} ${r.key}`)).toEqual([
      "danger vansky.rec.awning_retract",
      "danger vansky.rec.heat",
      "danger vansky.rec.high_wind_driving",
      "danger vansky.rec.thunderstorm",
      "warning vansky.rec.tropical_night",
      "warning vansky.rec.uv",
      "tip vansky.rec.best_move_day",
      "tip vansky.rec.drive_window",
      "tip vansky.rec.sea_warm",
      "tip vansky.rec.solar_good",
    ]);
    expect(out.find((r) => r.key === "vansky.rec.heat")?.params).toEqual({ feels_like: 40 });
  });

  it("reads its thresholds from the profile", () => {
    const calm = mildDay({ uvIndexMax: 7 });
    expect(rules(calm).some((r) => r.key === "vansky.rec.uv")).toBe(true);
    expect(rules(calm, defineProfile({ recommend: { uvInfo: 7.5 } })).some((r) => r.key === "vansky.rec.uv")).toBe(
      false,
    );
  });

  it("names the worst thunderstorm code, and only on a day with at least 1 mm", () => {
    const storm = (precipitationMm: number) =>
      rules(mildDay({ daytimeCodes: [61, 96, 95], weatherCode: 95, precipitationMm })).find(
        (r) => r.key === "vansky.rec.thunderstorm",
      );
    expect(storm(1)?.params).toEqual({ code: 96 });
    expect(storm(0.9)).toBeUndefined();
  });

  it("warns that no day is good to move below a best drive score of 40, and suggests the day from 40", () => {
    const keys = (driveScore: number) =>
      recommend(
        {
          day: mildDay(),
          sea: null,
          condensation: condensationRisk(mildDay(), defaultProfile),
          awning: awningStatus(mildDay(), defaultProfile),
          solarKwh: null,
          solarScore: null,
          driveWindowHours: null,
          bestMoveDay: { daysAhead: 2, driveScore },
        },
        defaultProfile,
      ).map((r) => `${r.type} ${r.key}`);
    expect(keys(39)).toContain("warning vansky.rec.no_good_move_day");
    expect(keys(39)).not.toContain("tip vansky.rec.best_move_day");
    expect(keys(40)).toContain("tip vansky.rec.best_move_day");
    expect(keys(40)).not.toContain("warning vansky.rec.no_good_move_day");
  });

  it("warns of a tropical night from the van score's 25 °C, of high wind from the drive window's 72 km/h gusts", () => {
    const has = (key: string, over: Parameters<typeof mildDay>[0]) =>
      rules(mildDay(over)).some((r) => r.key === `vansky.rec.${key}` && r.type !== "info");
    expect(has("tropical_night", { tempMinC: 25 })).toBe(true);
    expect(has("tropical_night", { tempMinC: 24.9 })).toBe(false);
    expect(has("high_wind_driving", { gustMaxKmh: 72 })).toBe(true);
    expect(has("high_wind_driving", { gustMaxKmh: 71.9 })).toBe(false);
    expect(
      rules(mildDay({ gustMaxKmh: 72 }), defineProfile({ driveWindow: { maxGustKmh: 80 } })).some(
        (r) => r.key === "vansky.rec.high_wind_driving",
      ),
    ).toBe(false);
  });
});
