/**
 * `vansky serve`: the `/api/weatherscore` endpoints (and the report at `/` and `/map.svg`) on `node:http`, from a
 * scored `weather.json` (the list envelope `vansky score` writes), from a folder of forecasts it scores itself (and
 * the outlooks of its ensemble answers, at `/api/weatherscore/outlook`), or from the sample the package ships. It watches its input and swaps in each new set whole, never losing data (a
 * country missing from a new set keeps its last good record; a set that fails its check or holds no record leaves
 * the previous one in place); SIGHUP reloads too. SIGINT and SIGTERM stop it gracefully: no new connections,
 * requests in flight finish, then exit 0.
 */
import { existsSync, type FSWatcher, watch } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { basename, dirname } from "node:path";
import { openapiDocument } from "../../serve/openapi.js";
import { Router } from "../../serve/router.js";
import { bodyOf, type RecordSet, type Snapshot } from "../../serve/snapshot.js";
import { WeatherscoreStore } from "../../serve/store.js";
import { durationWords } from "../core/args.js";
import type { Command, Io } from "../core/command.js";
import { DataError, EXIT } from "../core/exit.js";
import { localeWarning } from "../core/locale.js";
import { SAMPLE_DIR } from "../core/sample.js";
import { outlookFolder, readEnvelope, scoreFolder, staleCodes } from "../core/scored-data.js";
import { count, grouped } from "../core/text.js";
import { Connections } from "./connections.js";
import { precompress, requestListener, type Served } from "./http.js";
import { HELP, parse, type ServeOptions } from "./options.js";
import { ReportPages } from "./report.js";

/** Quiet time after the last change to the input before it is read again, ms: one rename, or a folder being filled. */
const SETTLE_MS = { file: 50, folder: 1000 };
/**
 * How often a folder's outlooks are made again while served, ms: every local day starts on a quarter of an hour of
 * UTC (zones are whole quarters from UTC), so an outlook made then starts on its place's new today.
 */
const QUARTER_HOUR_MS = 900_000;
/** How long requests in flight may take to finish after SIGINT/SIGTERM before their connections are closed, ms. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long an idle keep-alive connection is kept open, ms: longer than clients keep theirs (nginx's default 75 s). */
const KEEP_ALIVE_MS = 75_000;

/** What a snapshot serves, in words: `250 records`, `250 records and 248 outlooks`. */
const counted = (snapshot: Snapshot | undefined): string => {
  const outlooks = snapshot?.outlook?.outlooks.length;
  const records = count(snapshot?.records.length ?? 0, "record");
  return `${records}${outlooks === undefined ? "" : ` and ${count(outlooks, "outlook")}`}`;
};

/**
 * The records of the sample the package ships, as `vansky score --sample` scores them, and its outlooks (as of the
 * sample's own instant, so none is stale).
 */
async function loadSample(source: string, io: Io, outlookMaxAgeMs: number): Promise<RecordSet> {
  const { stale: _none, ...outlooks } = await outlookFolder(SAMPLE_DIR, io, Date.now(), outlookMaxAgeMs);
  return { ...(await scoreFolder(SAMPLE_DIR, source, io)), ...outlooks };
}

async function run(options: ServeOptions, io: Io): Promise<number> {
  const say = (line: string) => options.quiet || io.stderr.write(`vansky: ${line}\n`);
  const fallback = localeWarning(options.locale);
  if (fallback) io.stderr.write(`vansky: ${fallback}\n`);
  const document = bodyOf(
    JSON.stringify(openapiDocument({ basePath: options.basePath, rateLimited: options.limiter !== undefined })),
  );
  const store = new WeatherscoreStore({ records: [], updatedAt: null, source: options.source });
  let served: Served = { snapshot: undefined, encoded: await precompress(undefined, [document]) };
  const name = options.sample ? "the sample" : options.folder ? options.input : basename(options.input);
  /**
   * A folder's outlooks as of now, its stale ones left out and named; none, said, when they cannot be made (the
   * records are served all the same).
   */
  const loadOutlooks = async (): Promise<Pick<RecordSet, "outlooks" | "outlooksUpdatedAt">> => {
    try {
      const made = await outlookFolder(options.input, io, Date.now(), options.outlookMaxAgeMs);
      if (made.stale.length > 0)
        io.stderr.write(
          `vansky: ${name}: ${count(made.stale.length, "outlook")} stale (its ensemble answer fetched more than ${durationWords(options.outlookMaxAge)} ago), not served: ${made.stale.join(" ")}\n`,
        );
      const { stale: _, ...outlooks } = made;
      return outlooks;
    } catch (error) {
      io.stderr.write(`vansky: ${name}: no outlooks served: ${(error as Error).message}; the records are served\n`);
      return { outlooks: [] };
    }
  };
  /** A folder's records, then the outlooks of its ensemble answers (one worker at a time). */
  const loadFolder = async (): Promise<RecordSet> => {
    const records = await scoreFolder(options.input, options.source, io);
    return { ...records, ...(await loadOutlooks()) };
  };
  const load = () =>
    options.sample
      ? loadSample(options.source, io, options.outlookMaxAgeMs)
      : options.folder
        ? loadFolder()
        : Promise.resolve(readEnvelope(options.input));
  /** The instant records' ages are measured to: the clock, or the sample's own reference instant. */
  const ageInstant = () => (options.sample ? (store.snapshot?.updatedAt ?? undefined) : undefined);

  /** Reads the input again and swaps in the new set; a failure keeps the previous one. */
  async function reload(first: boolean): Promise<void> {
    // a folder's outlooks are made whole at each load, as of now: one no longer made (stale, or past) is not kept
    const report = store.update(await load(), { outlooks: options.folder ? "replace" : "merge" });
    const snapshot = store.snapshot;
    served = { snapshot, encoded: await precompress(snapshot, [document]) };
    const kept = report.kept.length > 0 ? `, ${report.kept.length} kept from the previous set` : "";
    const count = `${counted(snapshot)} (updated_at ${snapshot?.updatedAt ?? null})`;
    if (!report.swapped) io.stderr.write(`vansky: ${name}: no records; still serving ${count}\n`);
    else if (!first) say(`${name}: reloaded, ${count}${kept}`);
    const at = ageInstant();
    const stale = staleCodes(snapshot?.records ?? [], options.dataMaxAgeMs, at ? Date.parse(at) : Date.now());
    if (stale.length > 0)
      io.stderr.write(
        `vansky: ${name}: ${grouped(stale.length)} stale (fetched more than ${durationWords(options.dataMaxAge)} ago): ${stale.join(" ")}\n`,
      );
  }

  if (options.sample || options.folder || existsSync(options.input)) {
    try {
      await reload(true);
    } catch (error) {
      throw new DataError(`${name}: ${(error as Error).message}`);
    }
  } else if (options.wait)
    io.stderr.write(`vansky: ${name} does not exist yet; answering 503 until it does (--wait)\n`);
  else throw new DataError(`${options.input}: no such file (--wait starts without it, answering 503 until it appears)`);

  const pages = new ReportPages(options.dataMaxAgeMs / 3_600_000, ageInstant(), "van_score", options.locale);
  const router = new Router({ ...options, openapi: document, pages });
  // An idle connection is closed by its client first (undici's pool after 4 s, Node's agent on its own timer): a
  // server closing it as a client reuses it fails that request ("other side closed"), a race a busy machine wins.
  const server = createServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const connections = new Connections(server);
  server.on(
    "request",
    requestListener(
      router,
      () => served,
      connections,
      options.trustProxy,
      (req, error) => io.stderr.write(`vansky: ${req.method} ${req.url}: ${(error as Error).stack ?? error}\n`),
    ),
  );
  try {
    await new Promise<void>((ok, fail) => {
      server.once("error", fail);
      server.listen(options.port, options.host, () => ok());
    });
  } catch (error) {
    io.stderr.write(`vansky: cannot listen on ${options.host}:${options.port}: ${(error as Error).message}\n`);
    return EXIT.failed;
  }
  const { address, port } = server.address() as AddressInfo;
  const origin = `http://${address.includes(":") ? `[${address}]` : address}:${port}${options.basePath}`;
  const limit = options.limiter ? `${options.rateLimit} per client` : "no rate limit";
  io.stderr.write(
    `vansky: serving ${counted(served.snapshot)} (updated_at ${served.snapshot?.updatedAt ?? null}; ${limit}) at ` +
      `${origin}/api/weatherscore/weather and the report at ${origin}/\n`,
  );

  // reloads: one at a time, again once more if the input changed meanwhile
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  /** The next reload of a folder's outlooks: at the next quarter hour, or sooner when one of them turns stale. */
  let dayTimer: NodeJS.Timeout | undefined;
  const nextDay = () => {
    clearTimeout(dayTimer);
    const outlooks = served.snapshot?.outlook?.outlooks ?? [];
    if (!options.folder || connections.closing || outlooks.length === 0) return;
    const now = Date.now();
    const staleAt = outlooks.map((o) =>
      o.fetched_at === null ? Infinity : Date.parse(o.fetched_at) + options.outlookMaxAgeMs,
    );
    const at = Math.min(now - (now % QUARTER_HOUR_MS) + QUARTER_HOUR_MS, ...staleAt.map((ms) => ms + 1000));
    dayTimer = setTimeout(refresh, Math.max(1000, at - now));
  };
  const refresh = () => {
    if (running) {
      again = true;
      return;
    }
    running = reload(false)
      .catch((error: Error) => {
        io.stderr.write(
          `vansky: ${name}: ${error.message}; still serving the previous set (updated_at ${served.snapshot?.updatedAt ?? null})\n`,
        );
      })
      .finally(() => {
        running = undefined;
        if (again && !connections.closing) {
          again = false;
          refresh();
        } else nextDay();
      });
  };
  nextDay();
  const settle = options.folder ? SETTLE_MS.folder : SETTLE_MS.file;
  const changed = (_: string, file: string | null) => {
    if (!options.folder && file !== null && file !== basename(options.input)) return;
    clearTimeout(timer);
    timer = setTimeout(refresh, settle);
  };
  // the sample never changes: nothing to watch
  const watcher: FSWatcher | undefined = options.sample
    ? undefined
    : watch(options.folder ? options.input : dirname(options.input), changed);
  watcher?.on("error", (error) =>
    io.stderr.write(`vansky: watching ${name}: ${error.message} (SIGHUP still reloads)\n`),
  );
  process.on("SIGHUP", refresh);

  return new Promise<number>((done) => {
    const stop = () => {
      if (connections.closing) return connections.destroyAll(); // a second signal: stop now
      say("stopping: finishing the requests in flight");
      watcher?.close();
      clearTimeout(timer);
      clearTimeout(dayTimer);
      process.off("SIGHUP", refresh);
      connections.stop(SHUTDOWN_GRACE_MS).then(async () => {
        process.off("SIGINT", stop);
        process.off("SIGTERM", stop);
        await running;
        done(EXIT.ok);
      });
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}

/** The `vansky serve` command: resolves to the exit code once stopped. */
export const serveCommand: Command = {
  help: HELP,
  run: (args, io) => run(parse(args), io),
};
