/**
 * What `vansky fetch` asks for and what it costs: the locations of its command line, the library's request plan for
 * them (the forecast's, or with `--ensemble` the Ensemble API's; its complaints as usage errors in the command's
 * terms), the budget of API calls, and the `--dry-run` account.
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
import { badValue, DAY_MS, duration, MINUTE_MS } from "../core/args.js";
import { UsageError } from "../core/exit.js";
import { bytes, count, readText } from "../core/text.js";
import type { BudgetWindow } from "./budget.js";
import type { AnyPlan, AnyRequest } from "./run.js";

/** A run's plan as the command uses it: the library's requests, their cost, and what `--dry-run` says of them. */
export interface FetchPlan extends AnyPlan {
  /** Total cost in API calls by Open-Meteo's counting. */
  readonly weight: number;
  /** Runs per answer: 1 for a forecast, the model's members for an ensemble (the answers' size grows with them). */
  readonly members: number;
  /** The APIs the plan asks, in `--dry-run`'s order. */
  readonly apis: readonly AnyRequest["api"][];
  /** `--dry-run`'s first line. */
  readonly title: string;
  /** The same plan for `points` (some of this plan's). */
  replan(points: readonly RequestPoint[]): FetchPlan;
}

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

/** A number of API calls as the messages write it: to a tenth (Open-Meteo counts in tenths). */
export const round = (x: number): number => Math.round(x * 10) / 10;

/** API calls as the messages write them: to a tenth (Open-Meteo counts in tenths), `1 API call`, `1.6 API calls`. */
const calls = (x: number): string => count(round(x), "API call");

/**
 * How long a refresh of `weight` calls must last under `perMinute` calls a minute: the first minute's calls go at
 * once, each further minute's share one sliding window later.
 */
function minuteLine(weight: number, perMinute: number): string {
  const minutes = Math.ceil(weight / perMinute) - 1;
  const lasts = minutes === 0 ? "fits in one minute's budget" : `takes at least ${count(minutes, "minute")}`;
  return `at ${perMinute} calls a minute, one refresh of ${calls(weight)} ${lasts}`;
}

/**
 * What `--dry-run` prints: the plan's requests and locations per API, its cost in API calls, what the budget allows,
 * the largest answer read, and each request (method, URL or body size, locations, weight).
 */
export function describePlan(plan: FetchPlan, windows: readonly BudgetWindow[], maxBodyBytes: number): string {
  const lines = [plan.title];
  for (const api of plan.apis) {
    const requests = plan.requests.filter((r) => r.api === api);
    const posts = requests.filter((r) => r.method === "POST").length;
    const locations = requests.reduce((n, r) => n + r.locations.length, 0);
    const weight = requests.reduce((w, r) => w + r.weight, 0);
    lines.push(
      `  ${api}: ${count(requests.length, "request")} (${requests.length - posts} GET, ${posts} POST), ${count(locations, "location")}, ${calls(weight)}`,
    );
  }
  lines.push(`  total: ${count(plan.requests.length, "request")}, ${calls(plan.weight)}`);
  const day = windows.find((w) => w.ms === DAY_MS);
  const minute = windows.find((w) => w.ms === MINUTE_MS);
  if (day) {
    const refreshes = Math.floor(day.calls / plan.weight);
    lines.push(
      `  the budget of ${day.calls} calls a day allows ${count(refreshes, "full refresh", "full refreshes")} a day`,
    );
  }
  if (minute) lines.push(`  ${minuteLine(plan.weight, minute.calls)}`);
  lines.push(`  answers larger than ${bytes(maxBodyBytes)} are refused (--max-body)`, "  requests:");
  for (const r of plan.requests) lines.push(`    ${requestLine(r)}`);
  return lines.join("\n");
}

/** Most location ids a `--dry-run` request line names before it counts the rest. */
const SHOWN_IDS = 8;

/** One request as `--dry-run` prints it: method, URL (or endpoint and body size), its locations and weight. */
function requestLine(r: AnyRequest): string {
  const ids = r.locations.map((l) => l.id);
  const named =
    ids.length > SHOWN_IDS ? `${ids.slice(0, SHOWN_IDS).join(" ")} and ${ids.length - SHOWN_IDS} more` : ids.join(" ");
  const target = r.body === null ? r.url : `${r.url} (body ${(r.body.length / 1024).toFixed(1)} kB)`;
  return `${r.method} ${target}: ${count(ids.length, "location")} (${named}), ${calls(r.weight)}`;
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
