import { describe, expect, it } from "vitest";
import { awningStatus } from "../../src/classify/awning.js";
import { condensationRisk } from "../../src/classify/condensation.js";
import type { DayWeather } from "../../src/day/weather.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { recommend } from "../../src/recommend/rules.js";
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
});
