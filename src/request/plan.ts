/**
 * What to ask Open-Meteo for: the forecast and marine requests that give the engine every variable it reads, batched
 * into multi-location requests, with each request's cost in Open-Meteo's API calls. Pure: no network, no clock.
 */
import { VanskyInputError } from "../errors.js";
import { type RequestPoint, toPoint } from "./points.js";
import { countOf, REQUEST_PLAN_NAMES, REQUEST_VARIABLES, type RequestPlanName } from "./variables.js";

/** Options of `openMeteoRequests`. */
export interface RequestOptions {
  /**
   * `lean` (default): the hourly series alone, what the engine cannot derive (1.6 API calls a location and 1 a sea
   * point over 8 days, 7 of them published); `full`: Open-Meteo's `current` and `daily` values as well (5.9 and 1.3).
   * Both give the same records within the tolerances of docs/model.md ("Lean and full requests").
   */
  readonly plan?: RequestPlanName;
  /**
   * Days the records publish, 1-16 (default 7): both APIs are asked one more (`forecast_days` = this + 1, at most 16),
   * so that the last published day has its real night (22:00-07:00 reaches into the next day); Open-Meteo's cost does
   * not grow until past 14 days.
   */
  readonly forecastDays?: number;
  /** Most locations in one request (default 100; Open-Meteo accepts up to 1 000). */
  readonly maxLocations?: number;
  /** Most API calls one request may weigh (default 600, the free tier's minute): batches are cut to fit. */
  readonly maxWeight?: number;
  /** Longest GET URL, characters (default 8 000, what common proxies pass); a longer request is sent as a POST. */
  readonly maxUrlLength?: number;
  /** Forecast endpoint (default Open-Meteo's free API, or its customer API when `apikey` is given). */
  readonly forecastUrl?: string;
  /** Marine endpoint (default likewise). */
  readonly marineUrl?: string;
  /** API key for Open-Meteo's customer servers, sent as `apikey`. */
  readonly apikey?: string;
  /**
   * The answers' format: `json` (default), or `flatbuffers` (`format=flatbuffers`, what Open-Meteo's own client asks:
   * size-prefixed messages, one per location, that the engine reads as bytes without parsing).
   */
  readonly format?: AnswerFormat;
}

/** The format an answer is asked in: `json` (Open-Meteo's default) or `flatbuffers` (what its own client asks). */
export type AnswerFormat = "json" | "flatbuffers";
/**
 * The formats Open-Meteo answers in that the engine reads: JSON, or FlatBuffers (`format=flatbuffers`); every
 * `AnswerFormat` (the record below fails to compile when one is missing or another is added).
 */
const FORMATS: Record<AnswerFormat, true> = { json: true, flatbuffers: true };
export const ANSWER_FORMATS = Object.keys(FORMATS) as readonly AnswerFormat[];

/** One location of a request: the point's id and the coordinates asked. */
export interface PlannedLocation {
  /** The point's id (`RequestPoint.id`). */
  readonly id: string;
  /** Latitude asked, degrees north (the sea point's for marine requests). */
  readonly latitude: number;
  /** Longitude asked, degrees east. */
  readonly longitude: number;
}

/** One HTTP request of a plan. */
export interface PlannedRequest {
  /** Which API: the Forecast API or the Marine API. */
  readonly api: "forecast" | "marine";
  /** GET when the URL is short enough, else POST with the parameters as a form body (Open-Meteo accepts both). */
  readonly method: "GET" | "POST";
  /** The full URL for GET; the endpoint for POST. */
  readonly url: string;
  /** `application/x-www-form-urlencoded` parameters for POST; null for GET. */
  readonly body: string | null;
  /** The locations asked, in the order of the response's list. */
  readonly locations: readonly PlannedLocation[];
  /** Variables asked per location, as Open-Meteo counts them (the names of all its sections). */
  readonly variables: number;
  /** Cost in API calls by Open-Meteo's counting (`callWeight`). */
  readonly weight: number;
}

/** A complete plan: the requests, in order, and their total cost in API calls. */
export interface RequestPlan {
  /** Which variables every request asks (`RequestOptions.plan`). */
  readonly plan: RequestPlanName;
  /** `forecast_days` of every request: the days published plus the next night's day (`RequestOptions.forecastDays`). */
  readonly forecastDays: number;
  /** The points planned, as given. */
  readonly points: readonly RequestPoint[];
  /** The requests, forecast ones first. */
  readonly requests: readonly PlannedRequest[];
  /** Total cost in API calls by Open-Meteo's counting. */
  readonly weight: number;
}

/** The free API's limits in API calls per minute, hour and day (open-meteo.com/en/pricing). */
export const OPEN_METEO_FREE_LIMITS = {
  /** API calls per minute. */
  perMinute: 600,
  /** API calls per hour. */
  perHour: 5_000,
  /** API calls per day. */
  perDay: 10_000,
} as const;

const FREE = {
  forecast: "https://api.open-meteo.com/v1/forecast",
  marine: "https://marine-api.open-meteo.com/v1/marine",
};
const CUSTOMER = {
  forecast: "https://customer-api.open-meteo.com/v1/forecast",
  marine: "https://customer-marine-api.open-meteo.com/v1/marine",
};
/** Open-Meteo's cap on locations per request (open-meteo.com multi-location announcement). */
export const MAX_LOCATIONS = 1_000;
/** Open-Meteo's longest forecast, days (`forecast_days` of the Forecast API). */
export const MAX_FORECAST_DAYS = 16;

/**
 * The batch limits of `options` (`maxLocations`, `maxWeight`, `maxUrlLength`, `apikey`) and the answers' `format`,
 * checked, with defaults.
 */
export function batchLimits(
  options: Pick<RequestOptions, "maxLocations" | "maxWeight" | "maxUrlLength" | "apikey" | "format">,
) {
  const format = options.format ?? "json";
  if (FORMATS[format] !== true)
    throw new VanskyInputError(
      "BAD_OPTION",
      "format",
      `expected ${ANSWER_FORMATS.join(" or ")}, got ${String(format)}`,
    );
  return {
    maxLocations: positiveInteger(options.maxLocations, 100, MAX_LOCATIONS, "maxLocations"),
    maxWeight: options.maxWeight ?? OPEN_METEO_FREE_LIMITS.perMinute,
    maxUrlLength: options.maxUrlLength ?? 8_000,
    apikey: options.apikey,
    format,
  };
}

/** A point's forecast location (its forecast coordinates). */
export const forecastPoint = (p: RequestPoint): PlannedLocation => ({
  id: p.id,
  latitude: p.latitude,
  longitude: p.longitude,
});

/**
 * Open-Meteo's cost of a request in API calls: per location, `max(1, v/10 × max(1, days/14))` for `v` variables
 * over `days` days, summed over locations (server `ForecastapiResult.calculateQueryWeight`; pricing FAQ: "2 weeks of
 * data with 15 weather variables will be calculated as 1.5 API calls, while 4 weeks of data equals 3.0").
 */
export function callWeight(variables: number, days: number, locations = 1): number {
  // In tenths of a call, so that sums of whole tenths stay exact.
  return (Math.max(10, (variables * Math.max(14, days)) / 14) * locations) / 10;
}

/** `value` (else `fallback`) when it is a whole number from 1 to `max`; else BAD_OPTION at `path`. */
export function positiveInteger(value: number | undefined, fallback: number, max: number, path: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new VanskyInputError("BAD_OPTION", path, `expected a whole number from 1 to ${max}, got ${String(n)}`);
  return n;
}

function planName(value: unknown): RequestPlanName {
  const name = value ?? "lean";
  if (!REQUEST_PLAN_NAMES.includes(name as RequestPlanName))
    throw new VanskyInputError(
      "BAD_OPTION",
      "plan",
      `expected ${REQUEST_PLAN_NAMES.join(" or ")}, got ${String(name)}`,
    );
  return name as RequestPlanName;
}

/** What every request of a plan shares: its sections, extra parameters, days, batch limits and key. */
export interface Batching {
  /** The sections and their variables (`hourly=...`). */
  readonly sections: Readonly<Record<string, readonly string[]>>;
  /** Parameters after the sections (`models=gem_global`). */
  readonly extra: readonly string[];
  /** Variables per location as Open-Meteo counts the cost (the Ensemble API: variables × members). */
  readonly weighed: number;
  readonly days: number;
  readonly maxLocations: number;
  readonly maxWeight: number;
  readonly maxUrlLength: number;
  readonly apikey: string | undefined;
  /** The answers' format: `flatbuffers` adds `format=flatbuffers`. */
  readonly format: AnswerFormat;
}

function query(batch: Batching, locations: readonly PlannedLocation[]) {
  const parts = [
    `latitude=${locations.map((l) => l.latitude).join(",")}`,
    `longitude=${locations.map((l) => l.longitude).join(",")}`,
    ...Object.entries(batch.sections).map(([section, list]) => `${section}=${list.join(",")}`),
    ...batch.extra,
    "timezone=auto",
    `forecast_days=${batch.days}`,
    ...(batch.format === "flatbuffers" ? ["format=flatbuffers"] : []),
  ];
  if (batch.apikey !== undefined) parts.push(`apikey=${encodeURIComponent(batch.apikey)}`);
  return parts.join("&");
}

/**
 * The requests of `api` at `url` for `all` locations, in order: batches of at most `maxLocations` and `maxWeight`
 * calls, as GET below `maxUrlLength` and POST above.
 */
export function batchRequests<Api extends string>(
  api: Api,
  url: string,
  all: readonly PlannedLocation[],
  batch: Batching,
): (Omit<PlannedRequest, "api"> & { readonly api: Api })[] {
  const requests: (Omit<PlannedRequest, "api"> & { readonly api: Api })[] = [];
  const variables = Object.values(batch.sections).reduce((n, list) => n + list.length, 0);
  const perLocation = callWeight(batch.weighed, batch.days);
  const size = Math.max(1, Math.min(batch.maxLocations, Math.floor(batch.maxWeight / perLocation)));
  for (let i = 0; i < all.length; i += size) {
    const locations = all.slice(i, i + size);
    const params = query(batch, locations);
    const get = `${url}?${params}`;
    const post = get.length > batch.maxUrlLength;
    requests.push({
      api,
      method: post ? "POST" : "GET",
      url: post ? url : get,
      body: post ? params : null,
      locations,
      variables,
      weight: callWeight(batch.weighed, batch.days, locations.length),
    });
  }
  return requests;
}

/** The points `locations` name (`toPoint`), each id once; BAD_OPTION naming the second of a duplicate. */
export function planPoints(locations: readonly (string | RequestPoint)[]): RequestPoint[] {
  const points = locations.map(toPoint);
  const seen = new Set<string>();
  for (const [i, p] of points.entries()) {
    if (seen.has(p.id)) throw new VanskyInputError("BAD_OPTION", `locations[${i}]`, `duplicate id ${p.id}`);
    seen.add(p.id);
  }
  return points;
}

/**
 * The Open-Meteo requests that fetch `locations` (country codes of the table, or points): forecast requests for the
 * variables of the plan (`lean`: the hourly ones the engine cannot derive; `full`: current, hourly and daily, see
 * `REQUEST_VARIABLES`), marine requests for the points with a sea point, both with `timezone=auto` and
 * `forecast_days` (one more than the days published), and `format=flatbuffers` when `format` asks it, batched at most
 * `maxLocations` and `maxWeight` a request, as GET below `maxUrlLength` and POST above. Locations keep their order within each API's requests.
 *
 * @throws VanskyInputError (BAD_OPTION) for an unknown code, a point without coordinates, a duplicate id or a bad option.
 *
 * @example
 * ```ts
 * import { inputsFromResponses, openMeteoRequests, scoreCountries } from "vansky";
 *
 * // a lean plan's answers have no current block: now, and each record's fetched_at, is the time of the fetch,
 * // an ISO date-time the caller reads from its own clock (the engine never does)
 * export async function refresh(fetchedAt: string) {
 *   const plan = openMeteoRequests(["PT", "CH", { id: "alps-1", latitude: 46.5, longitude: 8.0, region: "europe" }]);
 *   const bodies = [];
 *   const form = { "Content-Type": "application/x-www-form-urlencoded" };
 *   for (const r of plan.requests) {
 *     const init = r.body === null ? {} : { method: "POST", body: r.body, headers: form };
 *     bodies.push(await (await fetch(r.url, init)).json());
 *   }
 *   return scoreCountries(inputsFromResponses(plan, bodies).map((input) => ({ ...input, fetchedAt })));
 * }
 * ```
 */
export function openMeteoRequests(
  locations: readonly (string | RequestPoint)[],
  options: RequestOptions = {},
): RequestPlan {
  const name = planName(options.plan);
  // one day more than is published: the last published day's night ends on the next morning
  const days = Math.min(
    MAX_FORECAST_DAYS,
    positiveInteger(options.forecastDays, 7, MAX_FORECAST_DAYS, "forecastDays") + 1,
  );
  const base = options.apikey === undefined ? FREE : CUSTOMER;
  const points = planPoints(locations);
  const batching = (api: "forecast" | "marine"): Batching => ({
    sections: REQUEST_VARIABLES[name][api],
    extra: [],
    weighed: countOf(REQUEST_VARIABLES[name][api]),
    days,
    ...batchLimits(options),
  });
  const requests = [
    ...batchRequests("forecast", options.forecastUrl ?? base.forecast, points.map(forecastPoint), batching("forecast")),
    ...batchRequests(
      "marine",
      options.marineUrl ?? base.marine,
      points.flatMap((p) =>
        p.marineLatitude === undefined || p.marineLongitude === undefined
          ? []
          : [{ id: p.id, latitude: p.marineLatitude, longitude: p.marineLongitude }],
      ),
      batching("marine"),
    ),
  ];
  return { plan: name, forecastDays: days, points, requests, weight: requests.reduce((w, r) => w + r.weight, 0) };
}
