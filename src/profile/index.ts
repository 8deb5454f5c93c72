import { VanskyInputError } from "../errors.js";
import { type Curve, isSortedCurve } from "../math/curve.js";
import type { PvParameters } from "../physics/solar.js";

/** A score ceiling applied when a value reaches a threshold ("extremes override"). */
export interface Cap {
  /** Threshold in the unit of the condition (°C, km/h, mm, mm/h). */
  readonly at: number;
  /** Highest score allowed once the threshold is reached. */
  readonly cap: number;
}

/**
 * Every threshold, breakpoint, weight and cap of the model, with units in the names. Sources and reasons are in
 * docs/model.md; the values start from the research proposal (shared/research/scoring-science.md §11).
 */
export interface Profile {
  readonly van: {
    /** Facet weights of the VanSky index (thermal comfort, sunshine/sky, precipitation, wind), summing to 1. */
    readonly weights: {
      readonly thermal: number;
      readonly sky: number;
      readonly precipitation: number;
      readonly wind: number;
    };
    /** Rating of the day's maximum apparent temperature, °C -> 0-100 (HCI:Urban TC table, smoothed). */
    readonly thermalByApparentMaxC: Curve;
    /** Rating of daytime cloud cover, % -> 0-100 (HCI:Urban aesthetic table). */
    readonly skyByCloudPct: Curve;
    /** "In heat the sun is no longer a bonus": sky rating ceiling once apparent max reaches `at` °C. */
    readonly skyHeatCap: Cap;
    /** Rating of daily precipitation, mm -> 0-100 (HCI:Urban precipitation table, smoothed). */
    readonly precipitationByMm: Curve;
    /** Rating of daytime mean wind, km/h -> 0-100 (HCI wind table). */
    readonly windByMeanKmh: Curve;
    /** Bonus points for a warm sea (sea score at least `seaScoreAtLeast`) and strong solar; total at most `max`. */
    readonly bonus: {
      readonly seaScoreAtLeast: number;
      readonly sea: number;
      readonly solarScoreAtLeast: number;
      readonly solar: number;
      readonly max: number;
    };
    readonly caps: {
      /** Apparent max, °C: NWS "extreme caution" 90 °F; VanSky's "at 32° the score can't reach comfortable". */
      readonly heatApparentC: Cap;
      /** Muggy night on a hot day: night dew point, °C (dew-point "oppressive"). */
      readonly muggyNightDewPointC: Cap;
      /** Tropical night on a hot day: daily minimum, °C (KMA/JMA tropical night). */
      readonly tropicalNightMinC: Cap;
      readonly dangerHeatApparentC: Cap;
      readonly extremeHeatApparentC: Cap;
      /** Frost day: daily minimum below `at` °C (ETCCDI FD). */
      readonly frostMinC: Cap;
      /** Ice day: daily maximum below `at` °C (ETCCDI ID). */
      readonly iceDayMaxC: Cap;
      /** Severe and extreme cold: daily minimum below `at` °C (wind-chill frostbite risk). */
      readonly severeColdMinC: Cap;
      readonly extremeColdMinC: Cap;
      /** Ceiling for a thunderstorm (WMO 95-99) in the day. */
      readonly thunderstorm: number;
      /** Ceiling for hail (WMO 96, 99) or freezing rain (66, 67). */
      readonly hailOrFreezingRain: number;
      readonly downpourMm: Cap;
      readonly heavyRateMmH: Cap;
      readonly extremeRainMm: Cap;
      readonly violentRateMmH: Cap;
      readonly galeGustKmh: Cap;
      /** Gale: hourly sustained wind, km/h (Beaufort 8). */
      readonly galeSustainedKmh: Cap;
      readonly stormGustKmh: Cap;
    };
  };
  readonly sleep: {
    /** Rating of the night mean temperature outside, °C -> 0-100 (an occupied unheated van runs 2-4 K warmer). */
    readonly thermalByNightC: Curve;
    /** Penalty by night mean dew point, °C -> points (NWS dew-point comfort scale). */
    readonly humidityPenaltyByDewPointC: Curve;
    /** Penalty by night maximum gust, km/h -> points (Beaufort 6-9: rocking and noise). */
    readonly windPenaltyByGustKmh: Curve;
    /** Penalty for a wet night (precipitation of at least `mm`) and for a night thunderstorm. */
    readonly rainPenalty: { readonly mm: number; readonly points: number };
    readonly thunderstormPenalty: number;
  };
  readonly solar: {
    readonly pv: PvParameters;
    /** VanSky's published mapping, kWh/kWp per day -> 0-100, recovered exactly from its data. */
    readonly scoreByKWh: Curve;
  };
  readonly drive: {
    /** Penalty by WMO weather-code driving severity 0..5 (index = severity). */
    readonly codePenaltyBySeverity: readonly number[];
    /** Penalty by maximum gust during the driving window, km/h (Beaufort 7 to 10). */
    readonly gustPenaltyByKmh: Curve;
    /** Ice: minimum temperature at or below `frozenMinC` with moisture, or up to `nearFreezingMinC`. */
    readonly ice: {
      readonly frozenMinC: number;
      readonly frozenPenalty: number;
      readonly nearFreezingMinC: number;
      readonly nearFreezingPenalty: number;
      /** Night humidity that counts as moisture on the road, %. */
      readonly wetRhPct: number;
    };
    /** Penalty by minimum visibility, m (WMO fog < 1 km; Met Office dense fog < 200 m, severe < 50 m). */
    readonly visibilityPenaltyByM: Curve;
    /** Heat: apparent max at or above `at` °C costs `penalty` points. */
    readonly heat: readonly { readonly at: number; readonly penalty: number }[];
    /** Rain rate: hourly maximum above `at` mm/h costs `penalty` points (AMS heavy rain 7.6 mm/h). */
    readonly rainRate: readonly { readonly at: number; readonly penalty: number }[];
  };
  readonly sea: {
    /** Rating of sea surface temperature, °C -> 0-100 (RNLI cold water, FINA limits). */
    readonly waterByC: Curve;
    /** Rating of significant wave height, m -> 0-100 (WMO sea state, red-flag practice). */
    readonly wavesByM: Curve;
    /** Long-period swell (rips, sneaker waves): period at least `periodS` with height at least `heightM`. */
    readonly swell: { readonly periodS: number; readonly heightM: number; readonly penalty: number };
    readonly weights: { readonly water: number; readonly waves: number };
    /** Rough sea: waves at least `at` m cap the score. */
    readonly roughSeaCap: Cap;
  };
  readonly condensation: {
    /** Sleepers in the van, and the water vapour each breathes out asleep, g/h (building physics tables: 40-60). */
    readonly occupants: number;
    readonly moistureGPerHourPerPerson: number;
    /** Air changes per hour of a van with roof vent cracked, and its air volume, m³. */
    readonly airChangesPerHour: number;
    readonly volumeM3: number;
    /** How much warmer an occupied unheated van is than the night outside, K. */
    readonly interiorExcessK: number;
    /** ISO 13788 temperature factor of the coldest surface (single glazing or bare steel: 0.25; double acrylic: 0.6). */
    readonly surfaceTemperatureFactor: number;
    /** Radiative cooling of that surface under a clear sky, K, calm (below `calmBelowKmh`) and windy. */
    readonly clearSkyCoolingCalmK: number;
    readonly clearSkyCoolingWindyK: number;
    readonly calmBelowKmh: number;
    /** Margin between surface temperature and interior dew point, K: high at or below `high`, medium up to `medium`. */
    readonly highMarginK: number;
    readonly mediumMarginK: number;
  };
  readonly awning: {
    /** EN 13561 wind resistance class of the awning (0-3); RV awnings are unrated, strapped ones count as 3 here. */
    readonly windClass: number;
    /** Gust limit of each class, km/h (class 0: not in wind; 1: Beaufort 4; 2: Beaufort 5; 3: Beaufort 6). */
    readonly classGustLimitKmh: readonly number[];
    /** Sustained wind for caution (Beaufort 4) and for retracting (Beaufort 6), km/h. */
    readonly cautionSustainedKmh: number;
    readonly retractSustainedKmh: number;
    /** Daily rain for caution (pooling) and retracting, mm. */
    readonly cautionRainMm: number;
    readonly retractRainMm: number;
    /** Minimum temperature at or below which frost makes the awning a caution, °C. */
    readonly frostMinC: number;
  };
  readonly driveWindow: {
    /** Hourly precipitation above which an hour is unsafe, mm/h (AMS light rain ≤ 2.5). */
    readonly maxRainMmH: number;
    /** Gust at or above which an hour is unsafe, km/h (45 mph, UK high-sided vehicle restrictions). */
    readonly maxGustKmh: number;
    /** Visibility below which an hour is unsafe, m (WMO fog). */
    readonly minVisibilityM: number;
    /** A freezing hour is unsafe when precipitation fell within this many hours before it. */
    readonly wetRoadHours: number;
    /** Shortest window worth suggesting, h. */
    readonly minHours: number;
  };
  readonly recommend: {
    /** Gust from which driving a van is advised against, km/h (45 mph, UK high-sided vehicle restrictions). */
    readonly highWindDrivingGustKmh: number;
    /** Night minimum for an info and for a warning about a tropical night, °C (ETCCDI TR 20; KMA/JMA 25). */
    readonly tropicalNightInfoMinC: number;
    readonly tropicalNightWarningMinC: number;
    /** Daily precipitation for the downpour warning, mm; visibility for the fog warning, m (Met Office dense fog). */
    readonly downpourMm: number;
    readonly fogVisibilityM: number;
    /** UV index bands for info, warning and danger (WHO: high 6-7, very high 8-10, extreme 11+). */
    readonly uvInfo: number;
    readonly uvWarning: number;
    readonly uvDanger: number;
    /** Solar score for the "good" tip and at most for the "poor" info. */
    readonly solarGoodScore: number;
    readonly solarPoorScore: number;
    /** Warm sea from this SST (with waves below `warmSeaMaxWaveM`), cold water below `coldWaterC` (RNLI), °C. */
    readonly warmSeaC: number;
    readonly warmSeaMaxWaveM: number;
    readonly coldWaterC: number;
    /** Wave height for the high-waves warning, m (red-flag practice). */
    readonly highWavesM: number;
    /** Best move day drive score below which no day is good to move. */
    readonly noGoodMoveDayBelow: number;
  };
  readonly codes: {
    /** A rain, snow or storm code on a day with less than this much precipitation, mm, counts as overcast (OpenVan's rule). */
    readonly dryBelowMm: number;
  };
  /** Lower bounds of the score labels. */
  readonly labels: {
    readonly ideal: number;
    readonly comfortable: number;
    readonly acceptable: number;
    readonly harsh: number;
  };
}

/** `T` with every property optional, recursively; arrays (curves, lists) are replaced whole. */
export type DeepPartial<T> = { readonly [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : DeepPartial<T[K]> };
export type ProfileOverrides = DeepPartial<Profile>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const cap = (at: number, capValue: number): Cap => ({ at, cap: capValue });

/** The default profile: the research proposal's values (§11), with the departures listed in docs/model.md. */
export const defaultProfile: Profile = deepFreeze<Profile>({
  van: {
    weights: { thermal: 0.35, sky: 0.25, precipitation: 0.25, wind: 0.15 },
    thermalByApparentMaxC: [
      [-10, 10],
      [-3, 20],
      [3, 30],
      [8.5, 40],
      [12.5, 50],
      [16, 60],
      [18.5, 70],
      [21, 90],
      [23, 100],
      [25, 100],
      [26, 90],
      [27.5, 80],
      [29.5, 70],
      [31.5, 60],
      [33.5, 50],
      [35.5, 40],
      [37.5, 20],
      [39, 0],
    ],
    skyByCloudPct: [
      [0, 80],
      [15, 100],
      [25, 90],
      [35, 80],
      [45, 70],
      [55, 60],
      [65, 50],
      [75, 40],
      [85, 30],
      [95, 20],
      [100, 10],
    ],
    skyHeatCap: cap(30, 70),
    precipitationByMm: [
      [0, 100],
      [0.2, 95],
      [3, 85],
      [6, 65],
      [9, 35],
      [12, 10],
      [25, 0],
    ],
    windByMeanKmh: [
      [0, 85],
      [5, 100],
      [10, 100],
      [20, 90],
      [30, 80],
      [40, 60],
      [50, 30],
      [60, 0],
    ],
    bonus: { seaScoreAtLeast: 90, sea: 3, solarScoreAtLeast: 80, solar: 2, max: 5 },
    caps: {
      heatApparentC: cap(32.2, 59),
      muggyNightDewPointC: cap(21, 49),
      tropicalNightMinC: cap(25, 49),
      dangerHeatApparentC: cap(39.4, 39),
      extremeHeatApparentC: cap(46, 19),
      frostMinC: cap(0, 59),
      iceDayMaxC: cap(0, 39),
      severeColdMinC: cap(-10, 39),
      extremeColdMinC: cap(-20, 19),
      thunderstorm: 39,
      hailOrFreezingRain: 19,
      downpourMm: cap(25, 39),
      heavyRateMmH: cap(7.6, 39),
      extremeRainMm: cap(50, 19),
      violentRateMmH: cap(50, 19),
      galeGustKmh: cap(75, 39),
      galeSustainedKmh: cap(62, 39),
      stormGustKmh: cap(93, 19),
    },
  },
  sleep: {
    thermalByNightC: [
      [-15, 0],
      [-5, 20],
      [0, 40],
      [5, 65],
      [10, 90],
      [12, 100],
      [18, 100],
      [20, 95],
      [22, 80],
      [25, 55],
      [28, 30],
      [31, 10],
      [34, 0],
    ],
    humidityPenaltyByDewPointC: [
      [16, 0],
      [18, 5],
      [21, 10],
      [24, 20],
      [26, 30],
    ],
    windPenaltyByGustKmh: [
      [40, 0],
      [60, 10],
      [75, 20],
      [90, 35],
    ],
    rainPenalty: { mm: 10, points: 5 },
    thunderstormPenalty: 20,
  },
  solar: {
    pv: {
      systemLoss: 0.1408,
      chargeEfficiency: 0.97,
      temperatureCoefficientPerK: -0.004,
      rossCoefficientKm2W: 0.035,
      vanDerate: 1,
    },
    scoreByKWh: [
      [0, 0],
      [1, 20],
      [3, 70],
      [4.5, 100],
    ],
  },
  drive: {
    codePenaltyBySeverity: [0, 5, 12, 25, 45, 70],
    gustPenaltyByKmh: [
      [50, 0],
      [62, 10],
      [75, 25],
      [88, 45],
      [100, 70],
    ],
    ice: { frozenMinC: 0, frozenPenalty: 30, nearFreezingMinC: 3, nearFreezingPenalty: 15, wetRhPct: 90 },
    visibilityPenaltyByM: [
      [50, 60],
      [200, 30],
      [1000, 10],
      [1001, 0],
    ],
    heat: [
      { at: 39.4, penalty: 10 },
      { at: 46, penalty: 20 },
    ],
    rainRate: [
      { at: 7.6, penalty: 10 },
      { at: 20, penalty: 25 },
    ],
  },
  sea: {
    waterByC: [
      [14, 0],
      [16, 20],
      [18, 45],
      [20, 70],
      [22, 90],
      [24, 100],
      [28, 100],
      [30, 92],
      [31, 85],
      [33, 70],
    ],
    wavesByM: [
      [0, 100],
      [0.5, 100],
      [1.25, 75],
      [2, 40],
      [2.5, 20],
      [4, 0],
    ],
    swell: { periodS: 10, heightM: 1, penalty: 10 },
    weights: { water: 0.6, waves: 0.4 },
    roughSeaCap: cap(2.5, 30),
  },
  condensation: {
    occupants: 2,
    moistureGPerHourPerPerson: 40,
    airChangesPerHour: 4,
    volumeM3: 10,
    interiorExcessK: 4,
    surfaceTemperatureFactor: 0.25,
    clearSkyCoolingCalmK: 2,
    clearSkyCoolingWindyK: 1,
    calmBelowKmh: 10,
    highMarginK: 0,
    mediumMarginK: 3,
  },
  awning: {
    windClass: 3,
    classGustLimitKmh: [19, 28, 38, 49],
    cautionSustainedKmh: 20,
    retractSustainedKmh: 39,
    cautionRainMm: 3,
    retractRainMm: 25,
    frostMinC: 0,
  },
  driveWindow: { maxRainMmH: 2.5, maxGustKmh: 72, minVisibilityM: 1000, wetRoadHours: 3, minHours: 2 },
  recommend: {
    highWindDrivingGustKmh: 72,
    tropicalNightInfoMinC: 20,
    tropicalNightWarningMinC: 25,
    downpourMm: 25,
    fogVisibilityM: 200,
    uvInfo: 6,
    uvWarning: 8,
    uvDanger: 11,
    solarGoodScore: 80,
    solarPoorScore: 20,
    warmSeaC: 22,
    warmSeaMaxWaveM: 1.25,
    coldWaterC: 15,
    highWavesM: 2,
    noGoodMoveDayBelow: 40,
  },
  codes: { dryBelowMm: 1 },
  labels: { ideal: 80, comfortable: 60, acceptable: 40, harsh: 20 },
});

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isCurve = (v: unknown): boolean =>
  Array.isArray(v) && v.length > 0 && v.every((p) => Array.isArray(p) && p.length === 2);

function merge(base: unknown, override: unknown, path: string): unknown {
  if (override === undefined) return base;
  if (isPlainObject(base)) {
    if (!isPlainObject(override)) throw new VanskyInputError("BAD_OPTION", path, "expected an object");
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(override)) {
      if (!Object.hasOwn(base, key))
        throw new VanskyInputError("BAD_OPTION", `${path}.${key}`, "not a setting of the profile");
    }
    for (const key of Object.keys(base)) out[key] = merge(base[key], override[key], `${path}.${key}`);
    return out;
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(override)) throw new VanskyInputError("BAD_OPTION", path, "expected an array");
    if (isCurve(base)) {
      if (!isCurve(override) || !isSortedCurve(override as Curve)) {
        throw new VanskyInputError(
          "BAD_OPTION",
          path,
          "expected breakpoints [x, y] with finite, strictly increasing x",
        );
      }
    } else if (!override.every((item, i) => i < base.length || isPlainObject(item) || typeof item === "number")) {
      throw new VanskyInputError("BAD_OPTION", path, "unexpected items");
    }
    return override.map((item, i) => merge(base[Math.min(i, base.length - 1)], item, `${path}[${i}]`));
  }
  if (typeof base === "number") {
    if (typeof override !== "number" || !Number.isFinite(override))
      throw new VanskyInputError("BAD_OPTION", path, "expected a finite number");
    if (/weight|Weight/.test(path) && override < 0)
      throw new VanskyInputError("BAD_OPTION", path, "a weight cannot be negative");
    return override;
  }
  return override;
}

/**
 * A profile: the default with `overrides` deep-merged in (arrays and curves replace whole), validated and frozen.
 * A key the profile does not have, a non-finite number, a negative weight or unsorted breakpoints is a
 * VanskyInputError with code BAD_OPTION and the path of the setting.
 */
export function defineProfile(overrides: ProfileOverrides = {}): Profile {
  const merged = merge(defaultProfile, overrides, "profile") as Profile;
  const w = merged.van.weights;
  if (!(w.thermal + w.sky + w.precipitation + w.wind > 0)) {
    throw new VanskyInputError("BAD_OPTION", "profile.van.weights", "the weights must not all be zero");
  }
  return deepFreeze(merged);
}
