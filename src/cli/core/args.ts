/**
 * Command-line parsing shared by the commands: the options read in one pass with vansky's own messages (Node's
 * parseArgs only ever sees a command line it accepts), and the checks of option values (whole numbers, durations,
 * sizes, choices, instants, booleans). Every bad value is told in one pattern:
 * `--days expects a whole number from 1 to 16, got "30"`.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { instantMs } from "../../assemble/country.js";
import { UsageError } from "./exit.js";
import { count, grouped, listed } from "./text.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** The usage error of option `--name` given `got` (undefined: no value at all) where it `expects` something else. */
export const badValue = (name: string, expects: string, got: string | undefined): UsageError =>
  new UsageError(`--${name} expects ${expects}, got ${got === undefined ? "nothing" : JSON.stringify(got)}`);

/**
 * `args` with each string option's value joined to it (`--workers=-1`): a value may start with a dash (`-1`) unless
 * it is one of `options` itself (`--out --quiet` lacks the value). An unknown option, a missing value or a value
 * given to a switch is a UsageError in vansky's words.
 */
function joinValues(args: readonly string[], options: Options): string[] {
  const known = (arg: string) => arg.startsWith("--") && Object.hasOwn(options, arg.slice(2).split("=")[0] as string);
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "--") return [...joined, ...args.slice(i)];
    if (!arg.startsWith("-") || arg === "-") {
      joined.push(arg);
      continue;
    }
    const equals = arg.indexOf("=");
    const flag = equals < 0 ? arg : arg.slice(0, equals);
    const inline = equals < 0 ? undefined : arg.slice(equals + 1);
    if (!known(flag)) throw new UsageError(`unknown option ${JSON.stringify(flag)}`);
    const name = flag.slice(2);
    if (options[name]?.type === "boolean") {
      if (inline !== undefined) throw new UsageError(`--${name} takes no value, got ${JSON.stringify(inline)}`);
      joined.push(arg);
      continue;
    }
    const next = args[i + 1];
    if (inline === undefined && (next === undefined || next === "--" || known(next)))
      throw badValue(name, "a value", undefined);
    joined.push(`${flag}=${inline ?? next}`);
    if (inline === undefined) i++;
  }
  return joined;
}

/** Parses `args` against `options`, positionals allowed; an unknown or malformed option is a UsageError. */
export function parseOptions<T extends Options>(args: string[], options: T) {
  return parseArgs({ args: joinValues(args, options), options, allowPositionals: true, strict: true });
}

/** The whole number `text` of option `--name`, from `min` to `max`, or `fallback` when it is not given. */
export function wholeNumber(
  text: string | undefined,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    const range = max < Number.MAX_SAFE_INTEGER ? ` from ${min} to ${max}` : min > 0 ? ` of at least ${min}` : "";
    throw badValue(name, `a whole number${range}`, text);
  }
  return Number(text);
}

/** Milliseconds in each unit of a duration. */
const DURATION_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Milliseconds in a minute and in a day, for messages that speak of rates. */
export const MINUTE_MS = DURATION_MS.m as number;
export const DAY_MS = DURATION_MS.d as number;

/** A duration as options take it: a number and its unit, `500ms`, `30s`, `15m`, `1h`, `1d`, `1.5h`. */
const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/;

/** The duration `text` (`500ms`, `30s`, `15m`, `1h`, `1d`, `1.5h`) of option `--name` in milliseconds. */
export function duration(text: string, name: string): number {
  const match = DURATION.exec(text);
  if (!match) throw badValue(name, "a duration such as 500ms, 30s, 15m, 1h or 1d", text);
  return Number(match[1]) * (DURATION_MS[match[2] as string] as number);
}

/** Each duration unit as a sentence writes it after its number (days: `count`'s day or days). */
const UNIT_WORDS: Readonly<Record<string, string>> = { ms: "ms", s: "s", m: "min", h: "h" };

/**
 * A duration option's value as a sentence says it (the messages review's N22): `12h` is `12 h`, `30m` `30 min`,
 * `1d` `1 day`, `1.5h` `1.5 h`; text that is not a duration as it is.
 */
export function durationWords(text: string): string {
  const match = DURATION.exec(text);
  if (!match) return text;
  const [value, unit] = [Number(match[1]), match[2] as string];
  return unit === "d" ? count(value, "day") : `${grouped(value)} ${UNIT_WORDS[unit]}`;
}

/** Bytes in each unit of a size (SI: a kB is 1 000 bytes). */
const SIZE_BYTES: Readonly<Record<string, number>> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/** The size `text` (`800000`, `500kB`, `64MB`, `1.5GB`) of option `--name` in bytes, at least 1. */
export function size(text: string, name: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*([kmg]?b)?$/i.exec(text);
  const bytes = match ? Math.round(Number(match[1]) * (SIZE_BYTES[(match[2] ?? "b").toLowerCase()] as number)) : 0;
  if (bytes < 1) throw badValue(name, "a size such as 500kB, 64MB or 1GB", text);
  return bytes;
}

/** `text` if it is one of `choices`, `fallback` when not given. */
export function choice<T extends string>(
  text: string | undefined,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  if (text === undefined) return fallback;
  if (!(choices as readonly string[]).includes(text))
    throw badValue(name, choices.length > 3 ? `one of ${choices.join(", ")}` : listed(choices), text);
  return text as T;
}

/** `true` or `false` as option `--name` spells it. */
export function boolean(text: string | undefined, name: string): boolean | undefined {
  if (text === undefined) return undefined;
  if (text !== "true" && text !== "false") throw badValue(name, "true or false", text);
  return text === "true";
}

/**
 * `text` if it is an instant exactly as the engine reads `now` (`instantMs`): with its UTC offset (`Z`, `+02:00`),
 * or, when `local` (`--now`), also an offset-less local time of each forecast. Fields written as they are given
 * (`--updated-at`, `--fetched-at`) need the offset: with no location, a local time names no instant.
 */
export function instant(text: string | undefined, name: string, local: boolean): string | undefined {
  if (text === undefined || Number.isFinite(instantMs(text, local ? 0 : Number.NaN))) return text;
  const expected = local
    ? "an ISO 8601 instant (2026-07-15T12:00:00Z, or 2026-07-15T14:00 in each forecast's local time)"
    : "an ISO 8601 date-time with its offset (2026-07-15T12:00:00Z, 2026-07-15T14:00:00+02:00)";
  throw badValue(name, expected, text);
}
