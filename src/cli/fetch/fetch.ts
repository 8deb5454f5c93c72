/**
 * `vansky fetch`: asks Open-Meteo for the forecast and marine responses of countries or points (the library's request
 * plan) and writes them in the world-fixture layout that `vansky score` reads, politely (./http.ts), location
 * by location (./run.ts), and never as a half-written data set (./files.ts); what it asks and costs is
 * ./plan.ts.
 */
import { join } from "node:path";
import { OPEN_METEO_FREE_LIMITS, openMeteoRequests, type RequestOptions } from "../../index.js";
import { MAX_FORECAST_DAYS, MAX_LOCATIONS } from "../../request/plan.js";
import { REQUEST_PLAN_NAMES } from "../../request/variables.js";
import { choice, duration, parseOptions, wholeNumber } from "../core/args.js";
import { AtomicFile } from "../core/atomic.js";
import type { Command, Io } from "../core/command.js";
import { EXIT, UsageError } from "../core/exit.js";
import { INDEX_FILE } from "../core/layout.js";
import { Progress } from "../core/progress.js";
import { existingFiles, indexText, outFolder, previousIndex, runIndex, writeLocation } from "./files.js";
import { PoliteClient } from "./http.js";
import { budgetOf, describePlan, FREE_BUDGET, locations, planOf, round, serverUrl } from "./plan.js";
import { type FetchTimes, fetchPlan } from "./run.js";

const HELP = `Usage: vansky fetch <codes...|--all|--points FILE> --out DIR [options]

Fetches the Open-Meteo forecast responses the engine reads, and marine ones on coasts, and writes them in the
layout vansky score reads: DIR/index.json, DIR/ID.forecast.json, DIR/ID.marine.json.

Locations (one of):
  CODE...              ISO 3166-1 alpha-2 country codes: the capital, and the sea point of a coastal country
  --all                every country of the table
  --points FILE        a JSON array of {id, latitude, longitude, marineLatitude?, marineLongitude?, region?}

Options:
  --out DIR            the folder written, made when missing; each file in it is replaced whole or left as it was
  --dry-run            print the requests and their cost in API calls, fetch nothing (no --out needed)
  --days N             forecast_days, 1 to 16 (default 7)
  --plan lean|full     lean (default): the hourly series alone, what the engine cannot derive: 1.6 API calls a
                       location, 1 a sea point; full: Open-Meteo's current and daily values as well: 5.9 and 1.3
  --max-age DURATION   keep a location's files younger than this (30m, 3h, 1d): resumes an interrupted run
  --budget LIST        API calls per sliding window. Default on Open-Meteo's servers: ${FREE_BUDGET},
                       the free tier's; none with --base-url of another host, a server of your own.
  --calls-per-minute N
                       at most N API calls a minute (the same as --budget N/1m)
  --concurrency N      requests under way at once (default 4)
  --max-locations N    locations per request (default 100)
  --retries N          retries of a request after a 429, a 5xx, a network error or a bad body (default 5)
  --backoff DURATION   the first retry's delay, doubled at each retry, with jitter (default 1s)
  --timeout DURATION   the longest a request may take, its body included (default 60s)
  --api-key KEY        Open-Meteo's customer servers, with this key
  --base-url URL       another server: URL/v1/forecast and URL/v1/marine
  --marine-base-url URL
                       another server for the marine requests only (default --base-url)
  --quiet              no progress or summary on stderr (failures are still printed)
  -h, --help           this text

Every body is read by the engine's own adapter before it replaces a file: an error, a timeout or an unusable
body (arrays of different lengths, an unknown unit, cut short) keeps the previous good file. A marine failure
costs only the marine data: the country stays fresh, with its older marine file or none (marine_failed in
index.json). index.json dates each location: fetched_at, when its forecast was answered (the Date header, else
the clock at receipt), and marine_fetched_at.

Exit codes: 0 all fresh (every location fetched, or kept by --max-age); 1 some stale or failed: on stderr and in
index.json (failed, with the reason and the age of the older data kept, marked stale; or marine_failed); 2 usage
error (nothing fetched or written); 3 nothing usable fetched: every location failed, the folder left as it was.
Interrupted (SIGINT, SIGTERM, SIGHUP), it leaves every file whole.`;

const OPTIONS = {
  all: { type: "boolean", default: false },
  points: { type: "string" },
  out: { type: "string" },
  "dry-run": { type: "boolean", default: false },
  days: { type: "string" },
  plan: { type: "string" },
  "max-age": { type: "string" },
  budget: { type: "string" },
  "calls-per-minute": { type: "string" },
  concurrency: { type: "string" },
  "max-locations": { type: "string" },
  retries: { type: "string" },
  backoff: { type: "string" },
  timeout: { type: "string" },
  "api-key": { type: "string" },
  "base-url": { type: "string" },
  "marine-base-url": { type: "string" },
  quiet: { type: "boolean", default: false },
} as const;

async function fetch(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  const base = serverUrl(values["base-url"], "base-url");
  const marineBase = serverUrl(values["marine-base-url"], "marine-base-url") ?? base;
  const windows = budgetOf(values.budget, values["calls-per-minute"], [base, marineBase]);
  const options: RequestOptions = {
    plan: choice(values.plan, "plan", REQUEST_PLAN_NAMES, "lean"),
    forecastDays: wholeNumber(values.days, "days", 7, 1, MAX_FORECAST_DAYS),
    maxLocations: wholeNumber(values["max-locations"], "max-locations", 100, 1, MAX_LOCATIONS),
    // without a budget, requests as large as the free tier would take (a server of your own may mirror its limits)
    maxWeight: windows.length > 0 ? Math.min(...windows.map((w) => w.calls)) : OPEN_METEO_FREE_LIMITS.perMinute,
    ...(base === undefined ? {} : { forecastUrl: `${base}/v1/forecast` }),
    ...(marineBase === undefined ? {} : { marineUrl: `${marineBase}/v1/marine` }),
    ...(values["api-key"] === undefined ? {} : { apikey: values["api-key"] }),
  };
  const client = new PoliteClient({
    budget: windows,
    retries: wholeNumber(values.retries, "retries", 5),
    backoffMs: duration(values.backoff ?? "1s", "backoff"),
    timeoutMs: duration(values.timeout ?? "60s", "timeout"),
  });
  const concurrency = wholeNumber(values.concurrency, "concurrency", 4, 1);
  const maxAgeMs = values["max-age"] === undefined ? undefined : duration(values["max-age"], "max-age");
  const full = planOf(locations(positionals, values.all, values.points), options, values.points);
  if (values["dry-run"]) {
    io.stdout.write(`${describePlan(full, windows)}\n`);
    return EXIT.ok;
  }
  if (values.out === undefined) throw new UsageError("--out DIR is required (or --dry-run)");
  const dir = outFolder(values.out);
  const index = AtomicFile.create(join(dir, INDEX_FILE), "--out");
  try {
    const previous = previousIndex(dir);
    const startedAt = new Date().toISOString();
    const reused = new Map<string, FetchTimes>();
    if (maxAgeMs !== undefined)
      for (const p of full.points) {
        const old = existingFiles(dir, p, previous);
        if (old && Date.now() - Date.parse(old.forecast) < maxAgeMs) reused.set(p.id, old);
      }
    const plan =
      reused.size === 0
        ? full
        : openMeteoRequests(
            full.points.filter((p) => !reused.has(p.id)),
            options,
          );

    const progress = new Progress(io.stderr, plan.requests.length, values.quiet, "requests");
    const { times, failures, marineFailures } = await fetchPlan(plan, {
      client,
      concurrency,
      write: (id, bodies) => writeLocation(dir, id, bodies),
      onRequest: () => progress.tick(1, 0),
    });
    progress.clear();

    const { countries, failed } = runIndex(
      dir,
      full.points,
      { startedAt, times, reused, failures, marineFailures },
      previous,
    );
    for (const f of failed) {
      const kept = f.stale ? ` (older files kept, marked stale, fetched ${f.kept_fetched_at})` : "";
      io.stderr.write(`vansky: ${f.code} failed${kept}: ${f.reason}\n`);
    }
    for (const e of countries)
      if (e.marine_failed !== undefined) {
        const kept = e.marine === null ? "no marine data" : `older marine file kept, fetched ${e.marine_fetched_at}`;
        io.stderr.write(`vansky: warning: ${e.code}: forecast fresh, ${kept}: ${e.marine_failed}\n`);
      }
    const fetched = full.points.length - reused.size - failed.length;
    if (!values.quiet)
      io.stderr.write(
        `vansky: ${fetched} fetched, ${reused.size} reused, ${failed.length} failed, ${marineFailures.size} without new marine data; ${plan.requests.length} requests, ${round(client.spent)} API calls\n`,
      );
    if (fetched === 0 && reused.size === 0) {
      io.stderr.write(`vansky: nothing fetched: no file in ${values.out} replaced\n`);
      return EXIT.empty;
    }
    index.stream.write(indexText(startedAt, countries, failed));
    await index.commit();
    return failed.length > 0 || marineFailures.size > 0 ? EXIT.failed : EXIT.ok;
  } finally {
    index.abort();
  }
}

/** The `vansky fetch` command. */
export const fetchCommand: Command = {
  summary: "fetch Open-Meteo responses into a folder that vansky score reads",
  help: HELP,
  run: fetch,
};
