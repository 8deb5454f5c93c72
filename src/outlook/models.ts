/**
 * The ensemble models an outlook is planned for and checked against: their runs, horizons, the score variables each
 * has and its time step, from Open-Meteo's server source. Read by the outlook (how many runs an answer of a model
 * should hold) and by the request plan (what to ask, what it costs).
 */

/**
 * The hourly variables the van, sleep, drive and solar scores read (docs/model.md), as Open-Meteo names them.
 * Apparent temperature and dew point are left out: the engine computes them from these by Open-Meteo's own formulas
 * (`hourlyInputs`), as Open-Meteo's server derives them for an ensemble member, so asking them would cost two
 * variables × members for no information.
 */
export const ENSEMBLE_SCORE_VARIABLES = [
  "temperature_2m",
  "relative_humidity_2m",
  "precipitation",
  "weather_code",
  "cloud_cover",
  "wind_speed_10m",
  "wind_gusts_10m",
  "visibility",
  "shortwave_radiation",
] as const;

/** One of `ENSEMBLE_SCORE_VARIABLES`. */
export type EnsembleScoreVariable = (typeof ENSEMBLE_SCORE_VARIABLES)[number];

/** An ensemble model of the Ensemble API: its runs, horizon, and the score variables it gives. */
export interface EnsembleModel {
  /** The centre's name of the ensemble. */
  readonly name: string;
  /** Runs in an answer, the control included (Open-Meteo's `countEnsembleMember`). */
  readonly members: number;
  /** Longest forecast, days, of every run. */
  readonly horizonDays: number;
  /** The score variables the model has, asked by the plan; the others it would answer as nulls. */
  readonly variables: readonly EnsembleScoreVariable[];
  /**
   * The model's output step, hours from the run's start: 3-hourly up to `threeHourlyToH`, then 6-hourly (Open-Meteo
   * spreads a step's precipitation evenly over its hours: docs/model.md, "Outlook", the time step).
   */
  readonly threeHourlyToH: number;
}

/** A model `openMeteoEnsembleRequests` plans for, by the id the Ensemble API takes in `models=`. */
export type EnsembleModelId = "gem_global" | "gfs_seamless" | "ecmwf_ifs025";

const without = (...left: readonly EnsembleScoreVariable[]) =>
  ENSEMBLE_SCORE_VARIABLES.filter((v) => !left.includes(v));

/**
 * The models `openMeteoEnsembleRequests` plans for, by the id the Ensemble API takes in `models=`. Members, horizons,
 * steps and variables from Open-Meteo's server source (open-meteo/open-meteo, 2026: `GemDomain`, `GemVariable`,
 * `GfsDomain`, `Gefs05SurfaceVariable`, `EcmwfDomain`, `EcmwfVariable`): GEPS has no gust or visibility field (its
 * members' gusts are estimated, and the drive odds withheld: docs/model.md, "Outlook"), ECMWF's ENS no visibility
 * (the drive odds withheld); GEFS has all nine. Each model's weather code is Open-Meteo's, derived per member.
 */
export const ENSEMBLE_MODELS: Readonly<Record<EnsembleModelId, EnsembleModel>> = {
  /** ECCC's GEPS: 21 runs, 16 days (39 from the Monday and Thursday 00 UTC runs), no gusts, no visibility. */
  gem_global: {
    name: "ECCC GEPS",
    members: 21,
    horizonDays: 16,
    variables: without("wind_gusts_10m", "visibility"),
    threeHourlyToH: 192,
  },
  /** NOAA's GEFS (0.25° to 10 days, then 0.5°): 31 runs, 35 days, every score variable. */
  gfs_seamless: {
    name: "NOAA GEFS",
    members: 31,
    horizonDays: 35,
    variables: ENSEMBLE_SCORE_VARIABLES,
    threeHourlyToH: 240,
  },
  /** ECMWF's ENS at 0.25°: 51 runs, 15 days, no visibility. */
  ecmwf_ifs025: {
    name: "ECMWF ENS",
    members: 51,
    horizonDays: 15,
    variables: without("visibility"),
    threeHourlyToH: 144,
  },
};

/**
 * The default ensemble model: GEFS, the one model of the three whose members carry every input the scores read
 * (gusts and visibility included), so that no hazard goes unseen; its 31 runs of the nine score variables cost 27.9
 * calls a location, 6 975 for all 250 countries, within 7 000 (docs/model.md, "Outlook": how it shares the free
 * tier's 10 000 a day with the records' refreshes). GEPS costs 3 675 and sees no gusts and no fog; ECMWF's ENS
 * 10 200 and sees no fog.
 */
export const DEFAULT_ENSEMBLE_MODEL: EnsembleModelId = "gfs_seamless";

/** Whether `id` is a model of `ENSEMBLE_MODELS`. */
export const isEnsembleModelId = (id: string): id is EnsembleModelId => Object.hasOwn(ENSEMBLE_MODELS, id);
