import { describe, expect, it } from "vitest";
import { type AwningResult, awningStatus } from "../../src/classify/awning.js";
import { type CondensationResult, type CondensationRisk, condensationRisk } from "../../src/classify/condensation.js";
import type { DayWeather } from "../../src/day/weather.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { type RecommendationDraft, type RecommendationInputs, recommend } from "../../src/recommend/rules.js";
import { driveScore } from "../../src/scores/drive.js";
import { anyDay, mildDay } from "../arbitraries.js";
import { fc, test } from "../prop.js";

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
  it("warns of heat by the day's feelsMaxC, whatever its raw apparent maximum", () => {
    const heat = (day: DayWeather) => rules(day).find((r) => r.key === "vansky.rec.heat");
    expect(heat(mildDay({ apparentMaxC: 22, feelsMaxC: 40 }))).toEqual({
      type: "danger",
      key: "vansky.rec.heat",
      params: { feels_like: 40 },
    });
    expect(heat(mildDay({ apparentMaxC: 40, feelsMaxC: 22 }))).toBeUndefined();
  });

  it("gives a hot, stormy, gusty day its danger and warning messages first, then tips, then info, by key", () => {
    const out = rules(
      mildDay({
        apparentMaxC: 40,
        tempMaxC: 38,
        night: { tempMinC: 26 },
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
    expect(has("tropical_night", { night: { tempMinC: 25 } })).toBe(true);
    expect(has("tropical_night", { night: { tempMinC: 24.9 } })).toBe(false);
    expect(has("high_wind_driving", { gustMaxKmh: 72 })).toBe(true);
    expect(has("high_wind_driving", { gustMaxKmh: 71.9 })).toBe(false);
    expect(
      rules(mildDay({ gustMaxKmh: 72 }), defineProfile({ driveWindow: { maxGustKmh: 80 } })).some(
        (r) => r.key === "vansky.rec.high_wind_driving",
      ),
    ).toBe(false);
  });
});

const SAFE: AwningResult = { status: "safe", reasons: [] };
/** A night of the given condensation risk; only the inside dew point and the outside minimum reach the message. */
const night = (risk: CondensationRisk, insideDewPointC = 11.04, outsideC = 7.96): CondensationResult => ({
  risk,
  outsideC,
  outsideVapourHpa: Number.NaN,
  outsideGm3: Number.NaN,
  insideGm3: Number.NaN,
  insideC: outsideC + 1.5,
  insideDewPointC,
  insideSaturationC: insideDewPointC,
  surfaceC: Number.NaN,
  marginK: Number.NaN,
});
const sea = (seaTempC: number, waveHeightMaxM: number) => ({
  seaTempC,
  waveHeightMaxM,
  wavePeriodMaxS: 6,
  waveDirectionDeg: 270,
});

/** The drafts of a mild, dry, UV-free day with nothing else to say, but what `day` and `more` change. */
const quiet = (day: Parameters<typeof mildDay>[0] = {}, more: Partial<RecommendationInputs> = {}) =>
  recommend(
    {
      day: mildDay({ uvIndexMax: 0, ...day }),
      sea: null,
      condensation: night("low"),
      awning: SAFE,
      solarKwh: null,
      solarScore: null,
      driveWindowHours: null,
      bestMoveDay: null,
      ...more,
    },
    defaultProfile,
  );
/** The drafts of one rule name only. */
const only = (name: string, drafts: RecommendationDraft[]) => drafts.filter((r) => r.key === `vansky.rec.${name}`);
const ice = defaultProfile.drive.ice;
const recP = defaultProfile.recommend;
const caps = defaultProfile.van.caps;

describe("recommend: a quiet day", () => {
  it("says nothing on a mild dry day without sea, solar, drive window or move day (and does not read them)", () => {
    expect(quiet()).toEqual([]);
  });
});

describe("recommend: thunderstorm", () => {
  it("names the daylight hour's storm code when the daily code is unknown (NaN)", () => {
    expect(quiet({ weatherCode: Number.NaN, daytimeCodes: [3, 95, 61], precipitationMm: 4 })).toEqual([
      { type: "danger", key: "vansky.rec.thunderstorm", params: { code: 95 } },
    ]);
  });
});

describe("recommend: black ice and ice possible (table: tonight's Tmin ≤ 0 °C, 0 < Tmin ≤ 3 °C, with moisture)", () => {
  const wet = { precipitationMm: 0.1 };
  const tonight = (tempMinC: number) => ({ night: { tempMinC } });
  it("is black ice (danger) at tonight's minimum exactly 0 °C on a wet day and just below", () => {
    expect(quiet({ ...tonight(ice.frozenMinC), ...wet })).toEqual([
      { type: "danger", key: "vansky.rec.black_ice", params: { temp_min: 0 } },
    ]);
    expect(only("black_ice", quiet({ ...tonight(-0.1), ...wet }))).toHaveLength(1);
  });

  it("is only possible ice (warning) at 0.1 °C, and still at exactly 3 °C, and nothing at 3.1 °C", () => {
    expect(quiet({ ...tonight(0.1), ...wet })).toEqual([
      { type: "warning", key: "vansky.rec.ice_possible", params: { temp_min: 0.1 } },
    ]);
    expect(quiet({ ...tonight(ice.nearFreezingMinC), ...wet })).toEqual([
      { type: "warning", key: "vansky.rec.ice_possible", params: { temp_min: 3 } },
    ]);
    expect(quiet({ ...tonight(3.1), ...wet })).toEqual([]);
  });

  it("reads tonight's minimum, not the calendar day's (the night before)", () => {
    // a −4 °C dawn, a 6 °C night to come: no ice tonight; the reverse is black ice at −4 °C
    expect(quiet({ tempMinC: -4, ...tonight(6), ...wet })).toEqual([]);
    expect(quiet({ tempMinC: 6, ...tonight(-4), ...wet })).toEqual([
      { type: "danger", key: "vansky.rec.black_ice", params: { temp_min: -4 } },
    ]);
  });

  it("counts as moisture any rain above 0 mm, or a night humidity from 90 % (not 89.9 %)", () => {
    const frozen = (precipitationMm: number, humidityMaxPct: number) =>
      only("black_ice", quiet({ precipitationMm, night: { tempMinC: -2, humidityMaxPct } })).length;
    expect(frozen(0, 75)).toBe(0);
    expect(frozen(0.1, 75)).toBe(1);
    expect(frozen(0, ice.wetRhPct)).toBe(1);
    expect(frozen(0, 89.9)).toBe(0);
  });

  it("counts fog as moisture, as the drive score's ice does (the review's −2 °C fog day: both now)", () => {
    // Tmin −2 °C, fog 45, no rain, night humidity 85 %: the drive score took 30 for ice, the advice said nothing
    const foggy = { tempMinC: -2, weatherCode: 45, daytimeCodes: [45], night: { tempMinC: -2, humidityMaxPct: 85 } };
    expect(only("black_ice", quiet(foggy))).toEqual([
      { type: "danger", key: "vansky.rec.black_ice", params: { temp_min: -2 } },
    ]);
    expect(driveScore(mildDay(foggy), defaultProfile).adjustments.find((a) => a.name === "ice")?.points).toBe(-30);
  });

  it("counts fog or precipitation in the day's own code as moisture, as in any daylight hour's", () => {
    const night = { tempMinC: -2, humidityMaxPct: 85 };
    expect(only("black_ice", quiet({ weatherCode: 45, daytimeCodes: [3], night }))).toHaveLength(1);
    expect(only("black_ice", quiet({ weatherCode: 3, daytimeCodes: [3, 51], night }))).toHaveLength(1);
    expect(only("black_ice", quiet({ weatherCode: 3, daytimeCodes: [3], night }))).toHaveLength(0);
  });

  it("counts an unknown night humidity as moisture (FAO-56: the dew point at the minimum without humidity data)", () => {
    expect(only("black_ice", quiet({ night: { tempMinC: -2, humidityMaxPct: Number.NaN } }))).toHaveLength(1);
  });

  it("is black ice on any freezing rain or drizzle code, however warm the night", () => {
    // codes 56/57/66/67 are freezing precipitation; 5 °C is above both temperature thresholds
    expect(quiet({ ...tonight(5), precipitationMm: 2, daytimeCodes: [3, 66, 61], weatherCode: 66 })).toEqual([
      { type: "danger", key: "vansky.rec.black_ice", params: { temp_min: 5 } },
    ]);
  });
});

describe("recommend: awning", () => {
  it("warns to tie the awning down on caution and says to retract it (danger) on retract, with the gust", () => {
    const caution: AwningResult = {
      status: "caution",
      reasons: [{ name: "gusts", value: 30, threshold: 28, status: "caution" }],
    };
    const retract: AwningResult = {
      status: "retract",
      reasons: [{ name: "gusts", value: 55, threshold: 49, status: "retract" }],
    };
    expect(quiet({ gustMaxKmh: 30.4 }, { awning: caution })).toEqual([
      { type: "warning", key: "vansky.rec.awning_caution", params: { gust_kmh: 30 } },
    ]);
    expect(quiet({ gustMaxKmh: 55 }, { awning: retract })).toEqual([
      { type: "danger", key: "vansky.rec.awning_retract", params: { gust_kmh: 55 } },
    ]);
  });
});

describe("recommend: heat (apparent max ≥ 32 °C warning, ≥ 39 °C danger: thermofeel's apparent-temperature bands)", () => {
  it("is a danger from exactly 39 °C and a warning at 38.9 °C", () => {
    expect(quiet({ feelsMaxC: caps.dangerHeatApparentC.at })).toEqual([
      { type: "danger", key: "vansky.rec.heat", params: { feels_like: 39 } },
    ]);
    expect(quiet({ feelsMaxC: 38.9 })).toEqual([
      { type: "warning", key: "vansky.rec.heat", params: { feels_like: 38.9 } },
    ]);
  });

  it("is a warning from exactly 32 °C and nothing at 31.9 °C", () => {
    expect(quiet({ feelsMaxC: caps.heatApparentC.at })).toEqual([
      { type: "warning", key: "vansky.rec.heat", params: { feels_like: 32 } },
    ]);
    expect(quiet({ feelsMaxC: 31.9 })).toEqual([]);
  });
});

describe("recommend: tropical night (tonight's Tmin > 20 °C info, ETCCDI TR; ≥ 25 °C warning, KMA/JMA)", () => {
  const tonight = (tempMinC: number) => ({ night: { tempMinC } });
  it("is information above 20 °C and up to 24.9 °C, nothing at exactly 20 °C", () => {
    expect(quiet(tonight(20.1))).toEqual([
      { type: "info", key: "vansky.rec.tropical_night", params: { temp_min: 20.1 } },
    ]);
    expect(quiet(tonight(24.9))).toEqual([
      { type: "info", key: "vansky.rec.tropical_night", params: { temp_min: 24.9 } },
    ]);
    expect(quiet(tonight(recP.tropicalNightInfoMinC))).toEqual([]);
  });

  it("is one warning, not also information, from 25 °C", () => {
    expect(quiet(tonight(25))).toEqual([
      { type: "warning", key: "vansky.rec.tropical_night", params: { temp_min: 25 } },
    ]);
  });

  it("reads tonight, not the calendar day's minimum", () => {
    expect(quiet({ tempMinC: 26, ...tonight(18) })).toEqual([]);
  });
});

describe("recommend: condensation", () => {
  it("is a tip on a medium night and a warning on a high one, with the inside dew point and the night minimum", () => {
    // 11.04 °C -> 11.0 and 7.96 °C -> 8.0 to 0.1 °C
    expect(quiet({}, { condensation: night("medium") })).toEqual([
      { type: "tip", key: "vansky.rec.condensation", params: { dew_point: 11, temp_min: 8 } },
    ]);
    expect(quiet({}, { condensation: night("high", 6.26, -1.04) })).toEqual([
      { type: "warning", key: "vansky.rec.condensation", params: { dew_point: 6.3, temp_min: -1 } },
    ]);
  });
});

describe("recommend: downpour, fog", () => {
  it("warns of a downpour from exactly 25 mm, not at 24.9 mm", () => {
    expect(quiet({ precipitationMm: defaultProfile.rain.downpourMm })).toEqual([
      { type: "warning", key: "vansky.rec.downpour", params: { precip_mm: 25 } },
    ]);
    expect(quiet({ precipitationMm: 24.9 })).toEqual([]);
  });

  it("warns of fog below 200 m of visibility (199 m), not at exactly 200 m", () => {
    expect(quiet({ visibilityMinM: 199 })).toEqual([
      { type: "warning", key: "vansky.rec.fog", params: { visibility_m: 199 } },
    ]);
    expect(quiet({ visibilityMinM: recP.fogVisibilityM })).toEqual([]);
  });
});

describe("recommend: UV by the WHO bands (≥ 6 info, ≥ 8 warning, ≥ 11 danger)", () => {
  const uv = (uvIndexMax: number) => quiet({ uvIndexMax });
  it("is a danger from exactly 11 and a warning at 10.9", () => {
    expect(uv(recP.uvDanger)).toEqual([{ type: "danger", key: "vansky.rec.uv", params: { uv: 11 } }]);
    expect(uv(10.9)).toEqual([{ type: "warning", key: "vansky.rec.uv", params: { uv: 10.9 } }]);
  });

  it("is a warning from exactly 8 and information at 7.9", () => {
    expect(uv(recP.uvWarning)).toEqual([{ type: "warning", key: "vansky.rec.uv", params: { uv: 8 } }]);
    expect(uv(7.9)).toEqual([{ type: "info", key: "vansky.rec.uv", params: { uv: 7.9 } }]);
  });

  it("is information from exactly 6 and nothing at 5.9", () => {
    expect(uv(recP.uvInfo)).toEqual([{ type: "info", key: "vansky.rec.uv", params: { uv: 6 } }]);
    expect(uv(5.9)).toEqual([]);
  });
});

describe("recommend: solar (score ≥ 80 good, ≤ 20 poor)", () => {
  const solar = (solarScore: number | null, solarKwh: number | null = 3.4) => quiet({}, { solarKwh, solarScore });
  it("is a tip from a score of exactly 80 with the kWh, and nothing at 79", () => {
    expect(solar(recP.solarGoodScore)).toEqual([
      { type: "tip", key: "vansky.rec.solar_good", params: { solar_kwh: 3.4 } },
    ]);
    expect(solar(79)).toEqual([]);
  });

  it("is information up to a score of exactly 20, and nothing at 21 or at 50", () => {
    expect(solar(recP.solarPoorScore, 0.8)).toEqual([
      { type: "info", key: "vansky.rec.solar_poor", params: { solar_kwh: 0.8 } },
    ]);
    expect(solar(21)).toEqual([]);
    expect(solar(50)).toEqual([]);
  });

  it("says nothing when either the score or the yield is unknown", () => {
    expect(solar(10, null)).toEqual([]);
    expect(solar(null, 0.8)).toEqual([]);
  });
});

describe("recommend: best move day", () => {
  const move = (daysAhead: number, driveScore: number) => quiet({}, { bestMoveDay: { daysAhead, driveScore } });
  it("suggests a later day (1 day ahead) with its drive score, but not today (0 days ahead)", () => {
    expect(move(1, 90)).toEqual([
      { type: "tip", key: "vansky.rec.best_move_day", params: { days_ahead: 1, drive_score: 90 } },
    ]);
    expect(move(0, 90)).toEqual([]);
  });

  it("warns that no day is good with the best drive score (39), even for today", () => {
    expect(move(0, 39)).toEqual([{ type: "warning", key: "vansky.rec.no_good_move_day", params: { drive_score: 39 } }]);
  });
});

describe("recommend: sea (SST ≥ 22 °C with waves < 1.25 m warm, SST < 15 °C cold, Hs ≥ 2 m high waves)", () => {
  const atSea = (seaTempC: number, waveHeightMaxM: number) => quiet({}, { sea: sea(seaTempC, waveHeightMaxM) });
  it("is a warm-sea tip from exactly 22 °C with 1.24 m waves, not at 21.9 °C", () => {
    expect(atSea(recP.warmSeaC, 1.24)).toEqual([{ type: "tip", key: "vansky.rec.sea_warm", params: { sea_temp: 22 } }]);
    expect(atSea(21.9, 0.5)).toEqual([]);
  });

  it("is no warm-sea tip with waves of exactly 1.25 m", () => {
    expect(atSea(24, recP.warmSeaMaxWaveM)).toEqual([]);
  });

  it("says nothing of a sea at 18 °C with small waves", () => {
    expect(atSea(18, 0.5)).toEqual([]);
  });

  it("is cold-water information below 15 °C (14.9 °C), not at exactly 15 °C", () => {
    expect(atSea(14.9, 0.5)).toEqual([{ type: "info", key: "vansky.rec.cold_water", params: { sea_temp: 14.9 } }]);
    expect(atSea(recP.coldWaterC, 0.5)).toEqual([]);
  });

  it("warns of high waves from exactly 2 m, not at 1.9 m", () => {
    expect(atSea(18, recP.highWavesM)).toEqual([
      { type: "warning", key: "vansky.rec.high_waves", params: { wave_height: 2 } },
    ]);
    expect(atSea(18, 1.9)).toEqual([]);
  });
});

describe("recommend: laws", () => {
  const URGENCY = ["danger", "warning", "tip", "info"];
  test.prop(
    [
      anyDay,
      fc.constantFrom<CondensationRisk>("low", "medium", "high"),
      fc.constantFrom<AwningResult["status"]>("safe", "caution", "retract"),
      fc.option(fc.integer({ min: 0, max: 100 })),
      fc.option(
        fc.record({ daysAhead: fc.integer({ min: 0, max: 15 }), driveScore: fc.integer({ min: 0, max: 100 }) }),
      ),
      fc.option(
        fc.record({ t: fc.double({ min: -2, max: 35, noNaN: true }), h: fc.double({ min: 0, max: 8, noNaN: true }) }),
      ),
    ],
    { numRuns: 300 },
  )("gives each key at most once, most urgent first, then by key", (day, risk, status, solarScore, bestMoveDay, s) => {
    const out = quiet(day, {
      condensation: night(risk),
      awning: { status, reasons: [] },
      solarKwh: 2,
      solarScore,
      bestMoveDay,
      sea: s && sea(s.t, s.h),
    });
    const ranks = out.map((r) => `${URGENCY.indexOf(r.type)} ${r.key}`);
    expect(new Set(out.map((r) => r.key)).size).toBe(out.length);
    expect(ranks).toEqual([...ranks].sort());
  });
});
