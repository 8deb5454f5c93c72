/**
 * What to ask Open-Meteo's Ensemble API for an outlook: the hourly variables the scores read that the chosen model
 * has, for every location, batched like the forecast requests, with each request's cost as Open-Meteo counts it
 * (variables × members). Pure: no network, no clock.
 */
import { VanskyInputError } from "../errors.js";
import {
  DEFAULT_ENSEMBLE_MODEL,
  ENSEMBLE_MODELS,
  type EnsembleModel,
  type EnsembleModelId,
  type EnsembleScoreVariable,
} from "../outlook/models.js";
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

export {
  DEFAULT_ENSEMBLE_MODEL,
  ENSEMBLE_MODELS,
  ENSEMBLE_SCORE_VARIABLES,
  type EnsembleModel,
  type EnsembleModelId,
  type EnsembleScoreVariable,
} from "../outlook/models.js";

/** Options of `openMeteoEnsembleRequests`. */
export interface EnsembleRequestOptions
  extends Pick<RequestOptions, "maxLocations" | "maxWeight" | "maxUrlLength" | "apikey"> {
  /** The ensemble model, one of `ENSEMBLE_MODELS` (default `gfs_seamless`). */
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
 * plan.weight;           // 55.8: two locations × 9 variables × 31 members / 10
 * plan.requests[0].url;  // "https://ensemble-api.open-meteo.com/v1/ensemble?latitude=…&hourly=temperature_2m,…&models=gfs_seamless&…"
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
