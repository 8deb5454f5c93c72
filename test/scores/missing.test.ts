/**
 * Missing is unknown, not ideal (docs/model.md, "Missing inputs"): for each score and classification and each input
 * it reads, the day with that input unknown never does better than the same day with the input at an ordinary value
 * (the table of ordinary values in docs/model.md). Every law starts from a day of the world fixture sets.
 */
import { describe, expect } from "vitest";
import { awningStatus } from "../../src/classify/awning.js";
import { condensationRisk } from "../../src/classify/condensation.js";
import type { DayWeather } from "../../src/day/weather.js";
import { defaultProfile } from "../../src/profile/index.js";
import { driveScore } from "../../src/scores/drive.js";
import { seaScore } from "../../src/scores/sea.js";
import { sleepScore } from "../../src/scores/sleep.js";
import { solarScore } from "../../src/scores/solar.js";
import { vanScore } from "../../src/scores/van.js";
import { test } from "../prop.js";
import { type WorldDay, withDay, worldDay, worldSeaDay } from "../world-days.js";

const p = defaultProfile;
const o = p.ordinary;
const RUNS = { numRuns: 200 };
const NaN_ = Number.NaN;
type Change = Parameters<typeof withDay>[1];
/** The score with the input unknown is no higher than with it at its ordinary value (null counts lowest). */
const noBetter = (unknown: number | null, ordinary: number | null) =>
  expect(unknown ?? -1).toBeLessThanOrEqual(ordinary ?? -1);

/** Each input a score reads: what makes it unknown, and its ordinary value (docs/model.md, "Missing inputs"). */
function pairs(day: DayWeather, inputs: Record<string, [unknown: Change, ordinary: Change]>) {
  return Object.entries(inputs).map(
    ([name, [unknown, ordinary]]) => [name, withDay(day, unknown), withDay(day, ordinary)] as const,
  );
}

const van = (w: WorldDay, day: DayWeather) => {
  const sea = seaScore(w.sea, p, { explain: false }).score;
  return vanScore(day, { seaScore: sea, solarScore: solarScore(day, p).breakdown.score }, p, { explain: false }).score;
};

describe("an unknown input never scores better than an ordinary one", () => {
  test.prop([worldDay], RUNS)("van_score", (w) => {
    const d = w.day;
    for (const [name, unknown, ordinary] of pairs(d, {
      cloud: [{ cloudPct: NaN_ }, { cloudPct: o.cloudPct }],
      rain: [{ precipitationMm: NaN_ }, { precipitationMm: o.precipitationMm }],
      wind: [{ windMeanKmh: NaN_ }, { windMeanKmh: o.windKmh }],
      rainRate: [{ precipitationMaxRateMmH: NaN_ }, { precipitationMaxRateMmH: 0 }],
      gusts: [{ gustMaxKmh: NaN_ }, { gustMaxKmh: 30 }],
      windMax: [{ windMaxKmh: NaN_ }, { windMaxKmh: 20 }],
      code: [{ weatherCode: NaN_ }, { weatherCode: 3 }],
      apparentMax: [{ apparentMaxC: NaN_ }, { apparentMaxC: d.tempMaxC }],
      airMax: [{ tempMaxC: NaN_ }, { tempMaxC: d.apparentMaxC }],
      tonight: [{ night: { tempMinC: NaN_ } }, { night: { tempMinC: 15 } }],
      nightDewPoint: [{ night: { dewPointC: NaN_ } }, { night: { dewPointC: 15 } }],
      calendarMin: [{ tempMinC: NaN_ }, { tempMinC: 10 }],
    })) {
      expect.soft(van(w, unknown) ?? -1, name).toBeLessThanOrEqual(van(w, ordinary) ?? -1);
    }
  });

  test.prop([worldDay], RUNS)("sleep_score (no score without the night's temperature)", (w) => {
    const sleep = (day: DayWeather) => sleepScore(day, p, { explain: false }).score;
    for (const [name, unknown, ordinary] of pairs(w.day, {
      dewPoint: [{ night: { dewPointC: NaN_ } }, { night: { dewPointC: 12 } }],
      gusts: [{ night: { gustMaxKmh: NaN_ } }, { night: { gustMaxKmh: 30 } }],
      rain: [{ night: { precipitationMm: NaN_ } }, { night: { precipitationMm: 0 } }],
    })) {
      expect.soft(sleep(unknown) ?? -1, name).toBeLessThanOrEqual(sleep(ordinary) ?? -1);
    }
    expect(sleep(withDay(w.day, { night: { tempC: NaN_ } }))).toBeNull();
  });

  test.prop([worldDay], RUNS)("drive_score", (w) => {
    const drive = (day: DayWeather) => driveScore(day, p, { explain: false }).score;
    const d = w.day;
    for (const [name, unknown, ordinary] of pairs(d, {
      codes: [{ daytimeCodes: [NaN_] }, { daytimeCodes: [3] }],
      dailyCode: [
        { hourly: false, weatherCode: NaN_ },
        { hourly: false, weatherCode: 3 },
      ],
      gusts: [{ daytimeGustMaxKmh: NaN_ }, { daytimeGustMaxKmh: 30 }],
      visibility: [{ visibilityMinM: NaN_ }, { visibilityMinM: 20_000 }],
      airMax: [{ tempMaxC: NaN_ }, { tempMaxC: 25 }],
      calendarMin: [{ tempMinC: NaN_ }, { tempMinC: 10 }],
      rainRate: [{ daytimePrecipitationMaxRateMmH: NaN_ }, { daytimePrecipitationMaxRateMmH: 0 }],
      rain: [{ precipitationMm: NaN_ }, { precipitationMm: 0 }],
      // FAO-56: without humidity data the dew point sits at the minimum, a saturated night
      nightHumidity: [{ night: { humidityMaxPct: NaN_ } }, { night: { humidityMaxPct: 100 } }],
    })) {
      expect.soft(drive(unknown) ?? -1, name).toBeLessThanOrEqual(drive(ordinary) ?? -1);
    }
  });

  test.prop([worldSeaDay], RUNS)("sea_score (an unknown sea at 16.1 °C, unknown waves a slight sea's 1.25 m)", (w) => {
    const sea = w.sea as NonNullable<WorldDay["sea"]>;
    const score = (s: typeof sea) => seaScore(s, p).score;
    noBetter(score({ ...sea, seaTempC: NaN_ }), score({ ...sea, seaTempC: o.seaTempC }));
    noBetter(score({ ...sea, waveHeightMaxM: NaN_ }), score({ ...sea, waveHeightMaxM: o.waveHeightM }));
    noBetter(score({ ...sea, wavePeriodMaxS: NaN_ }), score({ ...sea, wavePeriodMaxS: 6 }));
  });

  test.prop([worldDay], RUNS)("solar_score (an unknown temperature or day length at the NOCT reference)", (w) => {
    const solar = (day: DayWeather) => solarScore(day, p).breakdown.score;
    const d = w.day;
    // the NOCT reference: 20 °C air (Ta = Tmax − 0.25·(Tmax − Tmin)), an irradiance G = (π²/8)·H/D of 800 W/m²
    const noctMax = (Math.max(20, d.tempMinC) - 0.25 * d.tempMinC) / 0.75;
    const noctDayS = Math.min(86_400, ((Math.PI * Math.PI) / 8) * ((d.shortwaveMJm2 * 1e6) / 800));
    noBetter(solar(withDay(d, { tempMinC: NaN_ })), solar(withDay(d, { tempMinC: d.tempMaxC })));
    // an unknown air maximum: the apparent one stands in; neither known: the NOCT air
    noBetter(solar(withDay(d, { tempMaxC: NaN_ })), solar(withDay(d, { tempMaxC: d.apparentMaxC })));
    noBetter(solar(withDay(d, { tempMaxC: NaN_, apparentMaxC: NaN_ })), solar(withDay(d, { tempMaxC: noctMax })));
    if (noctDayS < 86_400) noBetter(solar(withDay(d, { daylightS: NaN_ })), solar(withDay(d, { daylightS: noctDayS })));
    expect(solar(withDay(d, { shortwaveMJm2: NaN_ }))).toBeNull();
  });
});

describe("an unknown input never gives a milder class than an ordinary one", () => {
  const RISK = { low: 0, medium: 1, high: 2 };
  const STATUS = { safe: 0, caution: 1, retract: 2 };

  test.prop([worldDay], RUNS)("condensation_risk (an unknown humidity medium, sky half cloud, wind calm)", (w) => {
    const risk = (day: DayWeather) => RISK[condensationRisk(day, p).risk];
    // an unknown humidity is neither the warning nor the all-clear: saturated air would warn on every night
    const dry = withDay(w.day, { night: { dewPointC: NaN_, humidityMaxPct: NaN_ } });
    expect(condensationRisk(dry, p).risk).toBe("medium");
    for (const [name, unknown, ordinary] of pairs(w.day, {
      cloud: [{ night: { cloudPct: NaN_ } }, { night: { cloudPct: o.cloudPct } }],
      wind: [{ night: { windMeanKmh: NaN_ } }, { night: { windMeanKmh: 0 } }],
    })) {
      expect.soft(risk(unknown), name).toBeGreaterThanOrEqual(risk(ordinary));
    }
    // without a night temperature the model cannot run (a scored day always has one): medium, never low
    expect(condensationRisk(withDay(w.day, { night: { tempMinC: NaN_ } }), p).risk).toBe("medium");
  });

  test.prop([worldDay], RUNS)("awning_status", (w) => {
    const status = (day: DayWeather) => STATUS[awningStatus(day, p).status];
    for (const [name, unknown, ordinary] of pairs(w.day, {
      gusts: [{ gustMaxKmh: NaN_ }, { gustMaxKmh: 20 }],
      wind: [{ windMaxKmh: NaN_ }, { windMaxKmh: 10 }],
      code: [{ weatherCode: NaN_ }, { weatherCode: 3 }],
      rain: [{ precipitationMm: NaN_ }, { precipitationMm: 0 }],
      frost: [{ night: { tempMinC: NaN_ } }, { night: { tempMinC: 10 } }], // tonight's, as the awning reads it
    })) {
      expect.soft(status(unknown), name).toBeGreaterThanOrEqual(status(ordinary));
    }
  });
});
