/**
 * Command-line parsing shared by the commands: `node:util` parseArgs with its errors turned into one-line usage
 * errors, and the checks of option values (whole numbers, durations, choices, instants, booleans).
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import { instantMs } from "../../assemble/country.js";
import { UsageError } from "./exit.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** Parses `args` against `options`, positionals allowed; an unknown or malformed option is a UsageError. */
export function parseOptions<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    // Node's messages go on with advice about `--`; the first sentence says what is wrong
    if (code?.startsWith("ERR_PARSE_ARGS")) throw new UsageError(message.split(". ")[0] as string);
    throw error;
  }
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
    throw new UsageError(`--${name} expects a whole number${range}, got ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** Milliseconds in each unit of a duration. */
const DURATION_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Milliseconds in a minute and in a day, for messages that speak of rates. */
export const MINUTE_MS = DURATION_MS.m as number;
export const DAY_MS = DURATION_MS.d as number;

/** The duration `text` (`500ms`, `30s`, `15m`, `1h`, `1d`, `1.5h`) of option `--name` in milliseconds. */
export function duration(text: string, name: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(text);
  if (!match)
    throw new UsageError(`--${name} expects a duration such as 500ms, 30s, 15m, 1h or 1d, got ${JSON.stringify(text)}`);
  return Number(match[1]) * (DURATION_MS[match[2] as string] as number);
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
    throw new UsageError(`--${name} is ${choices.join(" or ")}, got ${JSON.stringify(text)}`);
  return text as T;
}

/** `true` or `false` as option `--name` spells it. */
export function boolean(text: string | undefined, name: string): boolean | undefined {
  if (text === undefined) return undefined;
  if (text !== "true" && text !== "false")
    throw new UsageError(`--${name} is true or false, got ${JSON.stringify(text)}`);
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
  throw new UsageError(`--${name} expects ${expected}, got ${JSON.stringify(text)}`);
}
