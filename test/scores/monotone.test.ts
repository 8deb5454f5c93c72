/**
 * Monotone in every input (docs/model.md, "Monotone in every input"): for each score and each input it reads, making
 * that input worse never raises the score. Each law starts from a day of the world fixture sets and worsens one input
 * (or, for the drive score's weather, the code and the rain rate together) by an arbitrary amount.
 */
import { describe, expect } from "vitest";
import { driveSeverity } from "../../src/day/codes.js";
import type { DayWeather } from "../../src/day/weather.js";
import { defaultProfile } from "../../src/profile/index.js";
import { driveScore } from "../../src/scores/drive.js";
import { seaScore } from "../../src/scores/sea.js";
import { sleepScore } from "../../src/scores/sleep.js";
import { solarScore } from "../../src/scores/solar.js";
import { vanDayC, vanHeatC, vanScore } from "../../src/scores/van.js";
import { fc, test } from "../prop.js";
import { type WorldDay, withDay, worldDay, worldSeaDay } from "../world-days.js";

const p = defaultProfile;
const RUNS = { numRuns: 300 };
/** How much worse, in the input's unit. */
const more = (max: number) => fc.double({ min: 0, max, noNaN: true });
/** `a` where known, else `b` (a law worsens a known value; an unknown one starts from an ordinary value). */
const known = (a: number, b: number) => (Number.isFinite(a) ? a : b);
/** `after` is no higher than `before` (null, no score, counts as the lowest). */
const notRaised = (before: number | null, after: number | null) =>
  expect(after ?? -1).toBeLessThanOrEqual(before ?? -1);

/** The van score with the bonus the day would get from its own sea and solar scores. */
const van = (w: WorldDay, day: DayWeather = w.day, bonus?: { seaScore: number | null; solarScore: number | null }) =>
  vanScore(
    day,
    bonus ?? {
      seaScore: seaScore(w.sea, p, { explain: false }).score,
      solarScore: solarScore(w.day, p).breakdown.score,
    },
    p,
    { explain: false },
  ).score;
const drive = (day: DayWeather) => driveScore(day, p, { explain: false }).score;
const sleep = (day: DayWeather) => sleepScore(day, p, { explain: false }).score;
const solar = (day: DayWeather) => solarScore(day, p, { explain: false }).breakdown.score;

/**
 * Codes by the van score's caps, mildest first: none, a thunderstorm (39), hail or freezing precipitation (19); 96 and
 * 99 are hail where the answer's codes mean hail (`hailCodes`), else thunderstorms. On a day under `codes.dryBelowMm`
 * the storm and hail codes read as overcast (the dry-day rule) and only freezing precipitation caps, whatever its
 * amount.
 */
const NO_CAP_CODES = [0, 1, 2, 3, 45, 48, 51, 53, 55, 61, 63, 65, 71, 73, 75, 77, 80, 81, 82, 85, 86];
const FREEZING_CODES = [56, 57, 66, 67];
const VAN_CODES_HAIL = [NO_CAP_CODES, [95], [...FREEZING_CODES, 96, 99]];
const VAN_CODES_DERIVED = [NO_CAP_CODES, [95, 96, 99], FREEZING_CODES];
const VAN_CODES_DRY = [[...NO_CAP_CODES, 95, 96, 99], FREEZING_CODES];
const ALL_CODES = VAN_CODES_HAIL.flat();

describe("van_score never rises as an input worsens", () => {
  test.prop([worldDay, more(100)], RUNS)("more rain in the day", (w, mm) => {
    const a = known(w.day.precipitationMm, 0);
    notRaised(van(w, withDay(w.day, { precipitationMm: a })), van(w, withDay(w.day, { precipitationMm: a + mm })));
  });

  test.prop([worldDay, more(60)], RUNS)("a heavier hour of rain", (w, mmH) => {
    const a = known(w.day.precipitationMaxRateMmH, 0);
    notRaised(
      van(w, withDay(w.day, { precipitationMaxRateMmH: a })),
      van(w, withDay(w.day, { precipitationMaxRateMmH: a + mmH })),
    );
  });

  test.prop([worldDay, more(100)], RUNS)("more cloud above 15 % (HCI's optimum), less below it", (w, pct) => {
    const c = known(w.day.cloudPct, 50);
    const worse = c >= 15 ? Math.min(100, c + pct) : Math.max(0, c - pct);
    notRaised(van(w, withDay(w.day, { cloudPct: c })), van(w, withDay(w.day, { cloudPct: worse })));
  });

  test.prop([worldDay, more(80)], RUNS)("more wind above 10 km/h, less below 5 km/h (HCI's optimum)", (w, kmh) => {
    const v = known(w.day.windMeanKmh, 8);
    const worse = v >= 10 ? v + kmh : v <= 5 ? Math.max(0, v - kmh) : v;
    notRaised(van(w, withDay(w.day, { windMeanKmh: v })), van(w, withDay(w.day, { windMeanKmh: worse })));
  });

  test.prop([worldDay, more(100), more(60)], RUNS)("stronger gusts and a stronger hourly wind", (w, gust, wind) => {
    const g = known(w.day.gustMaxKmh, 30);
    const v = known(w.day.windMaxKmh, 20);
    const before = withDay(w.day, { gustMaxKmh: g, windMaxKmh: v });
    notRaised(van(w, before), van(w, withDay(before, { gustMaxKmh: g + gust })));
    notRaised(van(w, before), van(w, withDay(before, { windMaxKmh: v + wind })));
  });

  test.prop(
    [worldDay, fc.integer({ min: 0, max: ALL_CODES.length - 1 }), fc.integer({ min: 0, max: 2 }), fc.boolean()],
    RUNS,
  )(
    "a code the van caps harder (any, then a thunderstorm, then hail or freezing precipitation; on a dry day freezing)",
    (w, i, step, hailCodes) => {
      const dry = w.day.precipitationMm < p.codes.dryBelowMm;
      const groups = dry ? VAN_CODES_DRY : hailCodes ? VAN_CODES_HAIL : VAN_CODES_DERIVED;
      const code = ALL_CODES[i] as number;
      const group = groups.findIndex((g) => g.includes(code));
      const harder = groups[Math.min(groups.length - 1, group + step)] as number[];
      const worse = harder[i % harder.length] as number;
      const day = withDay(w.day, { hailCodes });
      notRaised(van(w, withDay(day, { weatherCode: code })), van(w, withDay(day, { weatherCode: worse })));
    },
  );

  test.prop([worldDay, more(15)], RUNS)("hotter beyond the thermal optimum (day temperature from 25 °C)", (w, k) => {
    if (!(vanDayC(w.day, p.van.coldByAirUpToC) >= 25)) return;
    const hotter = withDay(w.day, { apparentMaxC: w.day.apparentMaxC + k, tempMaxC: w.day.tempMaxC + k });
    notRaised(van(w), van(w, hotter));
  });

  test.prop([worldDay, more(25)], RUNS)("colder below the thermal optimum (heat temperature to 23 °C)", (w, k) => {
    if (!(vanHeatC(w.day, p.van) <= 23)) return;
    const colder = withDay(w.day, {
      apparentMaxC: w.day.apparentMaxC - k,
      tempMaxC: w.day.tempMaxC - k,
      tempMinC: w.day.tempMinC - k,
    });
    notRaised(van(w), van(w, colder));
  });

  // tonight's minimum is ∩: frost and cold below 1 °C (0 °C and the taper above it), heat from 18 °C
  const frostEnd = p.van.caps.frostMinC.at + p.tapers.temperatureK;
  test.prop([worldDay, more(15)], RUNS)(
    "a warmer night tonight from 1 °C (the warm-night term, the tropical-night cap)",
    (w, k) => {
      const from = Math.max(frostEnd, known(w.day.night.tempMinC, frostEnd));
      const base = withDay(w.day, { night: { tempMinC: from } });
      notRaised(van(w, base), van(w, withDay(base, { night: { tempMinC: from + k } })));
    },
  );

  test.prop([worldDay, more(30)], RUNS)("a colder night tonight to 18 °C (frost and cold caps)", (w, k) => {
    const from = Math.min(p.van.warmNight.fromC, known(w.day.night.tempMinC, p.van.warmNight.fromC));
    const base = withDay(w.day, { night: { tempMinC: from } });
    notRaised(van(w, base), van(w, withDay(base, { night: { tempMinC: from - k } })));
  });

  test.prop([worldDay, more(30)], RUNS)(
    "the calendar minimum moves no van score (the morning is the night before's)",
    (w, k) => {
      expect(van(w, withDay(w.day, { tempMinC: w.day.tempMinC - k }))).toBe(van(w));
    },
  );

  test.prop([worldDay, more(10)], RUNS)("a muggier night (the night's dew point)", (w, k) => {
    const d = known(w.day.night.dewPointC, 15);
    notRaised(
      van(w, withDay(w.day, { night: { dewPointC: d } })),
      van(w, withDay(w.day, { night: { dewPointC: d + k } })),
    );
  });

  test.prop(
    [worldDay, fc.option(fc.integer({ min: 0, max: 100 })), fc.option(fc.integer({ min: 0, max: 100 })), more(100)],
    RUNS,
  )("a lower sea or solar score (the bonus)", (w, seaScore, solarScore, k) => {
    const lower = (s: number | null) => (s === null ? null : Math.max(0, s - k));
    notRaised(van(w, w.day, { seaScore, solarScore }), van(w, w.day, { seaScore: lower(seaScore), solarScore }));
    notRaised(van(w, w.day, { seaScore, solarScore }), van(w, w.day, { seaScore, solarScore: lower(solarScore) }));
  });
});

describe("sleep_score never rises as an input worsens", () => {
  test.prop([worldDay, more(20)], RUNS)("a night further from 16 °C, hotter or colder", (w, k) => {
    const t = w.day.night.tempC;
    const worse = t >= 16 ? t + k : t - k;
    notRaised(sleep(w.day), sleep(withDay(w.day, { night: { tempC: worse } })));
  });

  test.prop([worldDay, more(15), more(80), more(30)], RUNS)(
    "a muggier, gustier or wetter night",
    (w, dew, gust, mm) => {
      const n = w.day.night;
      const base = withDay(w.day, {
        night: {
          dewPointC: known(n.dewPointC, 10),
          gustMaxKmh: known(n.gustMaxKmh, 20),
          precipitationMm: known(n.precipitationMm, 0),
        },
      });
      const b = base.night;
      notRaised(sleep(base), sleep(withDay(base, { night: { dewPointC: b.dewPointC + dew } })));
      notRaised(sleep(base), sleep(withDay(base, { night: { gustMaxKmh: b.gustMaxKmh + gust } })));
      notRaised(sleep(base), sleep(withDay(base, { night: { precipitationMm: b.precipitationMm + mm } })));
    },
  );

  test.prop([worldDay], RUNS)("a thunderstorm in the night", (w) => {
    notRaised(
      sleep(withDay(w.day, { night: { thunderstorm: false } })),
      sleep(withDay(w.day, { night: { thunderstorm: true } })),
    );
  });
});

describe("drive_score never rises as an input worsens", () => {
  test.prop(
    [
      worldDay,
      fc.integer({ min: 0, max: ALL_CODES.length - 1 }),
      fc.integer({ min: 0, max: ALL_CODES.length - 1 }),
      more(60),
      more(60),
      fc.boolean(),
    ],
    RUNS,
  )("a more severe daylight code and a heavier hour of rain, together", (w, i, j, rate, extra, hailCodes) => {
    const [a, b] = [ALL_CODES[i] as number, ALL_CODES[j] as number];
    const [mild, severe] = driveSeverity(a, hailCodes) <= driveSeverity(b, hailCodes) ? [a, b] : [b, a];
    const day = withDay(w.day, { hailCodes });
    const codes = day.daytimeCodes.length > 0 ? day.daytimeCodes : [3];
    const before = withDay(day, { daytimeCodes: [...codes, mild], daytimePrecipitationMaxRateMmH: rate, hourly: true });
    const after = withDay(before, { daytimeCodes: [...codes, severe], daytimePrecipitationMaxRateMmH: rate + extra });
    notRaised(drive(before), drive(after));
    // the daily path: the day's own code
    const daily = (code: number, r: number) =>
      withDay(day, { hourly: false, weatherCode: code, precipitationMm: 10, daytimePrecipitationMaxRateMmH: r });
    notRaised(drive(daily(mild, rate)), drive(daily(severe, rate + extra)));
  });

  test.prop([worldDay, more(120)], RUNS)("stronger daylight gusts", (w, k) => {
    const g = known(w.day.daytimeGustMaxKmh, 30);
    notRaised(drive(withDay(w.day, { daytimeGustMaxKmh: g })), drive(withDay(w.day, { daytimeGustMaxKmh: g + k })));
  });

  test.prop([worldDay, fc.double({ min: 0, max: 1, noNaN: true })], RUNS)("lower visibility", (w, f) => {
    const v = known(w.day.visibilityMinM, 20_000);
    notRaised(drive(withDay(w.day, { visibilityMinM: v })), drive(withDay(w.day, { visibilityMinM: v * f })));
  });

  test.prop([worldDay, more(20)], RUNS)("a hotter day (heat on the vehicle)", (w, k) => {
    notRaised(drive(w.day), drive(withDay(w.day, { tempMaxC: w.day.tempMaxC + k })));
  });

  test.prop([worldDay, more(20)], RUNS)("a colder minimum (ice)", (w, k) => {
    notRaised(drive(w.day), drive(withDay(w.day, { tempMinC: w.day.tempMinC - k })));
  });

  test.prop([worldDay, more(50), more(100)], RUNS)(
    "more rain and a more humid night (moisture for ice)",
    (w, mm, rh) => {
      const a = known(w.day.precipitationMm, 0);
      const h = known(w.day.night.humidityMaxPct, 50);
      const base = withDay(w.day, { precipitationMm: a, night: { humidityMaxPct: h } });
      notRaised(drive(base), drive(withDay(base, { precipitationMm: a + mm })));
      notRaised(drive(base), drive(withDay(base, { night: { humidityMaxPct: Math.min(100, h + rh) } })));
    },
  );
});

describe("sea_score never rises as an input worsens", () => {
  test.prop([worldSeaDay, more(15)], RUNS)("water further from 24-28 °C, colder or warmer", (w, k) => {
    const sea = w.sea as NonNullable<WorldDay["sea"]>;
    const t = known(sea.seaTempC, 20);
    const worse = t >= 28 ? t + k : t <= 24 ? t - k : t;
    notRaised(seaScore({ ...sea, seaTempC: t }, p).score, seaScore({ ...sea, seaTempC: worse }, p).score);
  });

  test.prop([worldSeaDay, more(6), more(15)], RUNS)("higher waves and a longer swell period", (w, m, s) => {
    const sea = w.sea as NonNullable<WorldDay["sea"]>;
    const base = { ...sea, waveHeightMaxM: known(sea.waveHeightMaxM, 1), wavePeriodMaxS: known(sea.wavePeriodMaxS, 6) };
    notRaised(seaScore(base, p).score, seaScore({ ...base, waveHeightMaxM: base.waveHeightMaxM + m }, p).score);
    notRaised(seaScore(base, p).score, seaScore({ ...base, wavePeriodMaxS: base.wavePeriodMaxS + s }, p).score);
  });
});

describe("solar_score never rises as an input worsens", () => {
  test.prop([worldDay, fc.double({ min: 0, max: 1, noNaN: true })], RUNS)("less radiation", (w, f) => {
    notRaised(solar(w.day), solar(withDay(w.day, { shortwaveMJm2: w.day.shortwaveMJm2 * f })));
  });

  test.prop([worldDay, more(20), more(20)], RUNS)("a hotter day and night (hotter cells)", (w, k, j) => {
    notRaised(solar(w.day), solar(withDay(w.day, { tempMaxC: w.day.tempMaxC + k })));
    notRaised(solar(w.day), solar(withDay(w.day, { tempMinC: Math.min(w.day.tempMinC + j, w.day.tempMaxC) })));
  });

  test.prop([worldDay, fc.double({ min: 0.1, max: 1, noNaN: true })], RUNS)(
    "the same radiation in a shorter day (a higher irradiance, hotter cells)",
    (w, f) => {
      notRaised(solar(w.day), solar(withDay(w.day, { daylightS: w.day.daylightS * f })));
    },
  );
});
