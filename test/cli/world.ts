/**
 * The world fixtures as the CLI tests compare with them: the inputs of a set and what `vansky score` prints for it,
 * by the library itself. Apart from helpers.ts, which every process test imports, so that only the files comparing
 * with the engine import it.
 */
import { scoreCountries } from "../../src/assemble/batch.js";
import type { CountryInput } from "../../src/assemble/country.js";
import { weatherListResponse } from "../../src/assemble/envelopes.js";
import { world } from "../adapters/helpers.js";

/** The inputs of a world-fixture set as scoreCountry takes them, at the set's reference instant. */
export function worldInputs(set: string): CountryInput[] {
  const index = world(set, "index.json") as {
    reference: string;
    countries: { code: string; forecast: string; marine: string | null }[];
  };
  return index.countries.map((e) => ({
    code: e.code,
    forecast: world(set, e.forecast),
    marine: e.marine ? world(set, e.marine) : null,
    now: index.reference,
  }));
}

/**
 * What `vansky score <world set folder>` must print: the engine's envelope of the set, by the library itself, each
 * record fetched when its index entry says (`fetched_at`: the set's instant).
 */
export function worldOutput(set: string): string {
  const { countries } = world(set, "index.json") as { countries: { fetched_at?: string }[] };
  const inputs = worldInputs(set).map((input, i) => {
    const fetchedAt = countries[i]?.fetched_at;
    return fetchedAt === undefined ? input : { ...input, fetchedAt };
  });
  const meta = { updatedAt: inputs[0]?.now as string, source: "Open-Meteo" };
  return `${JSON.stringify(weatherListResponse(scoreCountries(inputs), meta))}\n`;
}
