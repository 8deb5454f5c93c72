/**
 * `vansky fetch`: asks Open-Meteo for the forecast and marine responses of countries or points, or with `--ensemble`
 * for their Ensemble API answers (the library's request plans, ./plan.ts), and writes them in the world-fixture
 * layout that `vansky score` and `vansky outlook` read: politely and on guard against a hostile server (./http.ts),
 * location by location (./run.ts), one run per folder (./lock.ts), and in one step at the end, so that the folder is
 * never half one run's and half another's (./stage.ts, ./files.ts); each run replaces its own part of the folder's
 * entries (./parts.ts).
 */

import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Command, Io } from "../core/command.js";
import { EXIT, UsageError } from "../core/exit.js";
import { INDEX_FILE } from "../core/layout.js";
import { Progress } from "../core/progress.js";
import { count, nounFor, span } from "../core/text.js";
import { CLOCK_SKEW_MS } from "./clock.js";
import { indexText, outFolder, previousIndex, type RunIndex, runIndex } from "./files.js";
import { PoliteClient } from "./http.js";
import { FolderLock } from "./lock.js";
import { type FetchOptions, HELP, parse } from "./options.js";
import type { FetchTimes } from "./parts.js";
import { describePlan, round } from "./plan.js";
import { fetchPlan } from "./run.js";
import { recover, Staging } from "./stage.js";

/**
 * The locations of the folder's earlier runs that `--max-age` keeps (of the run's part: an ensemble answer of the
 * model asked), each told when its time cannot be trusted.
 */
function reusable(dir: string, options: FetchOptions, say: (line: string) => void): Map<string, FetchTimes> {
  const reused = new Map<string, FetchTimes>();
  if (options.maxAgeMs === undefined) return reused;
  const previous = previousIndex(dir);
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

async function fetch(args: string[], io: Io): Promise<number> {
  const options = parse(args);
  if (options.dryRun) {
    io.stdout.write(`${describePlan(options.plan, options.windows, options.http.maxBodyBytes)}\n`);
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
  const lock = FolderLock.acquire(dir, say);
  let staging: Staging | undefined;
  try {
    recover(dir, say);
    const startedAt = new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
    const reused = reusable(dir, options, say);
    const full = options.plan;
    const plan = reused.size === 0 ? full : full.replan(full.points.filter((p) => !reused.has(p.id)));
    const { part } = options;
    const client = new PoliteClient({ ...options.http, say });
    const stage = new Staging(dir);
    staging = stage;
    progress = new Progress(io.stderr, plan.requests.length, options.quiet, "requests");
    const run = await fetchPlan(plan, {
      client,
      concurrency: options.concurrency,
      write: async (id, bodies) => stage.stage(part.files(id, bodies)),
      onRequest: () => progress?.tick(1, 0),
    });
    progress.clear();

    const previous = previousIndex(dir);
    const result = runIndex(dir, full.points, { ...run, reused }, previous, options.prune, part);
    const asked = new Set(full.points.map((p) => p.id));
    const failed = result.failed[part.failedKey].filter((f) => asked.has(f.code));
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
    const models = ensembleModels(result);
    if (models.length > 1)
      say(
        `warning: ${out} now holds ensemble answers of ${models.join(" and ")}: vansky outlook reads one model per folder`,
      );
    const fetched = full.points.length - reused.size - failed.length;
    if (!options.quiet) {
      const others = options.prune
        ? `${result.pruned.length} pruned`
        : `${result.kept} ${nounFor(result.kept, "other", "others")} kept`;
      const marine = part.name === "forecast" ? `, ${run.marineFailures.size} without new marine data` : "";
      say(
        `${fetched} fetched, ${reused.size} reused, ${failed.length} failed${marine}, ${others}; ${count(plan.requests.length, "request")}, ${count(round(client.spent), "API call")}`,
      );
    }
    const stopped = client.stopped
      ? `the server's rate limit stopped the run: a run after ${client.stopped.until} can go on from here`
      : undefined;
    if (fetched === 0 && reused.size === 0) {
      say(`nothing fetched: no file in ${out} replaced${stopped ? `; ${stopped}` : ""}`);
      return EXIT.empty;
    }
    const started = { ...previous.started, [part.startedKey]: startedAt };
    stage.commit(indexText(started, result.countries, result.failed), result.remove);
    if (stopped) {
      say(stopped);
      return EXIT.empty;
    }
    return failed.length > 0 || run.marineFailures.size > 0 ? EXIT.failed : EXIT.ok;
  } finally {
    staging?.discard();
    lock.release();
  }
}

/** The ensemble models of a run's index, each with the count of its answers (`gem_global (249)`), in order. */
function ensembleModels(result: RunIndex): string[] {
  const counts = new Map<string, number>();
  for (const e of result.countries)
    if (e.ensemble_model !== undefined) counts.set(e.ensemble_model, (counts.get(e.ensemble_model) ?? 0) + 1);
  return [...counts].map(([model, n]) => `${model} (${n})`);
}

/** The `vansky fetch` command. */
export const fetchCommand: Command = {
  summary: "fetch Open-Meteo responses into a folder that vansky score reads",
  help: HELP,
  run: fetch,
};
