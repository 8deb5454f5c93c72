/**
 * The rating curves of a profile that the scores read, as flat arrays (`flatCurve`), found once per profile: a
 * score asks for its curves once, not once per rating.
 */
import { type Curve, flatCurve } from "../math/curve.js";
import type { Profile } from "../profile/index.js";

/** Each rating curve the scores read, flat (`[x0, y0, x1, y1, …]`), by score and facet. */
export interface RatingCurves {
  readonly van: {
    readonly thermal: Float64Array;
    readonly sky: Float64Array;
    readonly precipitation: Float64Array;
    readonly wind: Float64Array;
    readonly gusts: Float64Array;
  };
  readonly sleep: {
    readonly thermal: Float64Array;
    readonly humidity: Float64Array;
    readonly wind: Float64Array;
    readonly rain: Float64Array;
  };
  readonly drive: { readonly gusts: Float64Array; readonly visibility: Float64Array; readonly heat: Float64Array };
  readonly solar: Float64Array;
  readonly sea: { readonly water: Float64Array; readonly waves: Float64Array };
}

/** The curves of `profile`, flat (made anew on every call: see `ratingCurves`). */
function flatten({ van, sleep, drive, solar, sea }: Profile): RatingCurves {
  return {
    van: {
      thermal: flatCurve(van.thermalByApparentMaxC),
      sky: flatCurve(van.skyByCloudPct),
      precipitation: flatCurve(van.precipitationByMm),
      wind: flatCurve(van.windByMeanKmh),
      gusts: flatCurve(van.gustPenaltyByKmh),
    },
    sleep: {
      thermal: flatCurve(sleep.thermalByNightC),
      humidity: flatCurve(sleep.humidityPenaltyByDewPointC),
      wind: flatCurve(sleep.windPenaltyByGustKmh),
      rain: flatCurve(sleep.rainPenaltyByMm),
    },
    drive: {
      gusts: flatCurve(drive.gustPenaltyByKmh),
      visibility: flatCurve(drive.visibilityPenaltyByM),
      heat: flatCurve(drive.heatPenaltyByAirC),
    },
    solar: flatCurve(solar.scoreByKWh),
    sea: { water: flatCurve(sea.waterByC), waves: flatCurve(sea.wavesByM) },
  };
}

const isFrozenCurve = (curve: Curve) => Object.isFrozen(curve) && curve.every(Object.isFrozen);

/** Whether nothing `flatten` reads can change: the profile, its score sections and their curves all frozen. */
function isFrozenProfile(profile: Profile): boolean {
  const { van, sleep, drive, solar, sea } = profile;
  return (
    [profile, van, sleep, drive, solar, sea].every(Object.isFrozen) &&
    [
      van.thermalByApparentMaxC,
      van.skyByCloudPct,
      van.precipitationByMm,
      van.windByMeanKmh,
      van.gustPenaltyByKmh,
      sleep.thermalByNightC,
      sleep.humidityPenaltyByDewPointC,
      sleep.windPenaltyByGustKmh,
      sleep.rainPenaltyByMm,
      drive.gustPenaltyByKmh,
      drive.visibilityPenaltyByM,
      drive.heatPenaltyByAirC,
      solar.scoreByKWh,
      sea.waterByC,
      sea.wavesByM,
    ].every(isFrozenCurve)
  );
}

/** Flat curves of frozen profiles (`defineProfile`'s and the default are deeply frozen), and the last one asked. */
const remembered = new WeakMap<Profile, RatingCurves>();
let lastProfile: Profile | null = null;
let lastCurves: RatingCurves | null = null;

/**
 * The rating curves of `profile` as flat arrays: remembered for a frozen profile (the last one without even a map
 * lookup: a batch scores with one profile), made anew for one that may still change.
 */
export function ratingCurves(profile: Profile): RatingCurves {
  if (profile === lastProfile) return lastCurves as RatingCurves;
  let curves = remembered.get(profile);
  if (curves === undefined) {
    curves = flatten(profile);
    if (!isFrozenProfile(profile)) return curves;
    remembered.set(profile, curves);
  }
  lastProfile = profile;
  lastCurves = curves;
  return curves;
}
