/**
 * `vansky fetch`: asks Open-Meteo for the forecast and marine responses of countries or points (the library's request
 * plan) and writes them in the world-fixture layout that `vansky score` reads, politely (./fetch-http.ts) and never
 * as a half-written data set (./fetch-files.ts).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  COUNTRIES,
  getCountry,
  isVanskyInputError,
  OPEN_METEO_FREE_LIMITS,
  openMeteoRequests,
  type PlannedRequest,
  type RequestPlan,
  type RequestPoint,
  splitResponse,
} from "../index.js";
import type { Command, Io } from "./command.js";
import { UsageError } from "./exit.js";
import {
  existingFiles,
  type FailedEntry,
  forecastFile,
  type IndexEntry,
  marineFile,
  previousIndex,
  writeAtomic,
  writeIndex,
} from "./fetch-files.js";
import { type BudgetWindow, PoliteClient } from "./fetch-http.js";

export const FETCH_USAGE = `  vansky fetch <codes...|--all|--points FILE> --out DIR [--days 7] [--concurrency 4] [--api-key K]
                           [--base-url U] [--marine-base-url U] [--budget 600/1m,5000/1h,10000/1d] [--max-age DUR]
                           [--max-locations 100] [--retries 5] [--backoff 1s] [--timeout 60s] [--dry-run] [--quiet]`;

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `500ms`, `2s`, `15m`, `1h`, `1d` in ms. */
function duration(text: string, name: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text);
  if (!m) throw new UsageError(`--${name} expects a duration such as 500ms, 30s, 15m, 1h or 1d, got ${text}`);
  return Number(m[1]) * (UNITS[m[2] as string] as number);
}

function whole(text: string | undefined, name: string, fallback: number, min = 0): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min)
    throw new UsageError(`--${name} expects a whole number >= ${min}, got ${text}`);
  return Number(text);
}

/** `600/1m,5000/1h` as budget windows. */
function budget(text: string): BudgetWindow[] {
  return text.split(",").map((part) => {
    const [calls, window] = part.split("/");
    if (!calls || !window || !/^\d+(\.\d+)?$/.test(calls))
      throw new UsageError(`--budget expects calls/duration pairs such as 600/1m, got ${part}`);
    return { calls: Number(calls), ms: duration(window, "budget") };
  });
}

const FREE_BUDGET = `${OPEN_METEO_FREE_LIMITS.perMinute}/1m,${OPEN_METEO_FREE_LIMITS.perHour}/1h,${OPEN_METEO_FREE_LIMITS.perDay}/1d`;

function points(positionals: string[], all: boolean, file: string | undefined): (string | RequestPoint)[] {
  if ([positionals.length > 0, all, file !== undefined].filter(Boolean).length !== 1)
    throw new UsageError("give country codes, --all or --points FILE (one of them)");
  if (all) return COUNTRIES.map((c) => c.code);
  if (file !== undefined) {
    const list = JSON.parse(readFileSync(file, "utf8")) as unknown;
    if (!Array.isArray(list)) throw new UsageError(`${file}: expected a JSON array of {id, latitude, longitude, ...}`);
    return list as RequestPoint[];
  }
  for (const code of positionals) if (!getCountry(code)) throw new UsageError(`unknown country code ${code}`);
  return positionals.map((c) => c.toUpperCase());
}

function describePlan(plan: RequestPlan, windows: BudgetWindow[]): string {
  const lines = [`vansky fetch: ${plan.points.length} locations, forecast_days ${plan.forecastDays}`];
  for (const api of ["forecast", "marine"] as const) {
    const requests = plan.requests.filter((r) => r.api === api);
    const posts = requests.filter((r) => r.method === "POST").length;
    const locations = requests.reduce((n, r) => n + r.locations.length, 0);
    const weight = requests.reduce((w, r) => w + r.weight, 0);
    lines.push(
      `  ${api}: ${requests.length} requests (${requests.length - posts} GET, ${posts} POST), ${locations} locations, ${round(weight)} API calls`,
    );
  }
  lines.push(`  total: ${plan.requests.length} requests, ${round(plan.weight)} API calls`);
  const day = windows.find((w) => w.ms === UNITS.d);
  const minute = windows.find((w) => w.ms === UNITS.m);
  if (day)
    lines.push(
      `  the budget of ${day.calls} calls a day allows ${Math.floor(day.calls / plan.weight)} full refreshes a day`,
    );
  if (minute)
    lines.push(
      `  at ${minute.calls} calls a minute, one refresh takes at least ${Math.ceil(plan.weight / minute.calls)} min`,
    );
  return lines.join("\n");
}
const round = (x: number) => Math.round(x * 10) / 10;

/** Runs `vansky fetch` and resolves to the exit code: 0 all fetched, 1 some failed, 2 usage error (thrown). */
async function fetch(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      all: { type: "boolean", default: false },
      points: { type: "string" },
      out: { type: "string" },
      days: { type: "string" },
      concurrency: { type: "string" },
      "api-key": { type: "string" },
      "base-url": { type: "string" },
      "marine-base-url": { type: "string" },
      budget: { type: "string" },
      "max-age": { type: "string" },
      "max-locations": { type: "string" },
      retries: { type: "string" },
      backoff: { type: "string" },
      timeout: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      quiet: { type: "boolean", default: false },
    },
  });
  const windows = budget(values.budget ?? FREE_BUDGET);
  const base = values["base-url"]?.replace(/\/$/, "");
  const marineBase = values["marine-base-url"]?.replace(/\/$/, "") ?? base;
  const options = {
    forecastDays: whole(values.days, "days", 7, 1),
    maxLocations: whole(values["max-locations"], "max-locations", 100, 1),
    maxWeight: Math.min(...windows.map((w) => w.calls)),
    ...(base === undefined ? {} : { forecastUrl: `${base}/v1/forecast` }),
    ...(marineBase === undefined ? {} : { marineUrl: `${marineBase}/v1/marine` }),
    ...(values["api-key"] === undefined ? {} : { apikey: values["api-key"] }),
  };
  const wanted = points(positionals, values.all, values.points);
  let plan: RequestPlan;
  try {
    plan = openMeteoRequests(wanted, options);
  } catch (error) {
    if (isVanskyInputError(error)) throw new UsageError(error.message);
    throw error;
  }
  const allPoints = plan.points;
  if (values["dry-run"]) {
    io.stdout.write(`${describePlan(plan, windows)}\n`);
    return 0;
  }
  if (values.out === undefined) throw new UsageError("--out DIR is required (or --dry-run)");
  const dir = values.out;
  mkdirSync(dir, { recursive: true });
  const previous = previousIndex(dir);
  const startedAt = new Date().toISOString();
  const maxAgeMs = values["max-age"] === undefined ? undefined : duration(values["max-age"], "max-age");
  const hasSea = (p: RequestPoint) => p.marineLatitude !== undefined;
  const reused = new Map<string, string>();
  if (maxAgeMs !== undefined) {
    for (const p of plan.points) {
      const old = existingFiles(dir, p.id, hasSea(p), previous);
      if (old && Date.now() - Date.parse(old.fetchedAt) < maxAgeMs) reused.set(p.id, old.fetchedAt);
    }
    if (reused.size > 0)
      plan = openMeteoRequests(
        plan.points.filter((p) => !reused.has(p.id)),
        options,
      );
  }

  const client = new PoliteClient({
    budget: windows,
    retries: whole(values.retries, "retries", 5),
    backoffMs: duration(values.backoff ?? "1s", "backoff"),
    timeoutMs: duration(values.timeout ?? "60s", "timeout"),
  });
  const bodies = new Map<string, { forecast?: string; marine?: string }>();
  const failures = new Map<string, string>();
  const byId = new Map(plan.points.map((p) => [p.id, p]));
  let written = 0;
  const settle = (id: string) => {
    const got = bodies.get(id);
    const point = byId.get(id) as RequestPoint;
    if (failures.has(id) || got?.forecast === undefined || (hasSea(point) && got.marine === undefined)) return;
    writeAtomic(join(dir, forecastFile(id)), got.forecast);
    if (got.marine !== undefined) writeAtomic(join(dir, marineFile(id)), got.marine);
    bodies.delete(id);
    written++;
  };
  const progress = progressLine(io, plan.requests.length, values.quiet);
  const queue = [...plan.requests];
  const worker = async () => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      const outcome = await client.send(request);
      handle(request, outcome);
      progress(client.spent);
    }
  };
  const handle = (request: PlannedRequest, outcome: Awaited<ReturnType<PoliteClient["send"]>>) => {
    let split: unknown[] | undefined;
    let reason = outcome.ok ? "" : outcome.reason;
    if (outcome.ok) {
      try {
        const parsed = JSON.parse(outcome.text) as unknown;
        split = splitResponse(request, parsed);
        if (!Array.isArray(parsed)) split = [outcome.text];
      } catch (error) {
        reason = (error as Error).message;
      }
    }
    request.locations.forEach((location, i) => {
      if (!split) {
        failures.set(location.id, `${request.api}: ${reason}`);
        bodies.delete(location.id);
        return;
      }
      const one = split[i];
      const text = typeof one === "string" ? one : `${JSON.stringify(one)}`;
      bodies.set(location.id, { ...bodies.get(location.id), [request.api]: text });
      settle(location.id);
    });
  };
  const concurrency = whole(values.concurrency, "concurrency", 4, 1);
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  progress(client.spent, true);

  const countries: IndexEntry[] = [];
  const failed: FailedEntry[] = [];
  const extra = (p: RequestPoint) =>
    getCountry(p.id) ? {} : { is_coastal: hasSea(p), ...(p.region === undefined ? {} : { region: p.region }) };
  for (const p of allPoints) {
    const files = {
      code: p.id,
      forecast: forecastFile(p.id),
      marine: hasSea(p) ? marineFile(p.id) : null,
      ...extra(p),
    };
    const reason = failures.get(p.id);
    if (reused.has(p.id)) countries.push({ ...files, fetched_at: reused.get(p.id) as string, status: "reused" });
    else if (reason === undefined) countries.push({ ...files, fetched_at: startedAt, status: "fresh" });
    else {
      const old = existingFiles(dir, p.id, hasSea(p), previous);
      failed.push({ code: p.id, reason, stale: old !== undefined });
      if (old) countries.push({ ...files, fetched_at: old.fetchedAt, status: "stale" });
    }
  }
  writeIndex(dir, startedAt, countries, failed);
  for (const f of failed)
    io.stderr.write(`vansky: ${f.code} failed${f.stale ? " (older files kept, marked stale)" : ""}: ${f.reason}\n`);
  if (!values.quiet)
    io.stderr.write(
      `vansky: ${written} fetched, ${reused.size} reused, ${failed.length} failed; ${plan.requests.length} requests, ${round(client.spent)} API calls\n`,
    );
  return failed.length > 0 ? 1 : 0;
}

/** A progress bar of requests on a terminal's stderr; nothing otherwise. */
function progressLine(io: Io, total: number, quiet: boolean) {
  const stream = io.stderr as NodeJS.WritableStream & { isTTY?: boolean };
  let done = 0;
  return (calls: number, end = false) => {
    if (quiet || !stream.isTTY) return;
    if (end) {
      stream.write("\r\x1b[K");
      return;
    }
    done++;
    const width = 24;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    stream.write(
      `\r\x1b[K[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} requests, ${round(calls)} API calls`,
    );
  };
}

/** The `vansky fetch` command. */
export const fetchCommand: Command = {
  summary: "fetch Open-Meteo forecast and marine responses into a folder that vansky score reads",
  help: `Usage:\n${FETCH_USAGE}`,
  run: fetch,
};
