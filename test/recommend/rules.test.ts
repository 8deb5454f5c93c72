import { describe, expect, it } from "vitest";
import { type AwningResult, awningStatus } from "../../src/classify/awning.js";
import { type CondensationResult, type CondensationRisk, condensationRisk } from "../../src/classify/condensation.js";
import type { DayWeather } from "../../src/day/weather.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { formatRecommendation } from "../../src/recommend/format.js";
import { KEY_PREFIX, RECOMMENDATION_KEYS, type RecommendationName } from "../../src/recommend/keys.js";
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
    expect(heat(mildDay({ apparentMaxC: 22, feelsMaxC: 35 }))).toEqual({
      type: "warning",
      key: "vansky.rec.heat",
      params: { feels_like: 35 },
    });
    expect(heat(mildDay({ apparentMaxC: 35, feelsMaxC: 22 }))).toBeUndefined();
  });

  it("warns of heat never cooler than the air, as the van score's heat caps read it (the review's dry windy day)", () => {
    // 38 °C at 8 % and 35 km/h feels 31.7 °C by Open-Meteo's apparent temperature; the van's air is 38 °C, which the
    // heat cap (59) reads: the warning quotes it
    expect(rules(mildDay({ tempMaxC: 38, apparentMaxC: 31.7 })).filter((r) => /heat/.test(r.key))).toEqual([
      { type: "warning", key: "vansky.rec.heat", params: { feels_like: 38 } },
    ]);
    // 40 °C of dry air that feels 36 °C: the danger (39 °C), at 40
    expect(rules(mildDay({ tempMaxC: 40, apparentMaxC: 36 })).filter((r) => /heat/.test(r.key))).toEqual([
      { type: "danger", key: "vansky.rec.extreme_heat", params: { feels_like: 40 } },
    ]);
    // humid heat above the air keeps its apparent value
    expect(rules(mildDay({ tempMaxC: 30, apparentMaxC: 35.2 })).find((r) => /heat/.test(r.key))?.params).toEqual({
      feels_like: 35.2,
    });
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
    // gusts of 80 km/h retract the awning and are the high-wind danger: the figure is given once; no swim on a storm day
    expect(out.map((r) => `${r.type} ${r.key}`)).toEqual([
      "danger vansky.rec.awning_retract_high_wind",
      "danger vansky.rec.extreme_heat",
      "danger vansky.rec.high_wind_driving",
      "danger vansky.rec.thunderstorm",
      "warning vansky.rec.hot_night",
      "warning vansky.rec.uv",
      "tip vansky.rec.best_move_day",
      "tip vansky.rec.drive_window",
      "tip vansky.rec.solar_good",
    ]);
    expect(out.find((r) => r.key === "vansky.rec.extreme_heat")?.params).toEqual({ feels_like: 40 });
    expect(out.find((r) => r.key === "vansky.rec.awning_retract_high_wind")?.params).toEqual({});
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

  it("warns of a hot night from the van score's 25 °C, of high wind from the drive window's 72 km/h gusts", () => {
    const has = (key: string, over: Parameters<typeof mildDay>[0]) =>
      rules(mildDay(over)).some((r) => r.key === `vansky.rec.${key}` && r.type !== "info");
    expect(has("hot_night", { night: { tempMinC: 25 } })).toBe(true);
    expect(has("hot_night", { night: { tempMinC: 24.9 } })).toBe(false);
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
/** A night of the given condensation risk; only the coldest surface's temperature reaches the message. */
const night = (risk: CondensationRisk, surfaceC = 7.96): CondensationResult => ({
  risk,
  outsideC: 8,
  outsideVapourHpa: Number.NaN,
  outsideGm3: Number.NaN,
  insideGm3: Number.NaN,
  insideC: 9.5,
  insideDewPointC: 9.04,
  insideSaturationC: 9.04,
  surfaceC,
  marginK: Number.NaN,
  humidityUnknown: false,
});
const sea = (seaTempC: number, waveHeightMaxM: number) => ({
  seaTempC,
  waveHeightMaxM,
  wavePeriodMaxS: 6,
  waveDirectionDeg: 270,
});

/** The inputs of a day with nothing else to say: no sea, solar, drive window or move day; low condensation, safe awning. */
const inputsOf = (day: DayWeather): RecommendationInputs => ({
  day,
  sea: null,
  condensation: night("low"),
  awning: SAFE,
  solarKwh: null,
  solarScore: null,
  driveWindowHours: null,
  bestMoveDay: null,
});
/** The drafts of a mild, dry, UV-free day with nothing else to say, but what `day` and `more` change. */
const quiet = (day: Parameters<typeof mildDay>[0] = {}, more: Partial<RecommendationInputs> = {}) =>
  recommend({ ...inputsOf(mildDay({ uvIndexMax: 0, ...day })), ...more }, defaultProfile);
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

  it("is freezing rain, without a temperature, on any freezing rain or drizzle code, however warm the night", () => {
    // codes 56/57/66/67 are freezing precipitation; 5 °C is above both temperature thresholds
    expect(quiet({ ...tonight(5), precipitationMm: 2, daytimeCodes: [3, 66, 61], weatherCode: 66 })).toEqual([
      { type: "danger", key: "vansky.rec.freezing_rain", params: {} },
    ]);
    // a frozen wet night with freezing drizzle: one ice message, the freezing drizzle (the cause), not black ice too
    expect(quiet({ ...tonight(-3), precipitationMm: 2, daytimeCodes: [56], weatherCode: 56 })).toEqual([
      { type: "danger", key: "vansky.rec.freezing_rain", params: {} },
    ]);
  });

  it("writes tonight's minimum of −0.04 °C as 0, never −0", () => {
    const [ice] = quiet({ ...tonight(-0.04), ...wet });
    expect(ice?.key).toBe("vansky.rec.black_ice");
    expect(Object.is(ice?.params.temp_min, 0)).toBe(true);
  });

  it("is icy, snow-covered roads at −10 °C and colder, not black ice on wet roads (review N10: −51.8 °C on snow)", () => {
    expect(quiet({ ...tonight(-51.8), weatherCode: 71, daytimeCodes: [71], precipitationMm: 2 })).toEqual([
      { type: "danger", key: "vansky.rec.icy_roads", params: { temp_min: -51.8 } },
    ]);
    expect(only("icy_roads", quiet({ ...tonight(recP.icyRoadsMinC), ...wet }))).toHaveLength(1);
    expect(only("black_ice", quiet({ ...tonight(-9.9), ...wet }))).toHaveLength(1);
  });

  it("speaks of tomorrow morning for tonight's ice (review N11: 'set off late in the morning' beside 08:00)", () => {
    for (const key of ["black_ice", "icy_roads"]) {
      const text = formatRecommendation({ key: `vansky.rec.${key}`, params: { temp_min: -4 } }, "en");
      expect(text).toMatch(/Tomorrow, /);
    }
  });

  it("tells when freezing rain starts when that is still ahead, and has no time when it is under way (review N3)", () => {
    const codes = { precipitationMm: 2, daytimeCodes: [3, 66], weatherCode: 66 };
    expect(quiet(codes, { freezing: { startHours: 15 } })).toEqual([
      { type: "danger", key: "vansky.rec.freezing_rain_from", params: { from_hour: 15, from_minute: 0 } },
    ]);
    // a half-hour zone's stamp, 15:30
    expect(quiet(codes, { freezing: { startHours: 15.5 } })[0]?.params).toEqual({ from_hour: 15, from_minute: 30 });
    expect(quiet(codes, { freezing: { startHours: null } })).toEqual([
      { type: "danger", key: "vansky.rec.freezing_rain", params: {} },
    ]);
    // freezing rain at 23:00, after the daylight hours and their codes: still told, with its hour
    expect(quiet({}, { freezing: { startHours: 23 } })[0]?.key).toBe("vansky.rec.freezing_rain_from");
    // no freezing hour at all (the codes of a coarser source notwithstanding): black ice may be said instead
    expect(quiet({ ...tonight(-2), ...wet, weatherCode: 66 }, { freezing: null })[0]?.key).toBe("vansky.rec.black_ice");
    const text = formatRecommendation(
      { key: "vansky.rec.freezing_rain_from", params: { from_hour: 15, from_minute: 0 } },
      "en",
    );
    expect(text).toContain("from 15:00");
    expect(text).toContain("Drive only before it starts");
  });
});

describe("recommend: awning", () => {
  it("warns to tie the awning down on caution and says to retract it (danger) on retract, with the gust", () => {
    const caution: AwningResult = {
      status: "caution",
      reasons: [{ name: "gusts", value: 45.4, threshold: 41.8, status: "caution" }],
    };
    const retract: AwningResult = {
      status: "retract",
      reasons: [{ name: "gusts", value: 65, threshold: 61.6, status: "retract" }],
    };
    expect(quiet({ gustMaxKmh: 45.4 }, { awning: caution })).toEqual([
      { type: "warning", key: "vansky.rec.awning_caution", params: { gust_kmh: 45 } },
    ]);
    expect(quiet({ gustMaxKmh: 65 }, { awning: retract })).toEqual([
      { type: "danger", key: "vansky.rec.awning_retract", params: { gust_kmh: 65 } },
    ]);
  });

  /**
   * The awning messages of a day, its awning decided by `awningStatus`: EN 13561 class 1 by the mean wind, caution
   * above 19 km/h and retract above 28 km/h, gusts read through the gust factor 2.2 (above 41.8 and 61.6 km/h).
   * mildDay's wind is 14 km/h, its gusts 25 km/h: safe unless a day says otherwise.
   */
  const awningOf = (over: Parameters<typeof mildDay>[0]) =>
    quiet(over, { awning: awningStatus(mildDay({ uvIndexMax: 0, ...over }), defaultProfile) })
      .filter((r) => r.key.startsWith("vansky.rec.awning"))
      .map((r) => [r.type, r.key.slice("vansky.rec.".length), r.params]);

  it("names frost, not the light gusts, on a night whose minimum is below 0 °C (review A1: 'gusts up to 11 km/h')", () => {
    expect(awningOf({ night: { tempMinC: -1.7 }, gustMaxKmh: 11 })).toEqual([["warning", "awning_caution_frost", {}]]);
  });

  it("reads frost from tonight's minimum, not this morning's (review N2: 6 false frosts, 9 frost nights unsaid)", () => {
    // a −1.7 °C dawn before a +0.6 °C night: no frost tonight; a +4 °C dawn before a −0.7 °C night: frost tonight
    expect(awningOf({ tempMinC: -1.7, night: { tempMinC: 0.6 } })).toEqual([]);
    expect(awningOf({ tempMinC: 4, night: { tempMinC: -0.7 } })).toEqual([["warning", "awning_caution_frost", {}]]);
    expect(awningOf({ night: { tempMinC: defaultProfile.awning.frostMinC } })).toHaveLength(1);
    expect(awningOf({ night: { tempMinC: 0.1 } })).toEqual([]);
  });

  it("lets frost win over a caution for gusts, wind or rain, not over a retract (review N2: 80 frost nights tied down)", () => {
    const frost = [["warning", "awning_caution_frost", {}]];
    // Jul+1 AQ: gusts of 48 km/h at −51.8 °C; Jan+1 MK: 3.5 mm of rain at −2.3 °C (water that freezes on the fabric)
    expect(awningOf({ gustMaxKmh: 48, night: { tempMinC: -51.8 } })).toEqual(frost);
    expect(awningOf({ precipitationMm: 3.5, night: { tempMinC: -2.3 } })).toEqual(frost);
    expect(awningOf({ windMaxKmh: 25, night: { tempMinC: -1 } })).toEqual(frost);
    expect(awningOf({ windMaxKmh: 30, gustMaxKmh: 40, night: { tempMinC: -1 } })).toEqual([
      ["danger", "awning_retract_wind", { wind_kmh: 30 }],
    ]);
  });

  it("names snow, a thunderstorm or freezing rain for a retract by weather code, without a gust figure", () => {
    expect(awningOf({ weatherCode: 71, precipitationMm: 2, gustMaxKmh: 14 })).toEqual([
      ["danger", "awning_retract_snow", {}],
    ]);
    expect(awningOf({ weatherCode: 95, precipitationMm: 5, gustMaxKmh: 20 })).toEqual([
      ["danger", "awning_retract_storm", {}],
    ]);
    expect(awningOf({ weatherCode: 67, precipitationMm: 5, gustMaxKmh: 20 })).toEqual([
      ["danger", "awning_retract_freezing_rain", {}],
    ]);
  });

  it("names a downpour without its figure (downpour gives it) and rain of 3 mm with it", () => {
    expect(awningOf({ precipitationMm: 25 })).toEqual([["danger", "awning_retract_rain", {}]]);
    expect(awningOf({ precipitationMm: 3.04 })).toEqual([["warning", "awning_caution_rain", { precip_mm: 3 }]]);
  });

  it("names gusts with their figure above 41.8 km/h (caution) and 61.6 km/h (retract), nothing at 41.8 km/h", () => {
    // the limits as the code computes them, 19 × 2.2 and 28 × 2.2 (a float a hair above 41.8 and 61.6)
    const { classWindLimitKmh: limits, gustFactor } = defaultProfile.awning;
    const cautionGust = (limits[0] as number) * gustFactor;
    const retractGust = (limits[1] as number) * gustFactor;
    expect([cautionGust, retractGust].map((x) => Math.round(x * 10) / 10)).toEqual([41.8, 61.6]);
    expect(awningOf({ gustMaxKmh: cautionGust })).toEqual([]);
    expect(awningOf({ gustMaxKmh: 41.9 })).toEqual([["warning", "awning_caution", { gust_kmh: 42 }]]);
    expect(awningOf({ gustMaxKmh: retractGust })).toEqual([["warning", "awning_caution", { gust_kmh: 62 }]]);
    expect(awningOf({ gustMaxKmh: 61.7 })).toEqual([["danger", "awning_retract", { gust_kmh: 62 }]]);
  });

  it("names the mean wind with its own figure, not the gusts below their limit: above 28 km/h retract, above 19 caution", () => {
    // gusts of 40 km/h are below 41.8: the wind is the only reason, and its figure the only one given
    expect(awningOf({ windMaxKmh: 28.1, gustMaxKmh: 40 })).toEqual([
      ["danger", "awning_retract_wind", { wind_kmh: 28 }],
    ]);
    expect(awningOf({ windMaxKmh: 28, gustMaxKmh: 40 })).toEqual([
      ["warning", "awning_caution_wind", { wind_kmh: 28 }],
    ]);
    expect(awningOf({ windMaxKmh: 19.1 })).toEqual([["warning", "awning_caution_wind", { wind_kmh: 19 }]]);
    expect(awningOf({ windMaxKmh: 19 })).toEqual([]);
    // gusts of 50 km/h call for caution, the wind of 30 km/h for a retract: retract comes first, with its own figure
    expect(awningOf({ windMaxKmh: 30, gustMaxKmh: 50 })).toEqual([["danger", "awning_retract_wind", { wind_kmh: 30 }]]);
  });

  it("quotes gusts and wind rounded from the record's 0.1 km/h (review N23: 44.46 is the record's 44.5, so 45)", () => {
    expect(awningOf({ gustMaxKmh: 44.46 })).toEqual([["warning", "awning_caution", { gust_kmh: 45 }]]);
    expect(awningOf({ windMaxKmh: 22.46, gustMaxKmh: 30 })).toEqual([
      ["warning", "awning_caution_wind", { wind_kmh: 23 }],
    ]);
    expect(only("high_wind_driving", quiet({ gustMaxKmh: 72.46 }))[0]?.params).toEqual({ gust_kmh: 73 });
  });

  it("names the first retract reason when several apply (gusts before the wind and a thunderstorm)", () => {
    expect(awningOf({ gustMaxKmh: 65, windMaxKmh: 30, weatherCode: 95, precipitationMm: 5, tempMinC: -1 })).toEqual([
      ["danger", "awning_retract", { gust_kmh: 65 }],
    ]);
  });

  it("leaves the gust figure to high_wind_driving from 72 km/h, and gives it below (71 km/h)", () => {
    expect(awningOf({ gustMaxKmh: 72 })).toEqual([["danger", "awning_retract_high_wind", {}]]);
    expect(awningOf({ gustMaxKmh: 71 })).toEqual([["danger", "awning_retract", { gust_kmh: 71 }]]);
    // a profile whose drive-window limit is below the awning's retract gust: the caution message loses its figure too
    const low = defineProfile({ driveWindow: { maxGustKmh: 45 } });
    const day = mildDay({ uvIndexMax: 0, gustMaxKmh: 50 });
    const out = recommend({ ...inputsOf(day), awning: awningStatus(day, low) }, low).map((r) => r.key);
    expect(out).toEqual(["vansky.rec.high_wind_driving", "vansky.rec.awning_caution_high_wind"]);
  });

  it("says nothing for a safe awning, a status without a reason of its own, or a reason it has no key for", () => {
    expect(awningOf({})).toEqual([]);
    expect(quiet({}, { awning: { status: "retract", reasons: [] } })).toEqual([]);
    const only = (name: string, value: number, status: "retract" | "caution") =>
      quiet({}, { awning: { status, reasons: [{ name, value, threshold: 0, status }] } });
    expect(only("frost", -2, "retract")).toEqual([]); // frost is a caution reason: no retract key
    expect(only("weather_code", 63, "retract")).toEqual([]); // moderate rain is not a retract code
    expect(only("hail", 1, "caution")).toEqual([]);
  });
});

describe("recommend: heat (apparent max ≥ 32 °C warning, ≥ 39 °C danger: the NWS heat-index categories, rounded)", () => {
  it("is extreme heat (danger, its own advice) from exactly 39 °C and heat (warning) at 38.9 °C", () => {
    expect(quiet({ feelsMaxC: caps.dangerHeatApparentC.at })).toEqual([
      { type: "danger", key: "vansky.rec.extreme_heat", params: { feels_like: 39 } },
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

describe("recommend: day-peak messages while their peak is ahead (review N5: SG at 20:00, 'it will feel like 40 °C')", () => {
  const rest = (feelsMaxC: number, uvMax: number, irradiationShare: number) => ({
    restOfDay: { feelsMaxC, uvMax, irradiationShare },
  });
  const peakDay = { feelsMaxC: 46.7, uvIndexMax: 12 };
  const keys = (more: Partial<RecommendationInputs>) =>
    quiet(peakDay, { solarKwh: 5, solarScore: 100, ...more }).map((r) => r.key.slice(11));

  it("keeps heat, UV and solar while the rest of the day still reaches 32 °C felt, UV 6 and 1 kWh/kWp", () => {
    expect(keys({})).toEqual(["extreme_heat", "uv_extreme", "solar_good"]);
    // at 15:00: 41 °C felt, UV 6.46 (the record's 6.5, index 7), a fifth of the sun (1 of 5 kWh) still to come
    expect(keys(rest(41, 6.46, 0.2))).toEqual(["extreme_heat", "uv_extreme", "solar_good"]);
    expect(keys(rest(caps.heatApparentC.at, recP.uvInfo, recP.solarGoodAheadKwh / 5))).toHaveLength(3);
  });

  it("drops each once the rest of the day no longer reaches it: 31.9 °C felt, UV 5.4, 0.9 kWh/kWp ahead", () => {
    expect(keys(rest(31.9, 12, 1))).toEqual(["uv_extreme", "solar_good"]);
    expect(keys(rest(45, 5.44, 1))).toEqual(["extreme_heat", "solar_good"]);
    expect(keys(rest(45, 12, 0.18))).toEqual(["extreme_heat", "uv_extreme"]);
    // in the evening: nothing of the day's peaks is left
    expect(keys(rest(30, 0, 0))).toEqual([]);
  });

  it("keeps them where the rest of the day is unknown (no hourly values), and quotes the whole day's peak", () => {
    expect(keys(rest(Number.NaN, Number.NaN, Number.NaN))).toEqual(["extreme_heat", "uv_extreme", "solar_good"]);
    const heat = quiet(peakDay, rest(33, 7, 0.5)).find((r) => r.key === "vansky.rec.extreme_heat");
    expect(heat?.params).toEqual({ feels_like: 46.7 });
  });

  it("words the heat without a future (review N5: 'it will feel like' after the peak)", () => {
    const text = formatRecommendation({ key: "vansky.rec.heat", params: { feels_like: 33.4 } }, "en");
    expect(text).toMatch(/^Heat today: feels like up to 33.4/);
    expect(text).not.toContain("will");
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

  it("is one hot-night warning, not also the warm-night information, from 25 °C", () => {
    expect(quiet(tonight(25))).toEqual([{ type: "warning", key: "vansky.rec.hot_night", params: { temp_min: 25 } }]);
  });

  it("reads tonight, not the calendar day's minimum", () => {
    expect(quiet({ tempMinC: 26, ...tonight(18) })).toEqual([]);
  });
});

describe("recommend: condensation", () => {
  it("is 'possible' (tip) on a medium night and 'likely' (warning) on a high one, with the coldest surface", () => {
    // 7.96 °C -> 8.0 and −1.04 °C -> −1.0 to 0.1 °C; the inside dew point (9.04 °C) is not shown
    expect(quiet({}, { condensation: night("medium") })).toEqual([
      { type: "tip", key: "vansky.rec.condensation_possible", params: { surface_temp: 8 } },
    ]);
    expect(quiet({}, { condensation: night("high", 1.04) })).toEqual([
      { type: "warning", key: "vansky.rec.condensation", params: { surface_temp: 1 } },
    ]);
    expect(quiet({}, { condensation: night("low") })).toEqual([]);
  });

  it("is frost, not water, on glass at or below 0 °C to 0.1 (review N4: 'wipe the windows' at −51.7 °C)", () => {
    const key = (risk: CondensationRisk, surfaceC: number) =>
      quiet({}, { condensation: night(risk, surfaceC) }).map(
        (r) => `${r.type} ${r.key.slice(11)} ${r.params.surface_temp}`,
      );
    expect(key("high", -51.7)).toEqual(["warning condensation_frost -51.7"]);
    expect(key("high", -1.04)).toEqual(["warning condensation_frost -1"]);
    // 0.04 °C is shown as 0 °C: frost, so the words never say water at a shown 0 °C; 0.05 °C is 0.1 °C, water
    expect(key("high", 0.04)).toEqual(["warning condensation_frost 0"]);
    expect(key("high", 0.05)).toEqual(["warning condensation 0.1"]);
    expect(key("medium", -0.2)).toEqual(["tip condensation_frost_possible -0.2"]);
    expect(key("medium", 0.2)).toEqual(["tip condensation_possible 0.2"]);
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

describe("recommend: UV by the WHO bands on the whole index (≥ 6 info, ≥ 8 warning, ≥ 11 extreme danger)", () => {
  const uv = (uvIndexMax: number) => quiet({ uvIndexMax });
  // the index is the record's uv_max (to 0.1) rounded: 10.46 is the record's 10.5, index 11; 10.44 its 10.4, index 10
  it("is the extreme danger uv_extreme from the record's 10.5 (index 11), a warning at its 10.4 (review N9)", () => {
    expect(uv(recP.uvDanger)).toEqual([{ type: "danger", key: "vansky.rec.uv_extreme", params: { uv: 11 } }]);
    expect(uv(10.46)).toEqual([{ type: "danger", key: "vansky.rec.uv_extreme", params: { uv: 11 } }]);
    expect(uv(13.2)).toEqual([{ type: "danger", key: "vansky.rec.uv_extreme", params: { uv: 13 } }]);
    expect(uv(10.44)).toEqual([{ type: "warning", key: "vansky.rec.uv", params: { uv: 10 } }]);
  });

  it("is a warning from the record's 7.5 (index 8) and information at its 7.4 (index 7)", () => {
    expect(uv(recP.uvWarning)).toEqual([{ type: "warning", key: "vansky.rec.uv", params: { uv: 8 } }]);
    expect(uv(7.46)).toEqual([{ type: "warning", key: "vansky.rec.uv", params: { uv: 8 } }]);
    expect(uv(7.44)).toEqual([{ type: "info", key: "vansky.rec.uv", params: { uv: 7 } }]);
  });

  it("is information from the record's 5.5 (index 6) and nothing at its 5.4 (index 5)", () => {
    expect(uv(recP.uvInfo)).toEqual([{ type: "info", key: "vansky.rec.uv", params: { uv: 6 } }]);
    expect(uv(5.46)).toEqual([{ type: "info", key: "vansky.rec.uv", params: { uv: 6 } }]);
    expect(uv(5.44)).toEqual([]);
  });

  it("quotes the record's uv_max rounded, never the raw index rounded (review N23: BF's 6.46, record 6.5, said 6)", () => {
    expect(uv(6.46)).toEqual([{ type: "info", key: "vansky.rec.uv", params: { uv: 7 } }]);
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

  it("says there is no yield at all (no figure) when a poor day's yield is 0 kWh, and gives 0.1 kWh as poor", () => {
    expect(solar(10, 0)).toEqual([{ type: "info", key: "vansky.rec.solar_none", params: {} }]);
    expect(solar(recP.solarPoorScore, 0.04)).toEqual([{ type: "info", key: "vansky.rec.solar_none", params: {} }]);
    expect(solar(10, 0.1)).toEqual([{ type: "info", key: "vansky.rec.solar_poor", params: { solar_kwh: 0.1 } }]);
  });

  it("says nothing when either the score or the yield is unknown", () => {
    expect(solar(10, null)).toEqual([]);
    expect(solar(null, 0.8)).toEqual([]);
  });
});

describe("recommend: drive window (local hours and minutes; an end after midnight has its own key)", () => {
  const window = (start: number, end: number) => quiet({}, { driveWindowHours: { start, end } });
  it("gives the start and end as hour and minute: 7.25 h is 07:15, 17.1 h is 17:06", () => {
    expect(window(7.25, 17.1)).toEqual([
      {
        type: "tip",
        key: "vansky.rec.drive_window",
        params: { start_hour: 7, start_minute: 15, end_hour: 17, end_minute: 6 },
      },
    ]);
  });

  it("ends at hour 24, minute 0 at midnight (01:00 to 24:00), still today", () => {
    expect(window(1, 24)[0]?.params).toEqual({ start_hour: 1, start_minute: 0, end_hour: 24, end_minute: 0 });
    expect(window(1, 24)[0]?.key).toBe("vansky.rec.drive_window");
  });

  it("is the past-midnight key for an end after midnight, given as 24.1 h or wrapped to 0.1 h", () => {
    const past = {
      type: "tip",
      key: "vansky.rec.drive_window_past_midnight",
      params: { start_hour: 15, start_minute: 0, end_hour: 0, end_minute: 6 },
    };
    expect(window(15, 24.1)).toEqual([past]);
    expect(window(15, 0.1)).toEqual([past]);
  });

  it("wraps an end below the start, not one at it: 15:00 to 14:59 ends past midnight, 15:00 to 15:00 today", () => {
    // an end at the start is a window of no length (driveWindow gives one at minHours 0: a run under a minute
    // rounded inward to whole minutes), not one of 24 hours
    expect(window(15, 15 - 1 / 60)).toEqual([
      {
        type: "tip",
        key: "vansky.rec.drive_window_past_midnight",
        params: { start_hour: 15, start_minute: 0, end_hour: 14, end_minute: 59 },
      },
    ]);
    expect(window(15, 15)).toEqual([
      {
        type: "tip",
        key: "vansky.rec.drive_window",
        params: { start_hour: 15, start_minute: 0, end_hour: 15, end_minute: 0 },
      },
    ]);
  });

  it("rounds to the minute: 13:59.6 is 14:00, not 13:60, and 13:59.4 is 13:59", () => {
    expect(window(14 - 0.6 / 60, 16)[0]?.params).toMatchObject({ start_hour: 13, start_minute: 59 });
    expect(window(14 - 0.4 / 60, 16)[0]?.params).toEqual({
      start_hour: 14,
      start_minute: 0,
      end_hour: 16,
      end_minute: 0,
    });
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

  it("warns that no day is good with the best drive score (39), even for today, over a week when not told", () => {
    expect(move(0, 39)).toEqual([
      { type: "warning", key: "vansky.rec.no_good_move_day", params: { drive_score: 39, days: 7 } },
    ]);
  });

  it("says how many days it compared: this week only with seven (review N6: a week with 1-3 days left)", () => {
    const days = (daysCompared: number) =>
      quiet({}, { bestMoveDay: { daysAhead: 0, driveScore: 34, daysCompared } }).map((r) => r.params.days);
    expect([1, 3, 7].map(days)).toEqual([[1], [3], [7]]);
    const text = (n: number) =>
      formatRecommendation({ key: "vansky.rec.no_good_move_day", params: { drive_score: 34, days: n } }, "en");
    expect(text(7)).toContain("this week");
    expect(text(3)).toContain("in the next 3 days");
    expect(text(3)).not.toContain("week");
    expect(text(1)).toContain("today");
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

  it("is no warm-sea tip when the waves are unknown (no calm sea known), nor anything of an unknown sea temperature", () => {
    expect(atSea(24, Number.NaN)).toEqual([]);
    expect(atSea(Number.NaN, 0.5)).toEqual([]);
  });

  it("says nothing of a sea at 18 °C with small waves", () => {
    expect(atSea(18, 0.5)).toEqual([]);
  });

  it("is cold-water information below 15 °C (14.9 °C), not at exactly 15 °C", () => {
    expect(atSea(14.9, 0.5)).toEqual([{ type: "info", key: "vansky.rec.cold_water", params: { sea_temp: 14.9 } }]);
    expect(atSea(recP.coldWaterC, 0.5)).toEqual([]);
  });

  it("is very cold water (no swim) below 10 °C (9.9 °C, −1.8 °C), cold water at exactly 10 °C", () => {
    expect(atSea(9.9, 0.5)).toEqual([{ type: "info", key: "vansky.rec.very_cold_water", params: { sea_temp: 9.9 } }]);
    expect(atSea(-1.8, 0.5)).toEqual([{ type: "info", key: "vansky.rec.very_cold_water", params: { sea_temp: -1.8 } }]);
    expect(atSea(recP.veryColdWaterC, 0.5)).toEqual([
      { type: "info", key: "vansky.rec.cold_water", params: { sea_temp: 10 } },
    ]);
  });

  it("gives no swim tip on a thunderstorm, downpour or high-wind day, and gives it the day before any of them", () => {
    const swim = (day: Parameters<typeof mildDay>[0]) => only("sea_warm", quiet(day, { sea: sea(26, 0.5) })).length;
    expect(swim({})).toBe(1);
    expect(swim({ weatherCode: 95, precipitationMm: 1 })).toBe(0);
    expect(swim({ weatherCode: 95, precipitationMm: 0.9 })).toBe(1); // a dry storm code is no thunderstorm (< 1 mm)
    expect(swim({ precipitationMm: defaultProfile.rain.downpourMm })).toBe(0);
    expect(swim({ precipitationMm: 24.9 })).toBe(1);
    expect(swim({ gustMaxKmh: defaultProfile.driveWindow.maxGustKmh })).toBe(0);
    expect(swim({ gustMaxKmh: 71.9 })).toBe(1);
  });

  it("quotes the waves from the record's 0.01 m, as the record would round them (review N23)", () => {
    // 2.249 m is the record's 2.25 m, shown 2.3 (rounding the raw value gave 2.2)
    expect(only("high_waves", quiet({}, { sea: sea(18, 2.249) }))[0]?.params).toEqual({ wave_height: 2.3 });
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

  /** Days within what weather does (the adapters reject the rest): every rule can fire. */
  const plausibleDay = fc
    .record({
      tempMinC: fc.double({ min: -30, max: 32, noNaN: true }),
      range: fc.double({ min: 0, max: 18, noNaN: true }),
      feelsMaxC: fc.double({ min: -20, max: 50, noNaN: true }),
      precipitationMm: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 60, noNaN: true })),
      gustMaxKmh: fc.double({ min: 0, max: 130, noNaN: true }),
      windMaxKmh: fc.double({ min: 0, max: 60, noNaN: true }),
      weatherCode: fc.constantFrom(0, 3, 45, 56, 61, 65, 67, 71, 80, 95, 99),
      visibilityMinM: fc.double({ min: 20, max: 30_000, noNaN: true }),
      uvIndexMax: fc.double({ min: 0, max: 13, noNaN: true }),
      humidityMaxPct: fc.double({ min: 40, max: 100, noNaN: true }),
      cloudPct: fc.double({ min: 0, max: 100, noNaN: true }),
      tonightK: fc.double({ min: -4, max: 4, noNaN: true }),
    })
    .map(({ range, humidityMaxPct, cloudPct, tonightK, ...d }) =>
      mildDay({
        ...d,
        tempMaxC: d.tempMinC + range,
        daytimeCodes: [d.weatherCode],
        night: { tempMinC: d.tempMinC + tonightK, humidityMaxPct, cloudPct },
      }),
    );
  test.prop(
    [
      plausibleDay,
      fc.option(
        fc.record({
          start: fc.double({ min: 0, max: 22, noNaN: true }),
          hours: fc.double({ min: 2, max: 20, noNaN: true }),
        }),
      ),
      fc.option(
        fc.record({ t: fc.double({ min: -2, max: 35, noNaN: true }), h: fc.double({ min: 0, max: 8, noNaN: true }) }),
      ),
      fc.option(fc.double({ min: 0, max: 8, noNaN: true })),
    ],
    { numRuns: 300 },
  )(
    "gives each key's documented parameters, rounded as documented, never −0, each figure once, no swim in a storm",
    (day, window, s, kwh) => {
      const out = recommend(
        {
          day,
          sea: s && sea(s.t, s.h),
          condensation: condensationRisk(day, defaultProfile),
          awning: awningStatus(day, defaultProfile),
          solarKwh: kwh === null ? null : Math.round(kwh * 10) / 10,
          solarScore: kwh === null ? null : Math.round(kwh * 20),
          driveWindowHours: window && { start: window.start, end: window.start + window.hours },
          bestMoveDay: { daysAhead: 3, driveScore: 61 },
        },
        defaultProfile,
      );
      const seen = new Set<string>();
      for (const r of out) {
        const spec = RECOMMENDATION_KEYS[r.key.slice(KEY_PREFIX.length) as RecommendationName];
        expect(spec, r.key).toBeDefined();
        expect(spec.types, r.key).toContain(r.type);
        expect(Object.keys(r.params).sort(), r.key).toEqual(Object.keys(spec.params).sort());
        for (const [name, value] of Object.entries(r.params)) {
          const { decimals } = (spec.params as Record<string, { decimals: number }>)[name] as { decimals: number };
          expect(Number.isFinite(value) && !Object.is(value, -0), `${r.key} ${name} ${value}`).toBe(true);
          expect(Math.round(value * 10 ** decimals) / 10 ** decimals, `${r.key} ${name}`).toBe(value);
          expect(seen.has(name), `${name} twice`).toBe(false);
          seen.add(name);
        }
      }
      const keys = out.map((r) => r.key.slice(KEY_PREFIX.length));
      if (keys.includes("sea_warm"))
        expect(keys.filter((k) => ["thunderstorm", "downpour", "high_wind_driving"].includes(k))).toEqual([]);
    },
  );
});
