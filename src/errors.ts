/** Machine-readable reasons an input is rejected. */
export type VanskyInputErrorCode =
  /** Not a JSON object shaped like an Open-Meteo response (or an Open-Meteo error body). */
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
  /** A record given to the serving module that fails the published schema, or repeats another record's code. */
  | "BAD_RECORD";

/**
 * The only exception vansky throws for bad input. Check it by `code` (or with `isVanskyInputError`), not
 * `instanceof`, so it works across ESM and CJS copies of the package.
 */
export class VanskyInputError extends Error {
  override readonly name = "VanskyInputError";
  readonly code: VanskyInputErrorCode;
  /** Where in the input, e.g. `daily.temperature_2m_max[3]`; `""` for the whole input. */
  readonly path: string;

  constructor(code: VanskyInputErrorCode, path: string, problem: string) {
    super(`${path ? `${path}: ` : ""}${problem} [${code}]`);
    this.code = code;
    this.path = path;
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
