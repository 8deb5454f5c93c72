import { COUNTRY_TABLE } from "./table.js";
import type { Country } from "./types.js";

export type { Country, Region } from "./types.js";

/** Every ISO 3166-1 alpha-2 country and territory (249) plus Kosovo (`XK`), sorted by code. */
export const COUNTRIES: readonly Country[] = COUNTRY_TABLE;

const byCode = new Map(COUNTRY_TABLE.map((country) => [country.code, country]));

/**
 * The table entry for an ISO 3166-1 alpha-2 code, matched case-insensitively.
 * @returns the country, or `undefined` for an unknown code.
 */
export function getCountry(code: string): Country | undefined {
  return byCode.get(code.toUpperCase());
}

/**
 * A location's code as records and commands key it: an ISO 3166-1 alpha-2 code (two letters, in any case)
 * upper-cased, any other point id exactly as given (`lisbon` stays `lisbon`); two inputs of the same key are the
 * same location.
 */
export const canonicalCode = (code: string): string => (/^[A-Za-z]{2}$/.test(code) ? code.toUpperCase() : code);
