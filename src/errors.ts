/** Machine-readable reasons an input is rejected. */
export type VanskyInputErrorCode =
  /**
   * Not a JSON object shaped like an Open-Meteo response (or an Open-Meteo error body), nor a well-formed FlatBuffers
   * answer (bytes cut short, offsets outside them, another table where the response belongs).
   */
  | "NOT_AN_OPEN_METEO_RESPONSE"
  /** Open-Meteo answered with its error body `{error: true, reason}`. */
  | "OPEN_METEO_ERROR"
  /** None of the sections the engine needs is present. */
  | "MISSING_SECTION"
  /** Arrays of one section differ in length from its `time`. */
  | "LENGTH_MISMATCH"
  /** A variable the engine reads has no unit in its `*_units` block. */
  | "MISSING_UNIT"
  /** A unit string that is not one of Open-Meteo's for that quantity. */
  | "UNKNOWN_UNIT"
  /** A time that is not `YYYY-MM-DD[THH:MM[:SS]]` or integer epoch seconds, or times out of order. */
  | "BAD_TIME"
  /** A value that is neither a number nor null. */
  | "BAD_VALUE"
  /** A number outside the physically possible range of its quantity (often a unit mistake). */
  | "OUT_OF_RANGE"
  /** Keys for several weather models and no `model` option to choose one. */
  | "MULTIPLE_MODELS"
  /** More days or hours than the documented maximum. */
  | "TOO_LARGE"
  /** A multi-location body whose locations are not the ones asked (count, order or coordinates). */
  | "LOCATION_MISMATCH"
  /** An option or profile value that is not allowed. */
  | "BAD_OPTION"
  /**
   * A record or envelope field that fails the published schema, or a record repeating another record's code (the
   * serving module, the envelopes).
   */
  | "BAD_RECORD"
  /** Today cannot be scored: no temperature (no daily extremes, too few hourly values), no night temperature or no weather input. */
  | "NO_TEMPERATURE"
  /** The marine response covers none of the forecast's local days (a marine response of another week or place). */
  | "MARINE_MISMATCH"
  /**
   * With `strictDays`: daily values Open-Meteo aggregated over other days than the location's (a GMT response far
   * from Greenwich without hourly data to aggregate them again), or a GMT response for a location of unknown zone.
   */
  | "SHIFTED_DAYS";

/**
 * The only exception vansky throws for bad input. Check it by `code` (or with `isVanskyInputError`), not
 * `instanceof`, so it works across ESM and CJS copies of the package.
 */
export class VanskyInputError extends Error {
  /** Always `"VanskyInputError"`. */
  override readonly name = "VanskyInputError";
  /** What kind of problem: one of `VanskyInputErrorCode`. */
  readonly code: VanskyInputErrorCode;
  /** Where in the input, e.g. `daily.temperature_2m_max[3]`; `""` for the whole input. */
  readonly path: string;
  /** What is wrong, without the path and code the message adds. */
  readonly problem: string;

  constructor(code: VanskyInputErrorCode, path: string, problem: string) {
    super(`${path ? `${path}: ` : ""}${problem} [${code}]`);
    this.code = code;
    this.path = path;
    this.problem = problem;
  }

  /** The same error for the input at `index` of a batch: `[137].hourly.temperature_2m`. */
  atIndex(index: number): VanskyInputError {
    const path = this.path === "" || this.path.startsWith("[") ? this.path : `.${this.path}`;
    return new VanskyInputError(this.code, `[${index}]${path}`, this.problem);
  }
}

/** Whether `error` is a VanskyInputError from any copy of the package. */
export function isVanskyInputError(error: unknown): error is VanskyInputError {
  return (
    error instanceof Error &&
    error.name === "VanskyInputError" &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { path?: unknown }).path === "string"
  );
}

/** Machine-readable reasons for a warning: the record is still right as far as it goes, but poorer than it could be. */
export type VanskyWarningCode =
  /** Daily values taken from Open-Meteo days more than an hour off the local ones (a GMT response, say). */
  | "SHIFTED_DAYS"
  /**
   * The response starts after local midnight today (a GMT response starts at UTC midnight, in the local afternoon
   * east of Greenwich, the evening west of it): today's daily values are those of the hours it has.
   */
  | "PARTIAL_DAY"
  /**
   * The response is in a zone more than 3.5 h from the location's solar time (asked with another place's
   * `timezone=`): scored on the country's zone's days where that one fits, else on the response's.
   */
  | "FOREIGN_ZONE"
  /** Variables the scores read that the response has neither hourly nor daily: they are read as unknown. */
  | "MISSING_VARIABLE"
  /** A variable the response lacks, composed from others (precipitation from rain, showers and snowfall). */
  | "COMPOSED_VARIABLE"
  /** A response in GMT for a location whose zone vansky does not know: its days are UTC days. */
  | "NO_LOCAL_ZONE"
  /** `current` lies more than an hour from `now`: the values at `now` come from the hourly data, or are null. */
  | "STALE_CURRENT"
  /** The forecast ends early: the next day has no temperature, or the response skips it. */
  | "FORECAST_SHORTENED"
  /** The marine response was rejected (its error's code and path are in the message): `marine` is null. */
  | "MARINE_REJECTED"
  /** The marine response holds no data (every value null, as for a point on land): `marine` is null. */
  | "MARINE_NO_DATA"
  /** The marine response does not cover today: today's `marine` and `sea_score` are null. */
  | "MARINE_NOT_TODAY"
  /** A marine response given for a country that is not coastal: ignored. */
  | "MARINE_IGNORED"
  /**
   * Ensemble members left out of an outlook: they lack a variable the other members have, today cannot be scored
   * from them, or their forecast ends before most members'; the outlook's `members` counts those used.
   */
  | "MEMBER_LEFT_OUT";

/**
 * Something vansky did about imperfect input while still returning a record (`ScoreOptions.onWarning`,
 * `explainCountry(...).warnings`). Marine warnings have paths starting with `marine`.
 */
export interface VanskyWarning {
  /** What kind of imperfection (`MARINE_REJECTED`, `SHIFTED_DAYS`, `STALE_CURRENT`, …). */
  readonly code: VanskyWarningCode;
  /** Where in the input, like a `VanskyInputError`'s (`marine.hourly.wave_height[3]`, `daily`, `current.time`). */
  readonly path: string;
  /** A sentence a person can act on. */
  readonly message: string;
}
