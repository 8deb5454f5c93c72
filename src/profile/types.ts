import type { Curve } from "../math/curve.js";
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
  /** The van score (docs/model.md, van_score). */
  readonly van: {
    /** Facet weights of the VanSky index (thermal comfort, sunshine/sky, precipitation, wind): non-negative, summing to 1. */
    readonly weights: {
      /** Weight of the thermal rating. */
      readonly thermal: number;
      /** Weight of the sky (cloud cover) rating. */
      readonly sky: number;
      /** Weight of the precipitation rating. */
      readonly precipitation: number;
      /** Weight of the wind rating. */
      readonly wind: number;
    };
    /**
     * Rating of the day temperature (`vanDayC`, `vanHeatC`), °C -> 0-100: the HCI:Urban TC table smoothed, its cold
     * side 3 K colder (a van is a heated shelter).
     */
    readonly thermalByApparentMaxC: Curve;
    /** Cold is rated by the air maximum up to this temperature, °C (the start of the thermal optimum). */
    readonly coldByAirUpToC: number;
    /**
     * A warm night keeps a van hot: each kelvin of tonight's minimum (22:00-07:00 after the day) above `fromC` adds
     * `kPerK` kelvin to the apparent maximum that the heat caps read and that the thermal rating reads where it rates
     * lower. Both fitted to the live service (docs/model.md, van_score).
     */
    readonly warmNight: {
      /** Tonight's minimum from which the night adds heat, °C. */
      readonly fromC: number;
      /** Kelvin added to the apparent maximum per kelvin of tonight's minimum above `fromC`. */
      readonly kPerK: number;
    };
    /** Rating of daytime cloud cover, % -> 0-100 (HCI:Urban aesthetic table). */
    readonly skyByCloudPct: Curve;
    /** "In heat the sun is no longer a bonus": sky rating ceiling once the heat temperature reaches `at` °C. */
    readonly skyHeatCap: Cap;
    /**
     * Rating of daily precipitation, mm -> 0-100: the HCI:Urban precipitation table smoothed and stretched to twice
     * the amounts (a daily sum says little about how much of the day was wet).
     */
    readonly precipitationByMm: Curve;
    /** Rating of daytime mean wind, km/h -> 0-100 (HCI wind table). */
    readonly windByMeanKmh: Curve;
    /**
     * Penalty by the day's highest gust, km/h -> points: a gusty day outside a van (the awning in, chairs and table
     * away, the van rocking), from 50 km/h, where the drive score's gust penalty starts, to 10 points at the NWS wind
     * advisory's gust (74 km/h, where the gale cap takes over): judgement (no standard: research note §5.4), half the
     * sleep score's 20 points there (a van rocking at night) and measured against the live service.
     */
    readonly gustPenaltyByKmh: Curve;
    /** Bonus points for a warm sea (sea score at least `seaScoreAtLeast`) and strong solar; total at most `max`. */
    readonly bonus: {
      /** Sea score from which the sea bonus is given. */
      readonly seaScoreAtLeast: number;
      /** Points of the sea bonus. */
      readonly sea: number;
      /** Solar score from which the solar bonus is given. */
      readonly solarScoreAtLeast: number;
      /** Points of the solar bonus. */
      readonly solar: number;
      /** Most bonus points in all. */
      readonly max: number;
    };
    /** Score ceilings for extremes ("extremes override"), each a threshold and the highest score allowed. */
    readonly caps: {
      /**
       * Heat by the heat temperature (`vanHeatC`), °C: the NWS heat-index "extreme caution" category (90 °F) rounded
       * to 32 °C, as thermofeel's documentation listed it for an apparent temperature until 2025, here applied to
       * Open-Meteo's apparent temperature (another index: docs/model.md); VanSky's "at 32° the score can't reach
       * comfortable".
       */
      readonly heatApparentC: Cap;
      /** Muggy night on a hot day: tonight's mean dew point, °C (21 °C, 70 °F: dew-point "oppressive"). */
      readonly muggyNightDewPointC: Cap;
      /** Tropical night on a hot day: tonight's minimum, °C (KMA/JMA tropical night, 25 °C). */
      readonly tropicalNightMinC: Cap;
      /** Dangerous heat by the heat temperature, °C (the NWS heat-index "danger" category, 103 °F, rounded to 39). */
      readonly dangerHeatApparentC: Cap;
      /** Extreme heat by the heat temperature, °C (NWS "extreme danger", 125 °F, rounded to 51: "heat stroke highly likely"). */
      readonly extremeHeatApparentC: Cap;
      /**
       * Frost: tonight's minimum (22:00-07:00 after the day, `night.tempMinC`, as the awning and the ice advice read
       * it) below `at` °C (ETCCDI's frost day, TN < 0 °C, on the night the day owns).
       */
      readonly frostMinC: Cap;
      /** Ice day: daily maximum below `at` °C (ETCCDI ID). */
      readonly iceDayMaxC: Cap;
      /**
       * Severe cold: tonight's minimum below `at` °C, the research proposal's judgement (Environment
       * Canada assigns frostbite risk by wind chill, rising below −27 °C, which a van's shelter escapes).
       */
      readonly severeColdMinC: Cap;
      /** Extreme cold: tonight's minimum below `at` °C (judgement, as `severeColdMinC`). */
      readonly extremeColdMinC: Cap;
      /**
       * Ceiling once the day's highest hourly mean wind reaches the awning's retract wind (its EN 13561 class limit:
       * 28 km/h for class 1) or its highest gust the retract gust (the limit × `awning.gustFactor`: 61.6 km/h), the
       * two wind checks of `awningStatus`, below `labels.ideal`: a day the awning must come in for the wind is not an
       * ideal one, as its danger message says.
       */
      readonly awningRetract: number;
      /**
       * Ceiling for a day whose night is estimated (`night.estimated`: the answer ends inside it, a 7-day answer's
       * last day), below `labels.ideal`: the warm-night term and the night caps read a guess.
       */
      readonly estimatedNight: number;
      /** Ceiling for a thunderstorm (WMO 95-99) in the day. */
      readonly thunderstorm: number;
      /**
       * Ceiling for hail (WMO 96, 99 where the answer's codes mean hail: `DayWeather.hailCodes`) or freezing rain or
       * drizzle (56, 57, 66, 67).
       */
      readonly hailOrFreezingRain: number;
      /**
       * Rainstorm and heavy rainstorm days, mm (CMA 50 and 100 mm in 24 h); their own thresholds, apart from
       * `rain.downpourMm` (which retracts awnings and warns).
       */
      readonly downpourMm: Cap;
      /** Ceiling once the hourly rain rate reaches `rain.heavyRateMmH` (AMS heavy rain). */
      readonly heavyRainRate: number;
      /** Heavy rainstorm day, mm (CMA 100 mm in 24 h). */
      readonly extremeRainMm: Cap;
      /** Violent rain, mm/h (over 50 mm/h). */
      readonly violentRateMmH: Cap;
      /** Gale: daily maximum gust, km/h (the NWS wind advisory's gust, 46 mph = 74 km/h). */
      readonly galeGustKmh: Cap;
      /** Gale: the day's highest hourly (mean) wind, km/h (Beaufort 8, a mean-wind scale: 62 km/h). */
      readonly galeSustainedKmh: Cap;
      /** Storm: daily maximum gust, km/h (the NWS high wind warning's gust, 58 mph = 93 km/h). */
      readonly stormGustKmh: Cap;
    };
  };
  /** The sleep score (docs/model.md, sleep_score). */
  readonly sleep: {
    /**
     * Rating of the night mean temperature outside, °C -> 0-100: 100 at 16 °C (the bedroom band 15.6-19.4 °C),
     * steeper below 10 °C; the hot side (85 at 30 °C, 60 at 36 °C) is fitted to the live service, gentler than the
     * sleep physiology the docs cite (docs/model.md, sleep_score).
     */
    readonly thermalByNightC: Curve;
    /** Penalty by night mean dew point, °C -> points (half the steps of the NWS dew-point comfort scale). */
    readonly humidityPenaltyByDewPointC: Curve;
    /**
     * Penalty by night maximum gust, km/h -> points: a parked van rocks and is loud (judgement, no standard: research
     * note §5.4); 74 and 93 km/h are the NWS wind advisory and high wind warning gusts.
     */
    readonly windPenaltyByGustKmh: Curve;
    /** Penalty by the night's rain, mm -> points (rain on a metal roof is loud; a wet night is a damp one). */
    readonly rainPenaltyByMm: Curve;
    /** Penalty for a thunderstorm in the night. */
    readonly thunderstormPenalty: number;
    /**
     * Humid heat: tonight's humidex (Environment Canada's, from the night's mean temperature and dew point) at least
     * `at` °C caps the score: 30 °C, where the humidex's "some discomfort" starts, below `labels.ideal` (humid heat
     * increases wakefulness: Okamoto-Mizuno & Mizuno 2012).
     */
    readonly humidNightHumidexC: Cap;
    /** Ceiling for an estimated night (`night.estimated`), below `labels.ideal`. */
    readonly estimatedNightCap: number;
  };
  /** The solar yield and score (docs/model.md, "Solar yield" and solar_score). */
  readonly solar: {
    /** The panel model: derate, temperature coefficient and the rest (`PvParameters`). */
    readonly pv: PvParameters;
    /** VanSky's published mapping, kWh/kWp per day -> 0-100, recovered exactly from its data. */
    readonly scoreByKWh: Curve;
  };
  /** The drive score (docs/model.md, drive_score). */
  readonly drive: {
    /**
     * Penalty by WMO weather-code driving severity 0..5 (index = severity; six values, never decreasing). Light
     * rain and drizzle (severity 1) cost nothing: the drive window counts light rain as safe driving too.
     */
    readonly codePenaltyBySeverity: readonly number[];
    /**
     * Penalty by the highest daylight gust, km/h -> points, on gust criteria: the Orwell Bridge protocol's restrictions
     * from 45 mph (72 km/h) and its closure to all traffic at 50 mph (80 km/h) crosswind gusts, the NWS high wind
     * warning's 58 mph (93 km/h), the bridge's closure at 60 mph (97 km/h) from any direction; the start (50 km/h) and
     * the points are fitted to the live service.
     */
    readonly gustPenaltyByKmh: Curve;
    /** Ice: minimum temperature at or below `frozenMinC` with moisture, or up to `nearFreezingMinC`. */
    readonly ice: {
      /** Minimum temperature at or below which a moist road is frozen, °C. */
      readonly frozenMinC: number;
      /** Points a frozen moist road costs. */
      readonly frozenPenalty: number;
      /** Minimum temperature up to which a moist road may be icy, °C. */
      readonly nearFreezingMinC: number;
      /** Points a possibly icy moist road costs. */
      readonly nearFreezingPenalty: number;
      /** Night humidity that counts as moisture on the road, %. */
      readonly wetRhPct: number;
    };
    /**
     * Penalty by the lowest daylight visibility, m -> points: the Met Office's three fogs (Fact Sheet 3): fog below
     * 1 km (the official definition, "appropriate for aviation purposes"), thick fog below 200 m (motorists), dense
     * fog below 50 m (severe disruption).
     */
    readonly visibilityPenaltyByM: Curve;
    /**
     * Penalty by the day's air maximum, °C -> points: heat on the vehicle (engine cooling, tyres, brakes), from JMA's
     * extremely hot day (35 °C) through IMD's heat-wave maxima (40 and 45 °C). Independent of the van score's heat
     * thresholds, which read the apparent temperature.
     */
    readonly heatPenaltyByAirC: Curve;
    /**
     * Rain rate: an hourly maximum above `rain.heavyRateMmH` (AMS heavy rain) costs `heavyPenalty` points, above
     * `veryHeavyMmH` costs `veryHeavyPenalty`.
     */
    readonly rainRate: {
      /** Points for an hourly maximum above `rain.heavyRateMmH`. */
      readonly heavyPenalty: number;
      /** Very heavy rain, mm/h. */
      readonly veryHeavyMmH: number;
      /** Points for an hourly maximum above `veryHeavyMmH`. */
      readonly veryHeavyPenalty: number;
    };
  };
  /** The sea score (docs/model.md, sea_score). */
  readonly sea: {
    /** Rating of sea surface temperature, °C -> 0-100 (RNLI cold water, FINA limits). */
    readonly waterByC: Curve;
    /** Rating of significant wave height, m -> 0-100 (WMO sea state, red-flag practice). */
    readonly wavesByM: Curve;
    /** Long-period swell (rips, sneaker waves): period at least `periodS` with height at least `heightM`. */
    readonly swell: {
      /** Shortest wave period that counts as long-period swell, s. */
      readonly periodS: number;
      /** Lowest wave height of such swell, m. */
      readonly heightM: number;
      /** Points such swell costs. */
      readonly penalty: number;
    };
    /** Weights of water temperature and waves: non-negative, summing to 1. */
    readonly weights: {
      /** Weight of the water-temperature rating. */
      readonly water: number;
      /** Weight of the wave rating. */
      readonly waves: number;
    };
    /** Rough sea: waves at least `at` m cap the score. */
    readonly roughSeaCap: Cap;
  };
  /** The van's night for the condensation risk (docs/model.md, condensation_risk). */
  readonly condensation: {
    /** Sleepers in the van. */
    readonly occupants: number;
    /**
     * Water vapour each sleeper breathes out, g/h: the low end of the building-physics table's sedentary 40-60 g/h
     * (asleep is below sedentary; the latent 27 W of a sleeper's 72 W at 0.7 met, ASHRAE).
     */
    readonly moistureGPerHourPerPerson: number;
    /**
     * Air changes per hour with the roof vent open, the van's calibration: ASHRAE's stack-and-wind estimate gives 6
     * at 1 m/s through the vent and 11 at 2 m/s (docs/model.md, condensation_risk).
     */
    readonly airChangesPerHour: number;
    /** The van's air volume, m³. */
    readonly volumeM3: number;
    /**
     * How much warmer an occupied unheated van is than the night outside, K: the steady-state heat balance of two
     * sleepers' 92 W of sensible heat against ventilation at `airChangesPerHour` (26.8 W/K) and an envelope of about
     * 35 W/K.
     */
    readonly interiorExcessK: number;
    /** ISO 13788 temperature factor of the coldest surface (single glazing or bare steel: 0.25; double acrylic: 0.6). */
    readonly surfaceTemperatureFactor: number;
    /**
     * Radiative cooling of that surface under a clear sky, K, calm (below `calmBelowKmh`): engineering judgement (the
     * research note), within a surface energy balance's 2-4 K on dry clear nights and 0.5 K in humid tropics.
     */
    readonly clearSkyCoolingCalmK: number;
    /** Radiative cooling of that surface under a clear sky in wind, K (judgement, as `clearSkyCoolingCalmK`). */
    readonly clearSkyCoolingWindyK: number;
    /** Night mean wind below which the night counts as calm, km/h. */
    readonly calmBelowKmh: number;
    /**
     * Margin between the surface and the inside air's dew point (frost point below 0 °C), K: high at or below `high`
     * (water or frost on the glass).
     */
    readonly highMarginK: number;
    /**
     * Margin up to which the risk is medium, K: the band of an ISO 13788-style window calculator (research note §3.3;
     * the standard itself states no such margin), about the spread of the model's own inputs.
     */
    readonly mediumMarginK: number;
  };
  /** The awning status (docs/model.md, awning_status). */
  readonly awning: {
    /**
     * EN 13561 wind resistance class of the awning, an index into `classWindLimitKmh` (0-3). RV awnings are not
     * rated; strapped they are taken as class 1 to 2 (research note §5.2, judgement: no maker states a class): the
     * default is the lower, 1.
     */
    readonly windClass: number;
    /**
     * The mean wind each class 0-3 may stay out in, km/h, increasing: the top of Beaufort 3/4/5/6 (EN 13561's
     * table as makers quote it: class 1/2/3 to 28/38/49 km/h; class 0 not in wind). Reading the classes as mean
     * wind, as their Beaufort forces are, is an interpretation: some guides read them as gusts (docs/model.md).
     */
    readonly classWindLimitKmh: readonly number[];
    /**
     * Open-Meteo's gust factor, the day's highest gust over its highest hourly wind (2.2, measured on the real
     * recordings: 1.7-2.7 a day; no published source): a
     * gust reads as the mean wind gust/`gustFactor`, so the awning is judged where only gusts are known, and on
     * days gustier than usual.
     */
    readonly gustFactor: number;
    /** Daily rain for caution, mm (pooling on the fabric); a downpour (`rain.downpourMm`) retracts it. */
    readonly cautionRainMm: number;
    /** Minimum temperature at or below which frost makes the awning a caution, °C. */
    readonly frostMinC: number;
  };
  /** Which hours are safe to drive (docs/model.md, drive_window). */
  readonly driveWindow: {
    /** Hourly precipitation above which an hour is unsafe, mm/h (AMS light rain ≤ 2.5). */
    readonly maxRainMmH: number;
    /**
     * Gust at or above which an hour is unsafe, km/h (45 mph, where the Orwell Bridge protocol's restrictions start); also the gust of
     * the high-wind driving danger.
     */
    readonly maxGustKmh: number;
    /**
     * Visibility below which an hour is unsafe, m: 200 m, where the Met Office puts fog for motorists (Fact Sheet 3;
     * its dense-fog warnings, "avoid travel if possible"), the project's fog warning; the official 1 km definition
     * is, in the same fact sheet, "appropriate for aviation purposes".
     */
    readonly minVisibilityM: number;
    /** A freezing hour is unsafe when precipitation fell within this many hours before it. */
    readonly wetRoadHours: number;
    /** Shortest window worth suggesting, h. */
    readonly minHours: number;
  };
  /** Thresholds of the recommendation rules (docs/model.md, recommendations). */
  readonly recommend: {
    /**
     * Tonight's minimum above which a tropical night is information, °C (ETCCDI TR: above 20 °C); the warning comes
     * at the van score's tropical-night threshold (`van.caps.tropicalNightMinC`), the high-wind driving danger at the
     * drive window's gust limit (`driveWindow.maxGustKmh`) and the downpour warning at `rain.downpourMm`.
     */
    readonly tropicalNightInfoMinC: number;
    /** Visibility for the fog warning, m (Met Office dense fog). */
    readonly fogVisibilityM: number;
    /** UV index bands for info, warning and danger (WHO: high 6-7, very high 8-10, extreme 11+). */
    readonly uvInfo: number;
    /** UV index of the warning (WHO very high). */
    readonly uvWarning: number;
    /** UV index of the danger (WHO extreme). */
    readonly uvDanger: number;
    /**
     * Tonight's minimum at or below which the ice advice is icy, snow- or ice-covered roads rather than black ice on
     * wet roads, °C: −10 °C, below which road salt (NaCl) no longer thaws ice in practice (Wisconsin DOT: 15 °F,
     * −9.4 °C; Iowa DOT: 20 °F, −6.7 °C), so water on a road freezes where it lies.
     */
    readonly icyRoadsMinC: number;
    /**
     * Yield still ahead of now, kWh/kWp, below which the good-solar tip is no longer given (its day is past): 1, the
     * yield at which `solar.scoreByKWh` reaches the poor-day score 20 (what is left is a poor day's).
     */
    readonly solarGoodAheadKwh: number;
    /** Solar score for the "good" tip and at most for the "poor" info. */
    readonly solarGoodScore: number;
    /** Solar score at or below which the "poor solar" info is given. */
    readonly solarPoorScore: number;
    /** Warm sea from this SST (with waves below `warmSeaMaxWaveM`), cold water below `coldWaterC` (RNLI), °C. */
    readonly warmSeaC: number;
    /** Highest waves of a warm-sea tip, m. */
    readonly warmSeaMaxWaveM: number;
    /** Sea temperature below which cold water is warned of, °C (RNLI). */
    readonly coldWaterC: number;
    /**
     * Sea temperature below which the water is very cold and no swim is suggested, °C (Golden and Tipton, Essentials
     * of Sea Survival, 2002: below 10 °C cold shock and swimming failure within minutes; Giesbrecht's 1-10-1).
     */
    readonly veryColdWaterC: number;
    /** Wave height for the high-waves warning, m (red-flag practice). */
    readonly highWavesM: number;
    /** Best move day drive score below which no day is good to move. */
    readonly noGoodMoveDayBelow: number;
  };
  /**
   * What an unknown input counts as (docs/model.md, "Missing inputs"): an ordinary value, never an ideal one. A score
   * facet whose input is unknown counts at the lower of its ordinary value's rating and the known facets' mean.
   */
  readonly ordinary: {
    /** Cloud cover, % (half the sky): the van score's sky facet and the condensation model's clear-sky cooling. */
    readonly cloudPct: number;
    /** Daily precipitation, mm (most days are dry): the van score's precipitation facet. */
    readonly precipitationMm: number;
    /** Daytime mean wind, km/h (a light breeze): the van score's wind facet. */
    readonly windKmh: number;
    /**
     * Tonight's dew point, °C: 16 °C (60 °F), the highest the sleep score's humidity penalty leaves free, where its
     * humid-night cap reads an unknown one.
     */
    readonly nightDewPointC: number;
    /** Sea surface temperature, °C: the world ocean's 1901-2000 mean, 16.1 °C (NOAA NCEI). */
    readonly seaTempC: number;
    /** Significant wave height, m: a slight sea's upper bound (WMO sea state 3, 0.5-1.25 m). */
    readonly waveHeightM: number;
  };
  /**
   * How wide the taper below (or above) each cap's threshold is, over which its ceiling falls linearly from 100 to the
   * cap, so that a small change of an input never moves a score by a cap's whole drop (docs/model.md, "Caps approached
   * by a taper"); one width per quantity, each about the uncertainty of a forecast of it. 0 restores the steps.
   */
  readonly tapers: {
    /** Temperature caps (heat temperature, minima, maxima, dew point, humidex), K. */
    readonly temperatureK: number;
    /** Hourly rain-rate caps and steps, mm/h (the width of AMS light rain, 2.5 mm/h). */
    readonly rainRateMmH: number;
    /** Daily rain caps, mm. */
    readonly rainMm: number;
    /** Gust and wind caps, km/h. */
    readonly windKmh: number;
    /** The sea's rough-sea cap, m. */
    readonly waveM: number;
  };
  /** Rain thresholds that several rules share. */
  readonly rain: {
    /** A downpour day, mm (CMA heavy rain, 25 mm in 24 h): awnings are retracted and a downpour warned of. */
    readonly downpourMm: number;
    /** Heavy rain, mm/h (AMS: above 7.6 mm/h): it caps the van score and costs drive points. */
    readonly heavyRateMmH: number;
  };
  /** How weather codes are read. */
  readonly codes: {
    /** A rain, snow or storm code on a day with less than this much precipitation, mm, counts as overcast (OpenVan's rule). */
    readonly dryBelowMm: number;
  };
  /**
   * The outlook's odds from an ensemble's members (docs/model.md, "Outlook"): how much the record's own day weighs
   * in the first days' probabilities, how members without gusts get them, how a 3- or 6-hour mean's peak hour is
   * read, and the calibration `vansky verify --fit` makes.
   */
  readonly outlook: {
    /**
     * The weight of the record's verdict in `p_good` and `p_drive`, by lead day from today (0-1; days beyond the
     * list 0): the deterministic run a record is scored from is blended into the first days, as meteoblue blends its
     * high-resolution runs, because a single-model ensemble is most over-sure there.
     */
    readonly recordWeightByLead: readonly number[];
    /**
     * Members' gusts from their wind when no deterministic answer gives the place's own factor: the day's highest
     * gust over its highest wind in real Open-Meteo answers (2.2; docs/model.md, "Compared with the live service").
     */
    readonly fallbackGustFactor: number;
    /**
     * The peak hour of a 3-hour (`threeHour`) and a 6-hour (`sixHour`) precipitation mean, as a multiple of the
     * mean (at most the step's hours): measured on the world fixtures so that as many days reach the heavy-hour
     * rate as with their hourly values.
     */
    readonly peakFactor: {
      /** Of a 3-hour mean (2.3, at most 3). */
      readonly threeHour: number;
      /** Of a 6-hour mean (3.8, at most 6). */
      readonly sixHour: number;
    };
    /**
     * A calibration of `p_good` and `p_drive` (`vansky verify --fit`): per lead day from today, a curve from the
     * uncalibrated probability to the frequency observed; empty lists: none (`name` then "").
     */
    readonly calibration: {
      /** What it was fitted on (named in each outlook's `calibration`). */
      readonly name: string;
      /** Curves of `p_good`, one per lead day. */
      readonly pGood: readonly Curve[];
      /** Curves of `p_drive`, one per lead day. */
      readonly pDrive: readonly Curve[];
    };
  };
  /** Lower bounds of the score labels, decreasing from ideal to harsh, within 0-100. */
  readonly labels: {
    /** Lowest van score labelled ideal. */
    readonly ideal: number;
    /** Lowest van score labelled comfortable. */
    readonly comfortable: number;
    /** Lowest van score labelled acceptable. */
    readonly acceptable: number;
    /** Lowest van score labelled harsh (below it: extreme). */
    readonly harsh: number;
  };
}

/** `T` with every property optional, recursively; arrays (curves, lists) are replaced whole. */
export type DeepPartial<T> = { readonly [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : DeepPartial<T[K]> };
/** What `defineProfile` takes: any part of a `Profile`, the rest from `defaultProfile`. */
export type ProfileOverrides = DeepPartial<Profile>;
