/**
 * `vansky serve`'s command line: its help, options and their checks.
 */
import { existsSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { normalizeBasePath } from "../../serve/handler.js";
import { DEFAULT_RATE_LIMIT, slidingWindowLimiter } from "../../serve/rate-limit.js";
import { DEFAULT_SOURCE } from "../../serve/snapshot.js";
import { duration, parseOptions, wholeNumber } from "../core/args.js";
import { UsageError } from "../core/exit.js";
import { flow } from "../core/help.js";
import { localeHelp, localeOption } from "../core/locale.js";

/**
 * `--outlook-max-age` by default: two refresh periods of a daily ensemble refresh (an outlook of every country costs
 * a third of the free tier's day: one a day leaves room for the records' refreshes).
 */
export const DEFAULT_OUTLOOK_MAX_AGE = "48h";

/** `--rate-limit` by default: the contract's 120 requests a minute per client (§8). */
export const DEFAULT_RATE = `${DEFAULT_RATE_LIMIT.limit}/min`;

export const HELP = flow(`Usage: vansky serve <weather.json | folder | --sample> [options]

Serves GET {base-path}/api/weatherscore/weather, {base-path}/api/weatherscore/weather/{code} and
{base-path}/docs.openapi, and the report of the records served (as vansky report draws it) at {base-path}/ (HTML)
and {base-path}/map.svg. A folder with ensemble answers (vansky fetch --ensemble) is served with their outlooks
(as vansky outlook makes them, each from its place's today: made again at each load and every quarter of an hour,
so no day before today is served as today's) at {base-path}/api/weatherscore/outlook and .../outlook/{code}, and
the report shows their odds; without any, those paths answer 404 (no_outlook). Outlooks that cannot be made (a
folder of two ensemble models) are not served, said on stderr; the records are served all the same.

Inputs (one of):
  weather.json        a vansky score output (the json envelope, or ndjson: one record per line), reloaded when a
                      new one is renamed into place; it must exist unless --wait is given
  folder              forecasts in the layout vansky score reads, scored here and again when they change; its
                      ensemble answers made into outlooks likewise
  --sample            the sample data the package ships (CH KE JP BR AU PT AQ of the July world fixtures), scored
                      as vansky score --sample scores it, with the outlooks of PT CH AU: try it without data

Options:
  --port N            TCP port (default 8080; 0 picks a free one)
  --host ADDRESS      address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --base-path PATH    where the API and the report are mounted (default /)
  --rate-limit N/UNIT
                      requests per client address per s, min or h, every request counted: the report pages, CORS
                      preflights (OPTIONS) and unknown paths included (default ${DEFAULT_RATE}, the contract's; off
                      for none), reported in X-RateLimit-Limit and X-RateLimit-Remaining on every answer
  --max-age S         Cache-Control max-age of the data, s (default 600, the contract's polling interval)
  --data-max-age DURATION
                      records fetched longer ago than this (default 12h, as vansky score --max-age) are reported
                      as stale on stderr at each load, and still served with their own fetched_at
  --outlook-max-age DURATION
                      a folder's outlooks whose ensemble answer was fetched longer ago than this (default 48h, two
                      daily refreshes, as vansky outlook --max-age) are stale: left out of the API and the report,
                      named on stderr at each load
  --source NAME       the envelopes' source when scoring a folder (default "${DEFAULT_SOURCE}")
  --locale TAG        ${localeHelp("on the report pages")}. The API's records carry them as keys and
                      numbers, which clients translate: vansky/messages/LOCALE.json
  --wait              start without weather.json: answer 503 (no_data) until it appears (default: exit 1)
  --trust-proxy       the peer is a reverse proxy of yours: rate-limit each client by the address the proxy
                      appended last to Forwarded (for=) or X-Forwarded-For (default: the peer's address; both
                      headers ignored, since any client can send them)
  --quiet             no reload messages (errors are still printed)
  -h, --help          this text

SIGHUP reloads; SIGINT or SIGTERM stops after the requests in flight (a second one closes them at once).

Exit codes: 0 stopped by SIGINT or SIGTERM, the requests in flight answered; 1 could not start (no weather.json
without --wait, data that is not a vansky score output or fails the contract, a port in use); 2 usage error.
Interrupted while scoring a folder, before it listens: 130, 143.`);

/** The highest TCP port. */
const MAX_PORT = 65_535;

const UNITS: Record<string, number> = { s: 1000, sec: 1000, min: 60_000, h: 3_600_000, hour: 3_600_000 };

/** The limiter of a `--rate-limit` value, undefined for `off`. */
function rateLimit(text: string) {
  if (text === "off") return undefined;
  const m = /^(\d+)\/(\w+)$/.exec(text);
  const windowMs = UNITS[m?.[2] ?? ""];
  if (!m || windowMs === undefined || Number(m[1]) < 1 || !Number.isSafeInteger(Number(m[1])))
    throw new UsageError(
      `--rate-limit expects N/s, N/min or N/h with N at least 1, or off, got ${JSON.stringify(text)}`,
    );
  return slidingWindowLimiter({ limit: Number(m[1]), windowMs });
}

/** The `--base-path` value, normalized. */
function basePath(text: string): string {
  try {
    return normalizeBasePath(text);
  } catch {
    throw new UsageError(`--base-path expects a path such as "/" or "/v1", got ${JSON.stringify(text)}`);
  }
}

const OPTIONS = {
  port: { type: "string" },
  host: { type: "string", default: "127.0.0.1" },
  "base-path": { type: "string", default: "/" },
  "rate-limit": { type: "string", default: DEFAULT_RATE },
  "max-age": { type: "string" },
  "data-max-age": { type: "string", default: "12h" },
  "outlook-max-age": { type: "string", default: DEFAULT_OUTLOOK_MAX_AGE },
  source: { type: "string", default: DEFAULT_SOURCE },
  locale: { type: "string" },
  quiet: { type: "boolean", default: false },
  wait: { type: "boolean", default: false },
  "trust-proxy": { type: "boolean", default: false },
  sample: { type: "boolean", default: false },
} as const;

/** The command line's settings; a UsageError for anything amiss. */
export function parse(args: string[]) {
  const { values, positionals } = parseOptions(args, OPTIONS);
  if (values.sample && positionals.length > 0)
    throw new UsageError("--sample is the input: give it or a weather.json or folder, not both");
  if (!values.sample && positionals.length !== 1)
    throw new UsageError("serve expects one weather.json or forecast folder, or --sample");
  const input = values.sample ? "" : resolve(positionals[0] as string);
  const folder = !values.sample && existsSync(input) && statSync(input).isDirectory();
  if (!values.sample && !folder && !existsSync(dirname(input)))
    throw new UsageError(`${dirname(input)}: no such folder`);
  return {
    /** The weather.json or folder; "" with `sample`. */
    input,
    folder,
    sample: values.sample,
    port: wholeNumber(values.port, "port", 8080, 0, MAX_PORT),
    host: values.host,
    basePath: basePath(values["base-path"]),
    limiter: rateLimit(values["rate-limit"]),
    rateLimit: values["rate-limit"],
    maxAgeSeconds: wholeNumber(values["max-age"], "max-age", 600),
    dataMaxAge: values["data-max-age"],
    dataMaxAgeMs: duration(values["data-max-age"], "data-max-age"),
    outlookMaxAge: values["outlook-max-age"],
    outlookMaxAgeMs: duration(values["outlook-max-age"], "outlook-max-age"),
    source: values.source,
    /** The report's recommendations' locale (`--locale`). */
    locale: localeOption(values.locale),
    quiet: values.quiet,
    wait: values.wait,
    trustProxy: values["trust-proxy"],
  };
}

/** The settings of a `vansky serve` command line. */
export type ServeOptions = ReturnType<typeof parse>;
