/**
 * The generated parts of docs/messages.md (`npm run docs:messages`; test/recommend/messages-doc.test.ts fails while
 * the file is not current): the key table (types, when, parameters with unit and rounding) and every message of
 * every locale rendered with representative and edge parameters (0, 1, 2, 5, 21; −1.8 and −0.04 for temperatures;
 * 00:00, 01:00, midnight and an end after midnight for the drive window), between `<!-- name:begin -->` and
 * `<!-- name:end -->` markers.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CATALOGS, formatRecommendation, LOCALES } from "../../src/recommend/format.js";
import {
  KEY_PREFIX,
  RECOMMENDATION_KEYS,
  RECOMMENDATION_NAMES,
  type RecommendationName,
  type RecommendationParam,
} from "../../src/recommend/keys.js";

type Params = Record<string, number>;

/** Every count a message meets at the edges: CLDR's plural categories are told apart by 0, 1, 2, 5 and 21. */
const EDGES = [0, 1, 2, 5, 21];
/** Edges of a temperature: below zero, and −0.04, which rounds to a zero that must not read "−0". */
const NEGATIVE = [-1.8, -0.04];
/** Counts of days: Russian tells 1, 2, 5, 11, 21 and 22 apart. */
const DAYS = [0, 1, 2, 5, 11, 21, 22];
/** Days compared: a record's forecast has 1 to 7 (7 is "this week"), and the plural edges beside. */
const DAYS_COMPARED = [1, 2, 3, 5, 7, 11, 21, 22];

/** Each message's parameters as the world sets give them (the review's examples). */
const REPRESENTATIVE: Partial<Record<RecommendationName, Params>> = {
  thunderstorm: { code: 95 },
  freezing_rain_from: { from_hour: 15, from_minute: 0 },
  icy_roads: { temp_min: -51.8 },
  black_ice: { temp_min: -4.1 },
  ice_possible: { temp_min: 2.9 },
  high_wind_driving: { gust_kmh: 76 },
  awning_retract: { gust_kmh: 66 },
  awning_retract_wind: { wind_kmh: 31 },
  awning_caution: { gust_kmh: 45 },
  awning_caution_wind: { wind_kmh: 23 },
  awning_caution_rain: { precip_mm: 6.4 },
  extreme_heat: { feels_like: 46.7 },
  heat: { feels_like: 33.4 },
  hot_night: { temp_min: 27.3 },
  tropical_night: { temp_min: 20.2 },
  condensation: { surface_temp: 9.8 },
  condensation_frost: { surface_temp: -51.7 },
  condensation_possible: { surface_temp: 14.3 },
  condensation_frost_possible: { surface_temp: -0.8 },
  downpour: { precip_mm: 25.7 },
  fog: { visibility_m: 93 },
  uv_extreme: { uv: 13 },
  uv: { uv: 9 },
  solar_good: { solar_kwh: 3.9 },
  solar_poor: { solar_kwh: 0.8 },
  best_move_day: { days_ahead: 3, drive_score: 85 },
  no_good_move_day: { drive_score: 35, days: 7 },
  sea_warm: { sea_temp: 24.6 },
  cold_water: { sea_temp: 12.4 },
  very_cold_water: { sea_temp: -1.8 },
  high_waves: { wave_height: 2.4 },
};

/** Drive windows: an afternoon, a morning, 00:00, 01:00 and midnight, Portuguese one o'clock, an end after midnight. */
const window = (start: string, end: string): Params => ({
  start_hour: Number(start.slice(0, 2)),
  start_minute: Number(start.slice(3)),
  end_hour: Number(end.slice(0, 2)),
  end_minute: Number(end.slice(3)),
});
const WINDOWS: Partial<Record<RecommendationName, Params[]>> = {
  drive_window: [
    window("13:00", "17:06"),
    window("07:15", "18:30"),
    window("00:00", "05:00"),
    window("01:00", "24:00"),
    window("01:00", "02:00"),
    window("00:30", "01:45"),
  ],
  drive_window_past_midnight: [window("15:00", "00:06"), window("22:00", "01:00"), window("20:30", "02:00")],
};

/** The values a parameter is rendered with beside its representative one. */
function edgesOf(param: string, spec: RecommendationParam): number[] {
  if (param === "days_ahead") return DAYS;
  if (param === "days") return DAYS_COMPARED;
  if (param === "from_hour") return [0, 1, 2, 13, 23];
  if (param === "code") return [95, 99];
  return spec.unit === "°C" ? [...EDGES, ...NEGATIVE] : EDGES;
}

/** The parameter sets a message is rendered with: the representative one, then each parameter at its edges. */
export function sampleParams(name: RecommendationName): Params[] {
  const explicit = WINDOWS[name];
  if (explicit) return explicit;
  const specs = RECOMMENDATION_KEYS[name].params as Readonly<Record<string, RecommendationParam>>;
  const base = REPRESENTATIVE[name] ?? {};
  const out: Params[] = [base];
  for (const [param, spec] of Object.entries(specs)) {
    if (spec.shown === false) continue;
    for (const value of edgesOf(param, spec)) out.push({ ...base, [param]: value });
  }
  return [...new Map(out.map((p) => [JSON.stringify(p), p])).values()];
}

const cell = (text: string) => text.replaceAll("|", "\\|");
const paramText = (params: Params) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${Object.is(v, -0) ? "-0" : v}`)
    .join(" ") || "none";

/** The key table: each key with its types, when it is given and its parameters (unit, rounding, meaning). */
export function keyTable(): string {
  const rows = RECOMMENDATION_NAMES.map((name) => {
    const spec = RECOMMENDATION_KEYS[name];
    const params = Object.entries(spec.params as Readonly<Record<string, RecommendationParam>>)
      .map(([param, p]) => {
        const rounding = p.decimals === 0 ? "integer" : "to 0.1";
        return `\`${param}\` (${p.unit}, ${rounding}${p.shown === false ? ", not shown" : ""}): ${p.meaning}`;
      })
      .join("; ");
    return `| \`${KEY_PREFIX}${name}\` | ${spec.types.join(", ")} | ${cell(spec.when)} | ${cell(params || "none")} |`;
  });
  return ["| key | type | when | params |", "|---|---|---|---|", ...rows].join("\n");
}

/** Every message of every locale with its sample parameters, key by key, with the English ICU pattern. */
export function renderedTable(): string {
  const parts: string[] = [];
  for (const name of RECOMMENDATION_NAMES) {
    parts.push(`### ${KEY_PREFIX}${name}`, "", `ICU (en): \`${CATALOGS.en[name]}\``, "");
    parts.push("| params | locale | text |", "|---|---|---|");
    for (const params of sampleParams(name)) {
      for (const locale of LOCALES) {
        const text = formatRecommendation({ key: `${KEY_PREFIX}${name}`, params }, locale);
        parts.push(`| ${paramText(params)} | ${locale} | ${cell(text)} |`);
      }
    }
    parts.push("");
  }
  return parts.join("\n").trimEnd();
}

/** `text` with the part between `<!-- name:begin -->` and `<!-- name:end -->` replaced by `body`. */
function replaceSection(text: string, name: string, body: string): string {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/messages.md has no ${begin} … ${end}`);
  return `${text.slice(0, from + begin.length)}\n${body}\n${text.slice(to)}`;
}

/** docs/messages.md as it should be: `text` with its generated sections written anew. */
export function messagesDoc(text: string): string {
  return replaceSection(replaceSection(text, "keys", keyTable()), "rendered", renderedTable());
}

/** The path of docs/messages.md. */
export const MESSAGES_DOC = fileURLToPath(new URL("../../docs/messages.md", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MESSAGES_DOC, messagesDoc(readFileSync(MESSAGES_DOC, "utf8")));
  console.log("docs/messages.md: key table and rendered messages written");
}
