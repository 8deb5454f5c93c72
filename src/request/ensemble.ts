/**
 * What to ask Open-Meteo's Ensemble API for an outlook: the hourly variables the scores read that the chosen model
 * has, for every location, batched like the forecast requests, with each request's cost as Open-Meteo counts it
 * (variables × members). Pure: no network, no clock.
 */
import { VanskyInputError } from "../errors.js";
import * as models from "../outlook/models.js";
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

// the models and the score variables, defined where the outlook reads them (a lower layer), offered here as well
export * from "../outlook/models.js";

type EnsembleModel = models.EnsembleModel;
type EnsembleModelId = models.EnsembleModelId;
type EnsembleScoreVariable = models.EnsembleScoreVariable;
const { DEFAULT_ENSEMBLE_MODEL, ENSEMBLE_MODELS, ENSEMBLE_SCORE_VARIABLES } = models;

/** Options of `openMeteoEnsembleRequests`. */
export interface EnsembleRequestOptions
  extends Pick<RequestOptions, "maxLocations" | "maxWeight" | "maxUrlLength" | "apikey" | "format"> {
  /**
   * The ensemble model, one of `ENSEMBLE_MODELS` (default `gfs_seamless`), or several to pool in one outlook (each
   * answer then holds every model's runs: `models=a,b`).
   */
  readonly model?: EnsembleModelId | readonly EnsembleModelId[];
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
  /** The model every request asks (`models=`), the first of `models` when several are pooled. */
  readonly model: EnsembleModelId;
  /** Every model asked, in the order given (one for an outlook of one model). */
  readonly models: readonly EnsembleModelId[];
  /** Runs per answer, the control included: every model's. */
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
 * count times `countEnsembleMember`; `calculateQueryWeight`). Several models pooled (`model: [a, b]`) are asked in
 * one request, `models=a,b`: the variables any of them has, times all their runs, up to the shortest horizon. Marine answers are not asked: the outlook's sea is the
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
  const ids: readonly EnsembleModelId[] =
    options.model === undefined
      ? [DEFAULT_ENSEMBLE_MODEL]
      : typeof options.model === "string"
        ? [options.model]
        : options.model;
  for (const id of ids)
    if (!Object.hasOwn(ENSEMBLE_MODELS, id))
      throw new VanskyInputError(
        "BAD_OPTION",
        "model",
        `expected one of ${Object.keys(ENSEMBLE_MODELS).join(", ")}, got ${String(id)}`,
      );
  if (ids.length === 0 || new Set(ids).size !== ids.length)
    throw new VanskyInputError("BAD_OPTION", "model", "expected models, each once");
  const models: EnsembleModel[] = ids.map((id) => ENSEMBLE_MODELS[id]);
  const variables = ENSEMBLE_SCORE_VARIABLES.filter((v) => models.some((m) => m.variables.includes(v)));
  const members = models.reduce((n, m) => n + m.members, 0);
  const horizon = Math.min(...models.map((m) => m.horizonDays));
  const days = positiveInteger(options.forecastDays, 14, horizon, "forecastDays");
  const points = planPoints(locations);
  const batching: Batching = {
    sections: { hourly: variables },
    extra: [`models=${ids.join(",")}`],
    weighed: variables.length * members,
    days,
    ...batchLimits(options),
  };
  const url = options.ensembleUrl ?? (options.apikey === undefined ? URLS.free : URLS.customer);
  const requests = batchRequests("ensemble", url, points.map(forecastPoint), batching);
  return {
    model: ids[0] as EnsembleModelId,
    models: ids,
    members,
    variables,
    forecastDays: days,
    points,
    requests,
    // in tenths of a call, so that the sum of whole tenths stays whole tenths
    weight: requests.reduce((w, r) => w + Math.round(r.weight * 10), 0) / 10,
  };
}
