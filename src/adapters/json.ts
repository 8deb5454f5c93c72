import { VanskyInputError } from "../errors.js";

/** A plain JSON object (not null, not an array). */
export type JsonObject = Record<string, unknown>;

/** Whether `value` is a plain JSON object. */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` as a JSON object, else NOT_AN_OPEN_METEO_RESPONSE naming `path`. */
export function checkObject(value: unknown, path: string): JsonObject {
  if (isObject(value)) return value;
  throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", path, `expected an object, got ${describe(value)}`);
}

/** The value of `object`'s own key `key` (never one inherited from `Object.prototype`); `undefined` when absent. */
export const ownValue = (object: JsonObject | undefined, key: string): unknown =>
  object && Object.hasOwn(object, key) ? object[key] : undefined;

/** The path of `key` inside the value at `path` (`""` is the whole input): `daily.time`, `[1].daily`. */
export const childPath = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** A short description of a JSON value for error messages (`nothing` for an absent one). */
export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}
