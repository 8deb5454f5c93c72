/** Open-Meteo answers built from the world fixtures, as a server answers a plan's requests. */
import { readFileSync } from "node:fs";
import { currentName } from "../../src/adapters/variables.js";
import { COUNTRIES } from "../../src/countries/index.js";

type Json = Record<string, unknown>;

/** A world-fixture response of a country, parsed afresh; `null` when the country has none (no marine file). */
export function worldResponse(date: string, code: string, api: "forecast" | "marine"): Json | null {
  try {
    return JSON.parse(
      readFileSync(new URL(`../../fixtures/world/${date}/${code}.${api}.json`, import.meta.url), "utf8"),
    );
  } catch {
    return null;
  }
}

/** The country of the table whose forecast (or sea) point is exactly (`lat`, `lon`), as a server looks it up. */
export function countryAt(api: "forecast" | "marine", lat: number, lon: number): string | undefined {
  return COUNTRIES.find((c) =>
    api === "forecast"
      ? c.latitude === lat && c.longitude === lon
      : c.marine_latitude === lat && c.marine_longitude === lon,
  )?.code;
}

/**
 * Open-Meteo's body for `locations` of one API: each location's fixture with the coordinates asked (the grid cell
 * Open-Meteo reports lies near the point) and `location_id` from the second on; an object for one location, an
 * array for several. Throws for a point no fixture answers.
 */
export function answer(
  date: string,
  api: "forecast" | "marine",
  locations: readonly { latitude: number; longitude: number }[],
) {
  const bodies = locations.map((l, i) => {
    const code = countryAt(api, l.latitude, l.longitude);
    const fixture = code ? worldResponse(date, code, api) : null;
    if (!fixture) throw new Error(`no ${api} fixture at ${l.latitude}, ${l.longitude}`);
    const { latitude: _, longitude: __, ...rest } = fixture;
    return { latitude: l.latitude, longitude: l.longitude, ...(i > 0 ? { location_id: i } : {}), ...rest };
  });
  return bodies.length === 1 ? bodies[0] : bodies;
}

const SECTIONS = ["current", "hourly", "daily", "minutely_15"];

/**
 * `response` as Open-Meteo answers a request for `sections` only (`{hourly: ["temperature_2m", ...]}`): its header,
 * and of each section asked that it has, the time axis (and `interval`) and the variables asked that it has (under
 * an old name too: `weathercode` for `weather_code`).
 */
export function restricted(response: Json, sections: Readonly<Record<string, readonly string[]>>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(response))
    if (!SECTIONS.includes(key.replace(/_units$/, ""))) out[key] = value;
  for (const [section, names] of Object.entries(sections)) {
    const block = response[section] as Json | undefined;
    const units = response[`${section}_units`] as Json | undefined;
    if (!block) continue;
    const wanted = new Set(["time", "interval", ...names]);
    const keep = Object.keys(block).filter((k) => wanted.has(currentName(k)));
    out[section] = Object.fromEntries(keep.map((k) => [k, block[k]]));
    if (units) out[`${section}_units`] = Object.fromEntries(keep.filter((k) => k in units).map((k) => [k, units[k]]));
  }
  return out;
}

/** The sections and variables a request's parameters ask (`hourly=a,b&daily=c`). */
export function sectionsAsked(params: URLSearchParams): Record<string, string[]> {
  const asked: Record<string, string[]> = {};
  for (const section of SECTIONS) {
    const list = params.get(section);
    if (list) asked[section] = list.split(",");
  }
  return asked;
}
