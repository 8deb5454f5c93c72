import type { NormalizeOptions } from "../adapters/options.js";
import { getCountry } from "../countries/index.js";
import { VanskyInputError, type VanskyWarning } from "../errors.js";
import { defaultProfile, defineProfile, type Profile } from "../profile/index.js";
import { parseIsoDateTime } from "../time/iso.js";
import { isKnownZone } from "../time/zone.js";

/** One country (or point) to score. */
export interface CountryInput {
  /** ISO 3166-1 alpha-2, or a point's id; region, coast and zone come from the country table unless given. */
  readonly code: string;
  /**
   * An Open-Meteo forecast response: parsed JSON, or a FlatBuffers answer (a `WeatherApiResponse` of Open-Meteo's
   * client `fetchWeatherApi`, or the bytes of a `format=flatbuffers` answer), one location.
   */
  readonly forecast: unknown;
  /** An Open-Meteo marine response, JSON or FlatBuffers likewise; null or absent for landlocked countries. */
  readonly marine?: unknown;
  /**
   * The instant that defines "today" and "current": an ISO 8601 date-time, epoch ms or a Date; default the
   * response's current time, else `fetchedAt` where it lies in the response's days (a lean response has no current
   * block), else the start of its first day. A date-time without an offset
   * (`2026-07-15T09:00`) is the location's local wall time, in its own zone (see `timezone`).
   */
  readonly now?: string | number | Date;
  /** When the responses were fetched: an ISO 8601 date-time with seconds and an offset (RFC 3339), or null. */
  readonly fetchedAt?: string | null;
  /** The service's region, for a code the country table does not know (a grid point). */
  readonly region?: string;
  /** Whether the place is coastal, likewise (decides whether `marine` is read). */
  readonly is_coastal?: boolean;
  /**
   * The IANA zone of the point (`America/St_Johns`): its days, nights and date-times. Default the response's own
   * zone (`timezone=auto`), else, for a response in GMT, the country's principal zone.
   */
  readonly timezone?: string;
}

/**
 * Options of `scoreCountry`: the profile, how to report what was imperfect in the input, and the adapter's options
 * (`model` to pick one weather model of several; `maxDays` and `maxHours`, the largest input accepted per location,
 * default 366 days and 366 × 24 hours, beyond which a response is a TOO_LARGE error rather than memory an API
 * server spends). The van itself is part of the profile: sleepers and air volume (`condensation.occupants`,
 * `condensation.volumeM3`), the awning's EN 13561 wind class (`awning.windClass`) and the panel model (`solar.pv`).
 * Panel size changes nothing: `solar_kwh` is per kW of panel by contract.
 */
export interface ScoreOptions extends NormalizeOptions {
  /** The model's thresholds and van parameters, from `defineProfile`; default `defaultProfile`. */
  readonly profile?: Profile;
  /** Called with each warning (a record poorer than it could be: see `VanskyWarning`); default: none. */
  readonly onWarning?: (warning: VanskyWarning) => void;
  /**
   * Throw `SHIFTED_DAYS` instead of warning where daily values come from other days than the location's (a GMT
   * response far from Greenwich without hourly data, or one for a location of unknown zone). Default false.
   */
  readonly strictDays?: boolean;
}

/** `now` as given: an instant, or a local wall time still to be read in the location's zone. */
export type NowInput = { readonly instantMs: number } | { readonly wallMs: number } | null;

/** A `CountryInput` read once (a getter is called once) and checked, with the country table's defaults filled in. */
export interface CheckedInput {
  readonly code: string;
  readonly forecast: unknown;
  readonly marine: unknown;
  readonly region: string;
  readonly isCoastal: boolean;
  /** The point's zone given with the input, and the country's principal zone, when known. */
  readonly timezone: string | undefined;
  readonly countryZone: string | undefined;
  readonly now: NowInput;
  readonly fetchedAt: string | null;
}

const bad = (path: string, problem: string) => new VanskyInputError("BAD_OPTION", path, problem);

/** What `now` names before any zone is known: an instant, a wall time, or null for neither. */
function nowOf(now: unknown): NowInput {
  let ms = Number.NaN;
  if (now instanceof Date) ms = now.getTime();
  else if (typeof now === "number") ms = now;
  else if (typeof now === "string") {
    const parsed = parseIsoDateTime(now);
    if (parsed?.offsetS === null) return { wallMs: parsed.wallMs };
    if (parsed) ms = parsed.wallMs - parsed.offsetS * 1000;
  }
  return Number.isFinite(ms) ? { instantMs: ms } : null;
}

function readNow(now: unknown): NowInput {
  if (now === undefined) return null;
  const read = nowOf(now);
  if (!read) throw bad("now", `expected an ISO 8601 date-time, epoch milliseconds or a Date, got ${String(now)}`);
  return read;
}

/**
 * The instant `now` names, epoch ms, or NaN when it names none, as `scoreCountry` reads it: an ISO 8601 date-time
 * with `Z` or an offset, epoch ms or a Date; a date-time without an offset as wall time at UTC offset `offsetS`
 * (`NaN`: no offset known, so only date-times with their own offset count). Shared with the command line's `--now`.
 */
export function instantMs(now: unknown, offsetS: number): number {
  const read = nowOf(now);
  if (!read) return Number.NaN;
  return "instantMs" in read ? read.instantMs : read.wallMs - offsetS * 1000;
}

/** Reads and checks `input` (an object of `CountryInput`'s shape), every field once. */
export function checkInput(input: unknown): CheckedInput {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    throw bad("input", "expected an object {code, forecast, marine?, now?}");
  const { code, forecast, marine, now, fetchedAt, region, is_coastal, timezone } = input as Record<string, unknown>;
  if (typeof code !== "string" || code.length === 0)
    throw bad("code", "expected a country code (ISO 3166-1 alpha-2) or a point id");
  if (region !== undefined && typeof region !== "string") throw bad("region", "expected a lower-case region name");
  if (is_coastal !== undefined && typeof is_coastal !== "boolean") throw bad("is_coastal", "expected a boolean");
  if (fetchedAt != null && (typeof fetchedAt !== "string" || !parseIsoDateTime(fetchedAt, true)))
    throw bad(
      "fetchedAt",
      `expected an ISO 8601 date-time with seconds and an offset or null, got ${String(fetchedAt)}`,
    );
  if (timezone !== undefined && (typeof timezone !== "string" || !isKnownZone(timezone)))
    throw bad("timezone", `expected an IANA time zone such as "Europe/Lisbon", got ${String(timezone)}`);
  const country = getCountry(code);
  const regionOut = region ?? country?.region;
  const coastal = is_coastal ?? country?.is_coastal;
  if (regionOut === undefined || coastal === undefined)
    throw bad("code", `unknown country ${JSON.stringify(code)}: give region and is_coastal`);
  return {
    code,
    forecast,
    marine,
    region: regionOut,
    isCoastal: coastal,
    timezone,
    countryZone: country?.timezone,
    now: readNow(now),
    fetchedAt: (fetchedAt as string | null | undefined) ?? null,
  };
}

/** Deeply frozen profiles already checked (a batch passes the same one 250 times). */
const checkedProfiles = new WeakMap<object, Profile>();

/**
 * Whether `value` and everything reachable from it are frozen (`Object.freeze` alone freezes one level); asked of a
 * profile `defineProfile` has accepted, so of the default's shape: four levels, no cycle.
 */
function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

/** The keys of `base` missing from `value`, as the first path found. */
function missingSetting(base: unknown, value: unknown, path: string): string | null {
  if (typeof base !== "object" || base === null) return typeof value === typeof base ? null : path;
  if (typeof value !== "object" || value === null || Array.isArray(base) !== Array.isArray(value)) return path;
  if (Array.isArray(base)) return null;
  for (const key of Object.keys(base)) {
    const missing = missingSetting(
      (base as Record<string, unknown>)[key],
      (value as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (missing) return missing;
  }
  return null;
}

/** A complete profile, checked once: every setting of `defaultProfile` present, and valid as `defineProfile` says. */
function checkProfile(profile: unknown): Profile {
  if (profile === undefined || profile === defaultProfile) return defaultProfile;
  if (typeof profile !== "object" || profile === null) throw bad("profile", "expected a profile from defineProfile");
  const known = checkedProfiles.get(profile);
  if (known) return known;
  const missing = missingSetting(defaultProfile, profile, "profile");
  if (missing) throw bad(missing, "missing or not of the default's type: build profiles with defineProfile");
  const checked = defineProfile(profile as Profile);
  // a deeply frozen profile (defineProfile's) cannot change: checked once; any other is checked at every call
  if (isDeepFrozen(profile)) checkedProfiles.set(profile, checked);
  return checked;
}

/** `ScoreOptions` read and checked: the profile complete and valid, the callbacks functions. */
export interface CheckedOptions {
  readonly profile: Profile;
  readonly onWarning: ((warning: VanskyWarning) => void) | undefined;
  readonly strictDays: boolean;
  readonly normalize: NormalizeOptions;
}

/** Reads and checks the options of `scoreCountry` (an object or undefined). */
export function checkOptions(options: unknown): CheckedOptions {
  if (options === undefined) return { profile: defaultProfile, onWarning: undefined, strictDays: false, normalize: {} };
  if (typeof options !== "object" || options === null || Array.isArray(options))
    throw bad("options", "expected an object {profile?, onWarning?, strictDays?, model?, maxDays?, maxHours?}");
  const { profile, onWarning, strictDays } = options as Record<string, unknown>;
  if (onWarning !== undefined && typeof onWarning !== "function") throw bad("onWarning", "expected a function");
  if (strictDays !== undefined && typeof strictDays !== "boolean") throw bad("strictDays", "expected a boolean");
  return {
    profile: checkProfile(profile),
    onWarning: onWarning as CheckedOptions["onWarning"],
    strictDays: strictDays === true,
    normalize: options as NormalizeOptions,
  };
}
