/**
 * What to ask Open-Meteo's Ensemble API for an outlook: the hourly variables the scores read that the chosen model
 * has, for every location, batched like the forecast requests, with each request's cost as Open-Meteo counts it
 * (variables × members). Pure: no network, no clock.
 */
import { VanskyInputError } from "../errors.js";
import {
  type Batching,
  batchLimits,
  batchRequests,
  forecastPoint,
  type PlannedRequest,
  planPoints,
  positiveInteger,
  type RequestOptions,
} from "./plan.js";
import type { RequestPoint } from "./points.js";

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
}

/** A model `openMeteoEnsembleRequests` plans for, by the id the Ensemble API takes in `models=`. */
export type EnsembleModelId = "gem_global" | "gfs_seamless" | "ecmwf_ifs025";

const without = (...left: readonly EnsembleScoreVariable[]) =>
  ENSEMBLE_SCORE_VARIABLES.filter((v) => !left.includes(v));

/**
 * The models `openMeteoEnsembleRequests` plans for, by the id the Ensemble API takes in `models=`. Members, horizons
 * and variables from Open-Meteo's server source (open-meteo/open-meteo, 2026: `GemDomain`, `GemVariable`,
 * `GfsDomain`, `Gefs05SurfaceVariable`, `EcmwfDomain`, `EcmwfVariable`): GEPS has no gust or visibility field (the
 * van and sleep scores lose their gust parts, the drive score its gust and fog parts, with a `MISSING_VARIABLE`
 * warning), ECMWF's ENS no visibility (the drive score's fog part); GEFS has all nine. Each model's weather code is
 * Open-Meteo's, derived per member from its cloud cover and precipitation.
 */
export const ENSEMBLE_MODELS: Readonly<Record<EnsembleModelId, EnsembleModel>> = {
  /** ECCC's GEPS: 21 runs, 16 days (39 from the Monday and Thursday 00 UTC runs), no gusts, no visibility. */
  gem_global: { name: "ECCC GEPS", members: 21, horizonDays: 16, variables: without("wind_gusts_10m", "visibility") },
  /** NOAA's GEFS (0.25° to 10 days, then 0.5°): 31 runs, 35 days, every score variable. */
  gfs_seamless: { name: "NOAA GEFS", members: 31, horizonDays: 35, variables: ENSEMBLE_SCORE_VARIABLES },
  /** ECMWF's ENS at 0.25°: 51 runs, 15 days, no visibility. */
  ecmwf_ifs025: { name: "ECMWF ENS", members: 51, horizonDays: 15, variables: without("visibility") },
};

/**
 * The default ensemble model: GEPS, whose 21 runs of the seven score variables it has cost 14.7 calls a location, so
 * an outlook of all 250 countries costs 3 675 calls, within half of the free tier's 10 000 a day; GEFS's nine
 * variables × 31 runs cost 6 975, ECMWF's eight × 51, 10 200 (docs/model.md, "Outlook").
 */
export const DEFAULT_ENSEMBLE_MODEL: EnsembleModelId = "gem_global";

/** Options of `openMeteoEnsembleRequests`. */
export interface EnsembleRequestOptions
  extends Pick<RequestOptions, "maxLocations" | "maxWeight" | "maxUrlLength" | "apikey"> {
  /** The ensemble model, one of `ENSEMBLE_MODELS` (default `gem_global`). */
  readonly model?: EnsembleModelId;
  /** `forecast_days`, 1 to the model's horizon (default 14: up to 14 days cost no more than one). */
  readonly forecastDays?: number;
  /** Ensemble endpoint (default Open-Meteo's free API, or its customer API when `apikey` is given). */
  readonly ensembleUrl?: string;
}

/** One Ensemble API request. */
export type PlannedEnsembleRequest = Omit<PlannedRequest, "api"> & {
  /** Always the Ensemble API. */
  readonly api: "ensemble";
};

/** An outlook's plan: the requests, in order, and their total cost. */
export interface EnsembleRequestPlan {
  /** The model every request asks (`models=`). */
  readonly model: EnsembleModelId;
  /** Runs per answer, the control included. */
  readonly members: number;
  /** The hourly variables every request asks. */
  readonly variables: readonly EnsembleScoreVariable[];
  /** `forecast_days` of every request. */
  readonly forecastDays: number;
  /** The points planned, as given. */
  readonly points: readonly RequestPoint[];
  /** The requests, locations in the points' order. */
  readonly requests: readonly PlannedEnsembleRequest[];
  /** Total cost in API calls by Open-Meteo's counting. */
  readonly weight: number;
}

const URLS = {
  free: "https://ensemble-api.open-meteo.com/v1/ensemble",
  customer: "https://customer-ensemble-api.open-meteo.com/v1/ensemble",
};

/**
 * The Ensemble API requests an outlook of `locations` (country codes of the table, or points) needs: the model's
 * score variables hourly (`ENSEMBLE_MODELS`), `models=<model>`, `timezone=auto` and `forecast_days`, batched at
 * most `maxLocations` and `maxWeight` a request, with each request's cost as Open-Meteo counts it: per location
 * `max(1, v/10 × max(1, days/14))` for `v` = variables × members (server `ForecastapiController`: the variables
 * count times `countEnsembleMember`; `calculateQueryWeight`). Marine answers are not asked: the outlook's sea is the
 * deterministic marine answer of `openMeteoRequests`.
 *
 * @throws VanskyInputError (BAD_OPTION) for an unknown model or code, a point without coordinates, a duplicate id, a
 * `forecastDays` beyond the model's horizon or another bad option.
 *
 * @example
 * ```ts
 * import { openMeteoEnsembleRequests } from "vansky";
 *
 * const plan = openMeteoEnsembleRequests(["PT", "CH"]);
 * plan.weight;           // 29.4: two locations × 7 variables × 21 members / 10
 * plan.requests[0].url;  // "https://ensemble-api.open-meteo.com/v1/ensemble?latitude=…&hourly=temperature_2m,…&models=gem_global&…"
 * ```
 */
export function openMeteoEnsembleRequests(
  locations: readonly (string | RequestPoint)[],
  options: EnsembleRequestOptions = {},
): EnsembleRequestPlan {
  const id = options.model ?? DEFAULT_ENSEMBLE_MODEL;
  if (!Object.hasOwn(ENSEMBLE_MODELS, id))
    throw new VanskyInputError(
      "BAD_OPTION",
      "model",
      `expected one of ${Object.keys(ENSEMBLE_MODELS).join(", ")}, got ${String(id)}`,
    );
  const model: EnsembleModel = ENSEMBLE_MODELS[id];
  const days = positiveInteger(options.forecastDays, 14, model.horizonDays, "forecastDays");
  const points = planPoints(locations);
  const batching: Batching = {
    sections: { hourly: model.variables },
    extra: [`models=${id}`],
    weighed: model.variables.length * model.members,
    days,
    ...batchLimits(options),
  };
  const url = options.ensembleUrl ?? (options.apikey === undefined ? URLS.free : URLS.customer);
  const requests = batchRequests("ensemble", url, points.map(forecastPoint), batching);
  return {
    model: id,
    members: model.members,
    variables: model.variables,
    forecastDays: days,
    points,
    requests,
    // in tenths of a call, so that the sum of whole tenths stays whole tenths
    weight: requests.reduce((w, r) => w + Math.round(r.weight * 10), 0) / 10,
  };
}
