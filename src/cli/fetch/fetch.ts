/**
 * `vansky fetch`: asks Open-Meteo for the forecast and marine responses of countries or points, or with `--ensemble`
 * for their Ensemble API answers (the library's request plans, ./plan.ts), and writes them in the world-fixture
 * layout that `vansky score` and `vansky outlook` read: politely and on guard against a hostile server (./http.ts),
 * location by location, each answer checked against what was asked (./run.ts), one run of each kind per folder and
 * one commit at a time (./lock.ts), and in one step at the end, so that the folder is never half one run's and half
 * another's (./stage.ts, ./files.ts); each run replaces its own part of the folder's entries (./parts.ts), and a
 * folder holds ensemble answers of one model.
 */

import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Command, Io } from "../core/command.js";
import { EXIT, UsageError } from "../core/exit.js";
import { INDEX_FILE } from "../core/layout.js";
import { Progress } from "../core/progress.js";
import { count, nounFor, span } from "../core/text.js";
import { CLOCK_SKEW_MS } from "./clock.js";
import { calls, describePlan } from "./dry-run.js";
import { indexText, outFolder, runIndex } from "./files.js";
import { HELP } from "./help.js";
import { PoliteClient } from "./http.js";
import { COMMIT_LOCK_FILE, COMMIT_WAIT_MS, FolderLock } from "./lock.js";
import { type FetchOptions, parse } from "./options.js";
import type { FetchTimes, PreviousIndex } from "./parts.js";
import { previousIndex } from "./previous.js";
import { type FetchResult, fetchPlan } from "./run.js";
import { finishStopped, removeStopped, Staging } from "./stage.js";

type Say = (line: string) => void;

/**
 * The locations of the folder's earlier runs that `--max-age` keeps (of the run's part: an ensemble answer of the
 * model asked), each told when its time cannot be trusted.
 */
function reusable(dir: string, options: FetchOptions, previous: PreviousIndex, say: Say): Map<string, FetchTimes> {
  const reused = new Map<string, FetchTimes>();
  if (options.maxAgeMs === undefined) return reused;
  const { part } = options;
  for (const p of options.plan.points) {
    const old = part.existing(dir, p, previous);
    if (!old || !part.reusable(previous.byCode.get(p.id))) continue;
    const ageMs = Date.now() - Date.parse(old.forecast);
    if (ageMs < -CLOCK_SKEW_MS)
      say(
        `warning: ${p.id}: its data is dated ${span(ageMs)} ahead of this machine's clock (${old.forecast}): fetched again`,
      );
    else if (ageMs < options.maxAgeMs) reused.set(p.id, old);
  }
  return reused;
}

/**
 * Refuses an ensemble run that would leave answers of two models in the folder: locations it does not ask hold
 * answers of another model, and `--prune` does not drop them.
 * @throws UsageError naming the models and the ways out
 */
function checkOneModel(options: FetchOptions, previous: PreviousIndex): void {
  if (options.part.name !== "ensemble" || options.prune) return;
  const asked = new Set(options.plan.points.map((p) => p.id));
  const models = new Map<string, number>();
  for (const e of previous.entries)
    if (!asked.has(e.code) && typeof e.ensemble === "string" && options.part.foreign(e) !== undefined)
      models.set(e.ensemble_model as string, (models.get(e.ensemble_model as string) ?? 0) + 1);
  if (models.size === 0) return;
  const held = [...models].map(([model, n]) => `${model} (${count(n, "location")})`).join(" and ");
  throw new UsageError(
    `--out ${options.out} holds ensemble answers of ${held} this run does not ask: a folder holds answers of one model; ask them all with --model ${options.plan.model}, drop them with --prune (their forecasts stay), or give another --out`,
  );
}

/** Runs `step` under the folder's commit lock, waiting for another run's commit to end. */
async function committing<T>(dir: string, say: Say, step: () => T): Promise<T> {
  const lock = await FolderLock.acquireWithin(dir, say, COMMIT_LOCK_FILE, COMMIT_WAIT_MS);
  try {
    return step();
  } finally {
    lock.release();
  }
}

/** Tells the run's failures, marine losses and dropped entries of `result` for the locations `asked`. */
function tellFailures(result: ReturnType<typeof runIndex>, options: FetchOptions, asked: Set<string>, say: Say) {
  const failed = result.failed[options.part.failedKey].filter((f) => asked.has(f.code));
  for (const f of failed) {
    const kept = f.stale ? ` (older files kept, marked stale, fetched ${f.kept_fetched_at})` : "";
    say(`${f.code} failed${kept}: ${f.reason}`);
  }
  for (const e of result.countries)
    if (asked.has(e.code) && e.marine_failed !== undefined) {
      const kept = e.marine === null ? "no marine data" : `older marine file kept, fetched ${e.marine_fetched_at}`;
      say(`warning: ${e.code}: forecast fresh, ${kept}: ${e.marine_failed}`);
    }
  for (const code of result.gone) say(`warning: ${code}: its files are gone; it leaves index.json`);
  return failed;
}

/**
 * The end of a run, under the commit lock: the index of what it fetched and what the folder holds now, its failures
 * told, the staged files committed (unless nothing usable came), and the exit code.
 */
function commit(
  dir: string,
  options: FetchOptions,
  run: FetchResult & { reused: Map<string, FetchTimes> },
  ctx: {
    readonly stage: Staging;
    readonly client: PoliteClient;
    readonly requests: number;
    readonly startedAt: string;
    readonly say: Say;
  },
): number {
  const { part, plan: full } = options;
  const { say, client } = ctx;
  const previous = previousIndex(dir, full.points);
  const result = runIndex(dir, full.points, run, previous, options.prune, part);
  const failed = tellFailures(result, options, new Set(full.points.map((p) => p.id)), say);
  const fetched = full.points.length - run.reused.size - failed.length;
  if (!options.quiet) {
    const others = options.prune
      ? `${result.pruned.length} pruned`
      : `${result.kept} ${nounFor(result.kept, "other", "others")} kept`;
    const marine = part.name === "forecast" ? `, ${run.marineFailures.size} without new marine data` : "";
    say(
      `${fetched} fetched, ${run.reused.size} reused, ${failed.length} failed${marine}, ${others}; ${count(ctx.requests, "request")}, ${calls(client.spent)}`,
    );
  }
  const by = client.stopped?.by === "budget" ? "the budget of API calls (--budget)" : "the server's rate limit";
  const stopped = client.stopped
    ? `${by} stopped the run: a run after ${client.stopped.until} can go on from here`
    : undefined;
  if (fetched === 0 && run.reused.size === 0) {
    say(`nothing fetched: no file in ${options.out} replaced${stopped ? `; ${stopped}` : ""}`);
    return EXIT.empty;
  }
  const started = { ...previous.started, [part.startedKey]: ctx.startedAt };
  ctx.stage.commit(indexText(started, result.countries, result.failed), result.remove);
  if (stopped) {
    say(stopped);
    return EXIT.empty;
  }
  return failed.length > 0 || run.marineFailures.size > 0 ? EXIT.failed : EXIT.ok;
}

async function fetch(args: string[], io: Io): Promise<number> {
  const options = parse(args);
  if (options.dryRun) {
    const { maxWaitMs, maxBodyBytes } = options.http;
    io.stdout.write(`${describePlan(options.plan, { windows: options.windows, maxWaitMs, maxBodyBytes })}\n`);
    return EXIT.ok;
  }
  const out = options.out as string;
  const dir = outFolder(out);
  const index = join(dir, INDEX_FILE);
  if (existsSync(index) && !statSync(index).isFile()) throw new UsageError(`--out ${out}: ${index} is not a file`);
  let progress: Progress | undefined;
  const say = (line: string) => {
    progress?.clear();
    io.stderr.write(`vansky: ${line}\n`);
  };
  const { part } = options;
  const lock = FolderLock.acquire(dir, say, part.lockFile);
  let staging: Staging | undefined;
  try {
    await committing(dir, say, () => finishStopped(dir, say));
    removeStopped(dir, part.staging, say);
    const previous = previousIndex(dir, options.plan.points);
    if (previous.rebuilt !== undefined)
      say(
        `warning: ${index} cannot be read (${previous.rebuilt}): rebuilt from the folder's files, ${count(previous.entries.length, "location")} dated by when their files were written`,
      );
    checkOneModel(options, previous);
    const startedAt = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
    const reused = reusable(dir, options, previous, say);
    const full = options.plan;
    const plan = reused.size === 0 ? full : full.replan(full.points.filter((p) => !reused.has(p.id)));
    const client = new PoliteClient({ ...options.http, say });
    const stage = new Staging(dir, part.staging);
    staging = stage;
    progress = new Progress(io.stderr, plan.requests.length, options.quiet, "requests");
    const run = await fetchPlan(plan, {
      client,
      concurrency: options.concurrency,
      write: async (id, bodies) => stage.stage(part.files(id, bodies)),
      onRequest: () => progress?.tick(1, 0),
    });
    progress.clear();
    const ctx = { stage, client, requests: plan.requests.length, startedAt, say };
    return await committing(dir, say, () => commit(dir, options, { ...run, reused }, ctx));
  } finally {
    staging?.discard();
    lock.release();
  }
}

/** The `vansky fetch` command. */
export const fetchCommand: Command = {
  help: HELP,
  run: fetch,
};
