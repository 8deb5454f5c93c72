import { VanskyInputError } from "../errors.js";
import { type Curve, isSortedCurve } from "../math/curve.js";
import { deepFreeze, defaultProfile } from "./defaults.js";
import type { Cap, Profile, ProfileOverrides } from "./types.js";

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isCurve = (v: unknown): boolean =>
  Array.isArray(v) && v.length > 0 && v.every((p) => Array.isArray(p) && p.length === 2);

const bad = (path: string, message: string) => new VanskyInputError("BAD_OPTION", path, message);

/** `base` with `override` merged in: objects key by key (no new keys), arrays and curves whole, finite numbers. */
function merge(base: unknown, override: unknown, path: string): unknown {
  if (override === undefined) return base;
  if (isPlainObject(base)) {
    if (!isPlainObject(override)) throw bad(path, "expected an object");
    for (const key of Object.keys(override)) {
      if (!Object.hasOwn(base, key)) throw bad(`${path}.${key}`, "not a setting of the profile");
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(base)) out[key] = merge(base[key], override[key], `${path}.${key}`);
    return out;
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(override)) throw bad(path, "expected an array");
    if (isCurve(base)) {
      if (!isCurve(override) || !isSortedCurve(override as Curve)) {
        throw bad(path, "expected breakpoints [x, y] with finite, strictly increasing x");
      }
      return override.map((point) => [...(point as number[])]);
    }
    return override.map((item, i) => merge(base[Math.min(i, base.length - 1)], item, `${path}[${i}]`));
  }
  if (typeof base === "number" && (typeof override !== "number" || !Number.isFinite(override))) {
    throw bad(path, "expected a finite number");
  }
  return override;
}

/** Checks the profile's own laws, each failure a BAD_OPTION naming the setting. */
function validate(p: Profile): void {
  const fail = (path: string, message: string) => bad(`profile.${path}`, message);
  const within = (path: string, x: number, lo: number, hi: number) => {
    const range = hi === Number.POSITIVE_INFINITY ? `of at least ${lo}` : `from ${lo} to ${hi}`;
    if (!(x >= lo && x <= hi)) throw fail(path, `expected a value ${range}, got ${x}`);
  };
  const positive = (path: string, x: number) => {
    if (!(x > 0)) throw fail(path, `expected a positive value, got ${x}`);
  };
  const weights = (path: string, w: Readonly<Record<string, number>>) => {
    let sum = 0;
    for (const [key, x] of Object.entries(w)) {
      if (x < 0) throw fail(`${path}.${key}`, `a weight cannot be negative, got ${x}`);
      sum += x;
    }
    if (Math.abs(sum - 1) > 1e-9) throw fail(path, `the weights must sum to 1, got ${sum}`);
  };
  const curve = (path: string, c: Curve, lo: number, hi: number) => {
    if (!isSortedCurve(c)) throw fail(path, "expected breakpoints [x, y] with finite, strictly increasing x");
    c.forEach(([, y], i) => {
      within(`${path}[${i}][1]`, y, lo, hi);
    });
  };
  const rating = (path: string, c: Curve) => curve(path, c, 0, 100);
  const penalty = (path: string, c: Curve) => curve(path, c, 0, Number.POSITIVE_INFINITY);
  const ceiling = (path: string, x: number) => within(path, x, 0, 100);
  const capOf = (path: string, c: Cap) => ceiling(`${path}.cap`, c.cap);
  const increasing = (path: string, xs: readonly number[]) => {
    xs.forEach((x, i) => {
      if (i > 0 && !(x > (xs[i - 1] as number))) throw fail(`${path}[${i}]`, "expected values increasing");
    });
  };

  /**
   * The curve's shape, which keeps every score monotone (docs/model.md, "Monotone in every input"): `rises` never
   * falls, `falls` never rises, `peaks` rises to its optimum and then never rises again.
   */
  const shape = (path: string, c: Curve, kind: "rises" | "falls" | "peaks") => {
    let falling = kind === "falls";
    for (let i = 1; i < c.length; i++) {
      const y = (c[i] as readonly [number, number])[1];
      const dy = y - (c[i - 1] as readonly [number, number])[1];
      if (dy < 0 && kind !== "rises") falling = true;
      else if ((dy < 0 && kind === "rises") || (dy > 0 && falling)) {
        const expected = { rises: "never falls", falls: "never rises", peaks: "rises to one optimum, then falls" };
        throw fail(`${path}[${i}][1]`, `expected a curve that ${expected[kind]}, got ${y}`);
      }
    }
  };

  const { van, sleep, solar, drive, sea, condensation: c, awning, labels } = p;
  const shapes: [string, Curve, "rises" | "falls" | "peaks"][] = [
    ["van.thermalByApparentMaxC", van.thermalByApparentMaxC, "peaks"],
    ["van.skyByCloudPct", van.skyByCloudPct, "peaks"],
    ["van.precipitationByMm", van.precipitationByMm, "falls"],
    ["van.windByMeanKmh", van.windByMeanKmh, "peaks"],
    ["van.gustPenaltyByKmh", van.gustPenaltyByKmh, "rises"],
    ["sleep.thermalByNightC", sleep.thermalByNightC, "peaks"],
    ["sleep.humidityPenaltyByDewPointC", sleep.humidityPenaltyByDewPointC, "rises"],
    ["sleep.windPenaltyByGustKmh", sleep.windPenaltyByGustKmh, "rises"],
    ["sleep.rainPenaltyByMm", sleep.rainPenaltyByMm, "rises"],
    ["solar.scoreByKWh", solar.scoreByKWh, "rises"],
    ["drive.gustPenaltyByKmh", drive.gustPenaltyByKmh, "rises"],
    ["drive.visibilityPenaltyByM", drive.visibilityPenaltyByM, "falls"],
    ["drive.heatPenaltyByAirC", drive.heatPenaltyByAirC, "rises"],
    ["sea.waterByC", sea.waterByC, "peaks"],
    ["sea.wavesByM", sea.wavesByM, "falls"],
  ];
  const ratings: [string, Curve][] = [
    ["van.thermalByApparentMaxC", van.thermalByApparentMaxC],
    ["van.skyByCloudPct", van.skyByCloudPct],
    ["van.precipitationByMm", van.precipitationByMm],
    ["van.windByMeanKmh", van.windByMeanKmh],
    ["sleep.thermalByNightC", sleep.thermalByNightC],
    ["solar.scoreByKWh", solar.scoreByKWh],
    ["sea.waterByC", sea.waterByC],
    ["sea.wavesByM", sea.wavesByM],
  ];
  const penalties: [string, Curve][] = [
    ["van.gustPenaltyByKmh", van.gustPenaltyByKmh],
    ["sleep.humidityPenaltyByDewPointC", sleep.humidityPenaltyByDewPointC],
    ["sleep.windPenaltyByGustKmh", sleep.windPenaltyByGustKmh],
    ["sleep.rainPenaltyByMm", sleep.rainPenaltyByMm],
    ["drive.gustPenaltyByKmh", drive.gustPenaltyByKmh],
    ["drive.visibilityPenaltyByM", drive.visibilityPenaltyByM],
    ["drive.heatPenaltyByAirC", drive.heatPenaltyByAirC],
  ];
  for (const [path, curve] of ratings) rating(path, curve);
  for (const [path, curve] of penalties) penalty(path, curve);
  for (const [path, curve, kind] of shapes) shape(path, curve, kind);
  weights("van.weights", van.weights);
  capOf("van.skyHeatCap", van.skyHeatCap);
  within("van.warmNight.kPerK", van.warmNight.kPerK, 0, 10);
  for (const [key, value] of Object.entries(van.bonus)) within(`van.bonus.${key}`, value, 0, 100);
  for (const [key, value] of Object.entries(van.caps)) {
    if (typeof value === "number") ceiling(`van.caps.${key}`, value);
    else capOf(`van.caps.${key}`, value);
  }
  within("sleep.thunderstormPenalty", sleep.thunderstormPenalty, 0, 100);
  capOf("sleep.humidNightHumidexC", sleep.humidNightHumidexC);
  ceiling("sleep.estimatedNightCap", sleep.estimatedNightCap);
  for (const [key, value] of Object.entries(p.tapers)) within(`tapers.${key}`, value, 0, Number.POSITIVE_INFINITY);
  within("solar.pv.systemLoss", solar.pv.systemLoss, 0, 0.99);
  within("solar.pv.chargeEfficiency", solar.pv.chargeEfficiency, 0.01, 1);
  within("solar.pv.vanDerate", solar.pv.vanDerate, 0.01, 1);
  if (drive.codePenaltyBySeverity.length !== 6) {
    throw fail("drive.codePenaltyBySeverity", "expected six penalties, for severities 0 to 5");
  }
  drive.codePenaltyBySeverity.forEach((x, i) => {
    within(`drive.codePenaltyBySeverity[${i}]`, x, i === 0 ? 0 : (drive.codePenaltyBySeverity[i - 1] as number), 100);
  });
  // the rain rate's heavy step, which a code of severity 3 already counts, never outweighs that code's extra cost
  const [, , moderate, heavy] = drive.codePenaltyBySeverity as [number, number, number, number];
  within("drive.rainRate.heavyPenalty", drive.rainRate.heavyPenalty, 0, heavy - moderate);
  within("drive.rainRate.veryHeavyPenalty", drive.rainRate.veryHeavyPenalty, drive.rainRate.heavyPenalty, 100);
  within("drive.rainRate.veryHeavyMmH", drive.rainRate.veryHeavyMmH, p.rain.heavyRateMmH, Number.POSITIVE_INFINITY);
  within("ordinary.cloudPct", p.ordinary.cloudPct, 0, 100);
  for (const key of ["precipitationMm", "windKmh", "waveHeightM"] as const)
    within(`ordinary.${key}`, p.ordinary[key], 0, Number.POSITIVE_INFINITY);
  weights("sea.weights", sea.weights);
  capOf("sea.roughSeaCap", sea.roughSeaCap);
  positive("condensation.airChangesPerHour", c.airChangesPerHour);
  positive("condensation.volumeM3", c.volumeM3);
  within("condensation.surfaceTemperatureFactor", c.surfaceTemperatureFactor, 0, 1);
  if (!(c.highMarginK <= c.mediumMarginK)) throw fail("condensation.mediumMarginK", "expected at least highMarginK");
  if (awning.classWindLimitKmh.length !== 4) {
    throw fail("awning.classWindLimitKmh", "expected four limits, for EN 13561 classes 0 to 3");
  }
  increasing("awning.classWindLimitKmh", awning.classWindLimitKmh);
  within("awning.gustFactor", awning.gustFactor, 1, 5);
  if (!Number.isInteger(awning.windClass) || awning.windClass < 0 || awning.windClass > 3) {
    throw fail("awning.windClass", `expected an EN 13561 class 0, 1, 2 or 3, got ${awning.windClass}`);
  }
  within("outlook.mediumConfidence", p.outlook.mediumConfidence, 0, 1);
  within("outlook.highConfidence", p.outlook.highConfidence, p.outlook.mediumConfidence, 1);
  within("outlook.bestMoveDayFloor", p.outlook.bestMoveDayFloor, 0, 1);
  within("labels.ideal", labels.ideal, 0, 100);
  within("labels.harsh", labels.harsh, 0, 100);
  if (
    !(labels.ideal > labels.comfortable && labels.comfortable > labels.acceptable && labels.acceptable > labels.harsh)
  )
    throw fail("labels", "expected ideal > comfortable > acceptable > harsh");
}

/**
 * A profile: the default with `overrides` deep-merged in (arrays and curves replace whole), validated and frozen.
 * A key the profile does not have, a non-finite number, unsorted breakpoints, a rating outside 0-100 or a negative
 * penalty, weights that are negative or do not sum to 1, a cap outside 0-100, a severity table that is not six
 * non-decreasing penalties, an awning class outside the EN 13561 table, labels out of order, or outlook shares
 * outside 0-1 (high confidence below medium) is a VanskyInputError with code BAD_OPTION and the path of the setting.
 *
 * @example
 * ```ts
 * import { defineProfile, scoreCountry } from "vansky";
 *
 * // three sleepers, an EN 13561 class 2 awning, and the gale cap from 65 km/h gusts instead of 74
 * const profile = defineProfile({
 *   condensation: { occupants: 3 },
 *   awning: { windClass: 2 },
 *   van: { caps: { galeGustKmh: { at: 65, cap: 39 } } },
 * });
 * const record = scoreCountry(input, { profile });
 * ```
 */
export function defineProfile(overrides: ProfileOverrides = {}): Profile {
  const merged = merge(defaultProfile, overrides, "profile") as Profile;
  validate(merged);
  return deepFreeze(merged);
}
