/**
 * What `vansky fetch` asks for and what it costs: the locations of its command line, the library's request plan for
 * them (the forecast's, or with `--ensemble` the Ensemble API's; its complaints as usage errors in the command's
 * terms) and the budget of API calls (`--dry-run` tells of them: ./dry-run.ts).
 */
import {
  COUNTRIES,
  ENSEMBLE_MODELS,
  type EnsembleRequestOptions,
  getCountry,
  isVanskyInputError,
  OPEN_METEO_FREE_LIMITS,
  openMeteoEnsembleRequests,
  openMeteoRequests,
  type RequestOptions,
  type RequestPoint,
} from "../../index.js";
import { badValue, duration, MINUTE_MS } from "../core/args.js";
import { UsageError } from "../core/exit.js";
import { count, readText } from "../core/text.js";
import type { BudgetWindow } from "./budget.js";
import type { AnyRequest, FetchPlan } from "./types.js";

/** Open-Meteo's free tier as a `--budget`. */
export const FREE_BUDGET = `${OPEN_METEO_FREE_LIMITS.perMinute}/1m,${OPEN_METEO_FREE_LIMITS.perHour}/1h,${OPEN_METEO_FREE_LIMITS.perDay}/1d`;

/** `600/1m,5000/1h` as budget windows. */
export function budget(text: string): BudgetWindow[] {
  return text.split(",").map((part) => {
    const [calls, window] = part.split("/");
    if (!calls || !window || !/^\d+(\.\d+)?$/.test(calls))
      throw badValue("budget", "calls/duration pairs such as 600/1m,5000/1h", part);
    return { calls: Number(calls), ms: duration(window, "budget") };
  });
}

/** Whether `server` (a `--base-url`; undefined: the default) is one of Open-Meteo's own, free tier or customer. */
const isOpenMeteo = (server: string | undefined): boolean =>
  server === undefined || /(^|\.)open-meteo\.com$/i.test(new URL(server).hostname);

/**
 * The budget of a run: `--budget`, else `--calls-per-minute N` (N/1m), else Open-Meteo's free tier when some
 * request goes to Open-Meteo's servers, else none: a server of your own (`--base-url http://127.0.0.1:8080`) is
 * not paced by the public tier unless asked.
 */
export function budgetOf(
  text: string | undefined,
  perMinute: string | undefined,
  servers: readonly (string | undefined)[],
): BudgetWindow[] {
  if (text !== undefined && perMinute !== undefined)
    throw new UsageError("give --budget or --calls-per-minute, not both");
  if (text !== undefined) return budget(text);
  if (perMinute !== undefined) {
    if (!/^\d+(\.\d+)?$/.test(perMinute) || Number(perMinute) <= 0)
      throw badValue("calls-per-minute", "a positive number", perMinute);
    return [{ calls: Number(perMinute), ms: MINUTE_MS }];
  }
  return servers.some(isOpenMeteo) ? budget(FREE_BUDGET) : [];
}

/**
 * The alphabet of a point's id: it names the point's files in `--out` (`ID.forecast.json`), so it is a plain file
 * name on every system: 1 to 64 ASCII letters, digits, `-` and `_`, the first a letter or digit (no `.`, `/`, `\`,
 * NUL or space: no path out of the folder, no hidden file).
 */
export const POINT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The locations asked for: country codes, `--all` or `--points FILE`, exactly one of them. */
export function locations(codes: string[], all: boolean, file: string | undefined): (string | RequestPoint)[] {
  if ([codes.length > 0, all, file !== undefined].filter(Boolean).length !== 1)
    throw new UsageError("give country codes, --all or --points FILE (one of them)");
  if (all) return COUNTRIES.map((c) => c.code);
  if (file === undefined) return codes.map((c) => c.toUpperCase());
  let list: unknown;
  try {
    list = JSON.parse(readText(file));
  } catch (error) {
    throw new UsageError(`--points ${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(list))
    throw new UsageError(`--points ${file}: expected a JSON array of {id, latitude, longitude}`);
  // the rule `score` applies: a point that is not a country of the table names its region (its coast is its sea point)
  for (const [i, point] of list.entries()) {
    const { id, region } = (point ?? {}) as { id?: unknown; region?: unknown };
    if (typeof id === "string" && !POINT_ID.test(id))
      throw new UsageError(
        `--points ${file}: [${i}].id: ${JSON.stringify(id.length > 80 ? `${id.slice(0, 80)}…` : id)} is not an id vansky can name files by: use 1 to 64 letters, digits, "-" or "_", starting with a letter or digit`,
      );
    if (typeof id === "string" && getCountry(id) === undefined && (typeof region !== "string" || region === ""))
      throw new UsageError(`--points ${file}: [${i}]: ${JSON.stringify(id)} is not a country code: give its region`);
  }
  return list as RequestPoint[];
}

/** `make()`, its complaint about a location as a usage error in the command's terms (`--points FILE: [3].latitude: …`). */
function checked<T>(make: () => T, pointsFile: string | undefined): T {
  try {
    return make();
  } catch (error) {
    if (!isVanskyInputError(error)) throw error;
    const where = error.path.slice("locations".length);
    throw new UsageError(
      pointsFile === undefined ? error.problem : `--points ${pointsFile}: ${where}: ${error.problem}`,
    );
  }
}

/**
 * The forecast plan of `wanted` (from `--points pointsFile`, if given). The options are checked before, in the
 * command's terms.
 */
export function forecastPlan(
  wanted: readonly (string | RequestPoint)[],
  options: RequestOptions,
  pointsFile?: string,
): FetchPlan {
  const plan = checked(() => openMeteoRequests(wanted, options), pointsFile);
  return {
    ...plan,
    members: 1,
    apis: ["forecast", "marine"],
    title: `vansky fetch: ${count(plan.points.length, "location")}, forecast_days ${plan.forecastDays}, plan ${plan.plan}`,
    replan: (points) => forecastPlan(points, options),
  };
}

/** The Ensemble API plan of `wanted` (`--ensemble`), as `forecastPlan`. */
export function ensemblePlan(
  wanted: readonly (string | RequestPoint)[],
  options: EnsembleRequestOptions,
  pointsFile?: string,
): FetchPlan {
  const plan = checked(() => openMeteoEnsembleRequests(wanted, options), pointsFile);
  const name = plan.models.map((m) => ENSEMBLE_MODELS[m].name).join(" + ");
  const what = `model ${plan.models.join(",")} (${name}, ${plan.members} runs): ${plan.variables.join(", ")}`;
  return {
    ...plan,
    apis: ["ensemble"],
    title: `vansky fetch --ensemble: ${count(plan.points.length, "location")}, forecast_days ${plan.forecastDays}, ${what}`,
    replan: (points) => ensemblePlan(points, options),
  };
}

/** The server `text` of option `--name` (an http or https URL) without its trailing slash; undefined when not given. */
export function serverUrl(text: string | undefined, name: string): string | undefined {
  if (text === undefined) return undefined;
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol))
    throw badValue(name, "an http or https URL", text);
  return text.replace(/\/$/, "");
}

/** The coordinates of `locations` as a plan's query writes them (`latitude=…&longitude=…`). */
const coordinates = (locations: AnyRequest["locations"]) =>
  `latitude=${locations.map((l) => l.latitude).join(",")}&longitude=${locations.map((l) => l.longitude).join(",")}`;

/** `request` cut into two requests of half its locations each (same API, parameters and method). */
export function halves<R extends AnyRequest>(request: R): R[] {
  const middle = Math.ceil(request.locations.length / 2);
  return [request.locations.slice(0, middle), request.locations.slice(middle)].map((locations) => {
    const swap = (text: string) => text.replace(coordinates(request.locations), coordinates(locations));
    return {
      ...request,
      url: swap(request.url),
      body: request.body === null ? null : swap(request.body),
      locations,
      weight: (request.weight * locations.length) / request.locations.length,
    };
  });
}
