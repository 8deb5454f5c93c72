/**
 * What `vansky fetch --dry-run` prints of a plan: its requests and cost in API calls, what the budget allows of it
 * (refreshes a day, and how long one refresh lasts at least under every window of the budget), whether a wait of the
 * budget would stop it (`--max-wait`), the largest answer read, and each request. Numbers in its sentences are
 * grouped by thousands (`10,000`), API calls to a tenth (Open-Meteo counts in tenths).
 */
import { DAY_MS, MINUTE_MS } from "../core/args.js";
import { bytes, count, grouped, nounFor, span } from "../core/text.js";
import type { BudgetWindow } from "./budget.js";
import type { AnyRequest, FetchPlan } from "./types.js";

/** A number of API calls as the messages write it: to a tenth (Open-Meteo counts in tenths). */
export const round = (x: number): number => Math.round(x * 10) / 10;

/** API calls as the messages write them: `1 API call`, `1.6 API calls`, `3,675 API calls`. */
export const calls = (x: number): string => count(round(x), "API call");

const HOUR_MS = 60 * MINUTE_MS;
/** A window's length as a rate's noun: `minute`, `hour`, `day`, else undefined. */
const UNITS = new Map([
  [MINUTE_MS, "minute"],
  [HOUR_MS, "hour"],
  [DAY_MS, "day"],
]);

/** A window as a rate: `600 calls a minute`, `5,000 calls an hour`, `100 calls per 90 s`. */
function rate(w: BudgetWindow): string {
  const unit = UNITS.get(w.ms);
  const per = unit === undefined ? `per ${span(w.ms)}` : `${unit === "hour" ? "an" : "a"} ${unit}`;
  return `${grouped(w.calls)} ${nounFor(w.calls, "call")} ${per}`;
}

/** `n` windows of `w` as a length of time: `1 minute`, `2 hours`, `1 day`, else in `span`'s words. */
function windowsLength(n: number, w: BudgetWindow): string {
  const unit = UNITS.get(w.ms);
  return unit === undefined ? span(n * w.ms) : count(n, unit);
}

/**
 * The budget's lines for a refresh of `weight` calls: the daily window's refreshes a day (or that one exceeds it),
 * the least a refresh lasts, and the window whose waits pass `maxWaitMs` and so stop the run. A window of `c` calls
 * per `t` holds a refresh of `w` calls only if it lasts at least (⌈w/c⌉ − 1)·t, for any run however it spreads its
 * requests: the lower bound is the largest over the windows.
 */
export function budgetLines(weight: number, windows: readonly BudgetWindow[], maxWaitMs: number): string[] {
  if (windows.length === 0 || weight === 0) return [];
  const lines: string[] = [];
  const day = windows.find((w) => w.ms === DAY_MS);
  if (day) {
    const refreshes = Math.floor(day.calls / weight);
    lines.push(
      refreshes === 0
        ? `one refresh (${grouped(round(weight))} calls) exceeds the daily budget of ${grouped(day.calls)} calls`
        : `the budget of ${grouped(day.calls)} calls a day allows ${grouped(refreshes)} full ${nounFor(refreshes, "refresh", "refreshes")} a day`,
    );
  }
  const needs = windows.map((w) => ({ w, n: Math.ceil(weight / w.calls) - 1 }));
  const binding = needs.reduce((a, b) =>
    b.n * b.w.ms > a.n * a.w.ms || (b.n * b.w.ms === a.n * a.w.ms && b.w.ms > a.w.ms) ? b : a,
  );
  lines.push(
    binding.n === 0
      ? `one refresh of ${calls(weight)} fits in every window of the budget at once (${windows.map(rate).join(", ")})`
      : `one refresh of ${calls(weight)} takes at least ${windowsLength(binding.n, binding.w)} under the budget's ${rate(binding.w)}`,
  );
  // the window that fills first (the fewest calls) of those whose wait passes --max-wait
  const stopping = needs.filter(({ w, n }) => n > 0 && w.ms > maxWaitMs).sort((a, b) => a.w.calls - b.w.calls)[0];
  if (stopping)
    lines.push(
      `after ${grouped(stopping.w.calls)} calls the budget's ${rate(stopping.w)} makes the run wait up to ${windowsLength(1, stopping.w)}, more than --max-wait ${span(maxWaitMs)}: it stops there (exit 3), what it fetched written; a run with --max-age goes on later, or give a longer --max-wait`,
    );
  return lines;
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

/** How a run is paced and bounded: its budget windows, the longest wait it honours, the largest answer it reads. */
export interface Limits {
  readonly windows: readonly BudgetWindow[];
  readonly maxWaitMs: number;
  readonly maxBodyBytes: number;
}

/**
 * What `--dry-run` prints: the plan's requests and locations per API, its cost in API calls, what the budget allows
 * (`budgetLines`), the largest answer read, and each request (method, URL or body size, locations, weight).
 */
export function describePlan(plan: FetchPlan, limits: Limits): string {
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
  for (const line of budgetLines(plan.weight, limits.windows, limits.maxWaitMs)) lines.push(`  ${line}`);
  lines.push(`  answers larger than ${bytes(limits.maxBodyBytes)} are refused (--max-body)`, "  requests:");
  for (const r of plan.requests) lines.push(`    ${requestLine(r)}`);
  return lines.join("\n");
}
