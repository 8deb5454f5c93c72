/**
 * Which response key feeds which field: only real model names are suffixes, variables vansky does not read are
 * ignored, no variable is read as another, and ensemble responses give the control run or a chosen member.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import {
  defineSection,
  type KeyChoice,
  PLANS_PER_SECTION,
  type SectionSpec,
  sectionPlan,
} from "../../src/adapters/keys.js";
import { normalizeMarine } from "../../src/adapters/marine.js";
import {
  DAILY_VARIABLES,
  HOURLY_VARIABLES,
  MARINE_DAILY_VARIABLES,
  MARINE_HOURLY_VARIABLES,
  type VariableSpec,
} from "../../src/adapters/variables.js";
import { hasShared, SHARED, sharedUrl } from "../shared.js";
import { expectInputError, hasRealFixtures, real, world } from "./helpers.js";

type Json = Record<string, unknown>;
const forecast = () => world("2026-07-15", "PT.forecast.json");
const marine = () => world("2026-07-15", "PT.marine.json");

/** Old spellings of variables vansky reads (Open-Meteo's VariableHourly.swift / VariableDaily.swift, issue #920). */
const OLD_SPELLINGS: Readonly<Record<string, string>> = {
  weathercode: "weather_code",
  relativehumidity_2m: "relative_humidity_2m",
  dewpoint_2m: "dew_point_2m",
  cloudcover: "cloud_cover",
  windspeed_10m: "wind_speed_10m",
  winddirection_10m: "wind_direction_10m",
  windgusts_10m: "wind_gusts_10m",
  windspeed_10m_max: "wind_speed_10m_max",
  windgusts_10m_max: "wind_gusts_10m_max",
  winddirection_10m_dominant: "wind_direction_10m_dominant",
  cloudcover_mean: "cloud_cover_mean",
  dewpoint_2m_mean: "dew_point_2m_mean",
  relativehumidity_2m_mean: "relative_humidity_2m_mean",
  relativehumidity_2m_max: "relative_humidity_2m_max",
  relativehumidity_2m_min: "relative_humidity_2m_min",
};

/** Variables that look like ones vansky reads (the cases of issue 12), beside those of the research note. */
const LOOKALIKES = [
  "cloud_cover_low",
  "cloud_cover_mid",
  "cloud_cover_high",
  "cloudcover_low",
  "uv_index_clear_sky",
  "uv_index_clear_sky_max",
  "shortwave_radiation_instant",
  "temperature_2m_previous_day1",
  "temperature_2m_previous_day2",
  "wind_speed_10m_spread",
  "wind_speed_80m",
  "temperature_850hPa",
  "temperature_2m_mean",
  "wave_peak_period",
  "secondary_swell_wave_height",
  "precipitation_probability_min",
];

const NOTE = "research/open-meteo.md";
const noteUrl = sharedUrl(NOTE);

/**
 * Every lower-case name in backquotes in the research note on Open-Meteo's response format, with its `/ _x`
 * shorthands expanded (`cloud_cover_low` / `_mid` gives `cloud_cover_mid`): variables, parameters and values alike,
 * since a name that is not a variable must be left alone just the same.
 */
function namesInNote(): string[] {
  const names = new Set<string>();
  let previous: string | undefined;
  for (const [, token] of readFileSync(noteUrl, "utf8").matchAll(/`([A-Za-z0-9_]+)`/g)) {
    if (token === undefined) continue;
    if (token.startsWith("_")) {
      if (previous) names.add(previous.replace(/_[a-z0-9]+$/, token));
    } else if (/^[a-z][a-z0-9_]*$/.test(token)) {
      names.add(token);
      previous = token;
    }
  }
  return [...names];
}

/** Adds `names` to every section of `raw` that does not read them, with values and a unit nothing accepts. */
function withStrangers(raw: Json, names: readonly string[], reads: Record<string, ReadonlySet<string>>): Json {
  const copy = structuredClone(raw);
  for (const [section, read] of Object.entries(reads)) {
    const block = copy[section] as Json | undefined;
    const units = copy[`${section}_units`] as Json | undefined;
    if (!block || !units) continue;
    const n = Array.isArray(block.time) ? block.time.length : undefined;
    for (const name of names) {
      if (name === "time" || name === "interval" || read.has(name) || read.has(OLD_SPELLINGS[name] ?? "")) continue;
      block[name] = n === undefined ? -999.5 : new Array(n).fill(-999.5);
      units[name] = "K";
    }
  }
  return copy;
}

const names = (specs: readonly { name: string }[], extra: string[] = []) =>
  new Set([...specs.map((s) => s.name), ...extra]);
const FORECAST_READS = {
  current: names(HOURLY_VARIABLES),
  hourly: names(HOURLY_VARIABLES),
  daily: names(DAILY_VARIABLES, ["sunrise", "sunset"]),
};
const MARINE_READS = {
  current: names(MARINE_HOURLY_VARIABLES),
  hourly: names(MARINE_HOURLY_VARIABLES),
  daily: names(MARINE_DAILY_VARIABLES),
};

describe("variables vansky does not read are left alone", () => {
  const worldCases: [string, () => Json][] = [["world PT", forecast]];
  const realCases: [string, () => Json][] = [
    ["real Copenhagen (current, hourly, daily)", () => real("forecast-copenhagen-ms-1.json") as Json],
    [
      "real Germany (21 hourly variables)",
      () => real("forecast-germany-hourly-dewpoint-visibility-eos-1.json") as Json,
    ],
  ];
  const cases = hasRealFixtures ? [...worldCases, ...realCases] : worldCases;
  const lookalikes = (_: string, load: () => Json) => {
    expect(normalizeForecast(withStrangers(load(), LOOKALIKES, FORECAST_READS))).toEqual(normalizeForecast(load()));
  };

  it.each(worldCases)("%s: the look-alikes of issue 12 change nothing", lookalikes);
  describe.skipIf(!hasRealFixtures)("on real recorded responses", SHARED, () => {
    it.each(realCases)("%s: the look-alikes of issue 12 change nothing", lookalikes);
  });

  it.skipIf(!hasShared(NOTE))(
    "every name in ../shared/research/open-meteo.md changes nothing in a forecast or a marine response",
    SHARED,
    () => {
      const all = namesInNote();
      expect(all.length).toBeGreaterThan(150);
      for (const [, load] of cases)
        expect(normalizeForecast(withStrangers(load(), all, FORECAST_READS))).toEqual(normalizeForecast(load()));
      expect(normalizeMarine(withStrangers(marine(), all, MARINE_READS))).toEqual(normalizeMarine(marine()));
      if (hasRealFixtures) {
        const northSea = () => real("marine-northsea-all-sections-frenck-1.json") as Json;
        expect(normalizeMarine(withStrangers(northSea(), all, MARINE_READS))).toEqual(normalizeMarine(northSea()));
      }
    },
  );

  it("never reads a look-alike in place of a missing variable", () => {
    const raw = forecast();
    const hourly = raw.hourly as Json;
    const units = raw.hourly_units as Json;
    const daily = raw.daily as Json;
    const dailyUnits = raw.daily_units as Json;
    for (const [from, to] of [
      ["cloud_cover", "cloud_cover_low"],
      ["temperature_2m", "temperature_2m_previous_day1"],
      ["shortwave_radiation", "shortwave_radiation_instant"],
    ] as const) {
      hourly[to] = hourly[from];
      units[to] = units[from];
      delete hourly[from];
      delete units[from];
    }
    for (const [block, blockUnits, from, to] of [
      [daily, dailyUnits, "uv_index_max", "uv_index_clear_sky_max"],
      [hourly, units, "uv_index", "uv_index_clear_sky"],
    ] as const) {
      block[to] = block[from];
      blockUnits[to] = blockUnits[from];
      delete block[from];
      delete blockUnits[from];
    }
    const f = normalizeForecast(raw);
    expect(f.hourly?.coverage.cloudCoverPct).toBe(0);
    expect(f.hourly?.coverage.temperatureC).toBe(0);
    expect(f.hourly?.coverage.shortwaveWm2).toBe(0);
    expect(f.daily?.coverage.uvIndexMax).toBe(0);
  });
});

/** An Ensemble API response: the control run's keys and `members` members, member m's values the control's + m. */
function ensemble(members: number, model?: string): Json {
  const raw = forecast();
  for (const section of ["hourly", "daily"]) {
    const block = raw[section] as Json;
    const units = raw[`${section}_units`] as Json;
    for (const key of Object.keys(block)) {
      if (key === "time" || key === "sunrise" || key === "sunset") continue;
      const suffix = model ? `_${model}` : "";
      for (let m = 1; m <= members; m++) {
        const member = `${key}_member${String(m).padStart(2, "0")}${suffix}`;
        block[member] = key.startsWith("temperature_2m") ? (block[key] as number[]).map((v) => v + m) : block[key];
        units[member] = units[key];
      }
      if (model) {
        block[`${key}${suffix}`] = block[key];
        units[`${key}${suffix}`] = units[key];
        delete block[key];
        delete units[key];
      }
    }
  }
  return raw;
}

describe("ensemble responses (Ensemble API, `_memberNN` keys)", () => {
  const control = normalizeForecast(forecast());
  const t0 = control.hourly?.columns.temperatureC[0] as number;
  const max0 = control.daily?.columns.temperatureMaxC[0] as number;

  it("scores the control run by default", () => {
    expect(normalizeForecast(ensemble(3))).toEqual({ ...control, ensemble: true });
  });

  it("reads the chosen member, hourly and daily, and the current block (which has no members) as it is", () => {
    const f = normalizeForecast(ensemble(3), { member: 2 });
    expect(f.hourly?.columns.temperatureC[0]).toBeCloseTo(t0 + 2, 9);
    expect(f.daily?.columns.temperatureMaxC[0]).toBeCloseTo(max0 + 2, 9);
    expect(f.hourly?.columns.windSpeedKmh).toEqual(control.hourly?.columns.windSpeedKmh);
    expect(f.current).toEqual(control.current);
    expect(normalizeForecast(ensemble(3), { member: 0 })).toEqual({ ...control, ensemble: true });
  });

  it("reads a member of one model among several", () => {
    const raw = ensemble(2, "icon_seamless_eps");
    const other = ensemble(2, "ncep_gefs025");
    for (const section of ["hourly", "hourly_units", "daily", "daily_units"])
      Object.assign(raw[section] as Json, other[section]);
    expectInputError(() => normalizeForecast(raw), "MULTIPLE_MODELS", "hourly");
    const f = normalizeForecast(raw, { model: "ncep_gefs025", member: 1 });
    expect(f.hourly?.columns.temperatureC[0]).toBeCloseTo(t0 + 1, 9);
  });

  it("names a member the response lacks, and a response without a control run", () => {
    expectInputError(() => normalizeForecast(ensemble(3), { member: 4 }), "BAD_OPTION", "options.member");
    const raw = ensemble(3);
    delete (raw.hourly as Json).temperature_2m;
    expectInputError(() => normalizeForecast(raw), "BAD_OPTION", "options.member");
    expect(normalizeForecast(raw, { member: 3 }).hourly?.columns.temperatureC[0]).toBeCloseTo(t0 + 3, 9);
  });
});

describe("spellings", () => {
  it("reads an old spelling when it is the only one, and the current one when both are present", () => {
    const raw = forecast();
    const hourly = raw.hourly as Json;
    const units = raw.hourly_units as Json;
    const gusts = hourly.wind_gusts_10m as number[];
    hourly.windgusts_10m = gusts.map((g) => g + 10);
    units.windgusts_10m = units.wind_gusts_10m;
    const both = normalizeForecast(raw).hourly?.columns.windGustsKmh as Float64Array;
    expect(both[0]).toBe(gusts[0]);
    delete hourly.wind_gusts_10m;
    const old = normalizeForecast(raw).hourly?.columns.windGustsKmh as Float64Array;
    expect(old[0]).toBe((gusts[0] as number) + 10);
  });

  it("prefers the current spelling of one model to an old spelling", () => {
    const raw = ensemble(0, "gfs_seamless");
    const hourly = raw.hourly as Json;
    const units = raw.hourly_units as Json;
    hourly.windgusts_10m_gfs_seamless = (hourly.wind_gusts_10m_gfs_seamless as number[]).map((g) => g + 10);
    units.windgusts_10m_gfs_seamless = "km/h";
    expect(normalizeForecast(raw).hourly?.columns.windGustsKmh).toEqual(
      normalizeForecast(forecast()).hourly?.columns.windGustsKmh,
    );
  });
});

describe("model suffixes", () => {
  it("names a chosen model the response lacks", () => {
    expectInputError(
      () => normalizeForecast(ensemble(0, "gfs_seamless"), { model: "icon_seamless" }),
      "BAD_OPTION",
      "options.model",
    );
  });

  it("says which model and run the keys came from: the suffix, else the option, and whether members are there", () => {
    const plain = normalizeForecast(forecast());
    expect([plain.model, plain.ensemble]).toEqual([null, false]);
    const icon = normalizeForecast(ensemble(0, "icon_seamless"));
    expect([icon.model, icon.ensemble]).toEqual(["icon_seamless", false]);
    const named = normalizeForecast(forecast(), { model: "gem_global" });
    expect([named.model, named.ensemble]).toEqual(["gem_global", false]);
    const members = normalizeForecast(ensemble(3), { member: 2 });
    expect([members.model, members.ensemble]).toEqual([null, true]);
    expect(normalizeForecast(ensemble(3)).ensemble).toBe(true);
  });

  it("reads a model newer than the table when the option names it", () => {
    const raw = ensemble(0, "future_model_x");
    expect(normalizeForecast(raw).hourly?.coverage.temperatureC).toBe(0);
    expect(normalizeForecast(raw, { model: "future_model_x" })).toEqual({
      ...normalizeForecast(forecast()),
      model: "future_model_x",
    });
  });
});

/** A temperature variable named `name` (field `name` too), read in °C. */
const temp = (name: string): VariableSpec => ({ name, field: name, quantity: "temperature", kind: "instant" });
/** A section of its own (plans are remembered per section), reading the named temperature variables. */
const sectionOf = (...names: string[]) => defineSection(names.map(temp));
const CONTROL: KeyChoice = { model: undefined, member: 0 };
/** The plan of `block` (every key in °C unless `units` says otherwise), its keys in their order. */
const planOf = (section: SectionSpec<string, string>, block: Json, choice = CONTROL, units?: Json) =>
  sectionPlan(
    block,
    Object.keys(block),
    units ?? Object.fromEntries(Object.keys(block).map((k) => [k, "°C"])),
    section,
    "hourly",
    choice,
  );
/** The key each field is read from. */
const keysRead = (section: SectionSpec<string, string>, block: Json, choice = CONTROL) =>
  Object.fromEntries(planOf(section, block, choice).readers.map((r) => [r.spec.field, r.key]));
/** The problem (the message without path and code) of the VanskyInputError `run` throws with `code` at `path`. */
function problem(run: () => unknown, code: Parameters<typeof expectInputError>[1], path: string): string {
  expectInputError(run, code, path);
  try {
    run();
  } catch (error) {
    return (error as { problem: string }).problem;
  }
  return "";
}

describe("defineSection", () => {
  it("has no time-valued names or extra columns unless given", () => {
    const section = sectionOf("t");
    expect(section.timeNames).toEqual([]);
    expect(section.fields).toEqual(["t"]);
    expect([...section.names]).toEqual(["t"]);
  });

  it("lists the names longest first, so that a key is matched to the longest name it starts with", () => {
    const section = defineSection([temp("t"), temp("t_max"), temp("t_m")], ["t_mean"], ["tMeanMs"]);
    expect(section.namesLongestFirst).toEqual(["t_mean", "t_max", "t_m", "t"]);
    expect(section.fields).toEqual(["t", "t_max", "t_m", "tMeanMs"]);
  });
});

describe("sectionPlan: which key feeds which field", () => {
  it("reads a key that is a variable's name, and ignores one whose tail is neither a member nor a model", () => {
    const plan = planOf(sectionOf("t", "u"), { time: [], t: [], u_low: [] });
    expect(plan.readers.map((r) => r.key)).toEqual(["t"]);
    expect(plan.absent).toEqual(["u"]);
  });

  it("prefers the unsuffixed key to a model-suffixed one, whichever comes first", () => {
    expect(keysRead(sectionOf("t"), { t_gfs_seamless: [], t: [] })).toEqual({ t: "t" });
  });

  it("prefers the current spelling to an old one, whichever comes first", () => {
    const keys = { dewpoint_2m: [], dew_point_2m: [] };
    expect(keysRead(sectionOf("dew_point_2m"), keys)).toEqual({ dew_point_2m: "dew_point_2m" });
  });

  it("prefers an unsuffixed old spelling to a model-suffixed current one", () => {
    // ranks: unsuffixed old 0 + 1 = 1 < suffixed current 2 + 0 = 2
    const keys = { dew_point_2m_gfs_seamless: [], dewpoint_2m: [] };
    expect(keysRead(sectionOf("dew_point_2m"), keys)).toEqual({ dew_point_2m: "dewpoint_2m" });
  });

  it("reads the first of two keys that rank alike (two old spellings of one name)", () => {
    const section = sectionOf("dew_point_cloud_cover");
    const keys = { dewpoint_cloud_cover: [], dew_point_cloudcover: [] };
    expect(keysRead(section, keys)).toEqual({ dew_point_cloud_cover: "dewpoint_cloud_cover" });
  });

  it("reads the chosen model's key among several models', not the first", () => {
    const keys = { t_gfs_seamless: [], t_icon_seamless: [] };
    expect(keysRead(sectionOf("t"), keys, { model: "icon_seamless", member: 0 })).toEqual({ t: "t_icon_seamless" });
  });

  it("names the models a response has, sorted, when the chosen one is not among them", () => {
    const run = () =>
      planOf(sectionOf("t"), { t_icon_seamless: [], t_gfs_seamless: [] }, { model: "ecmwf_ifs025", member: 0 });
    expect(problem(run, "BAD_OPTION", "options.model")).toBe(
      'hourly has no keys for model "ecmwf_ifs025" (it has gfs_seamless, icon_seamless)',
    );
  });

  it("names the range of members, lowest first, when a response has no control run", () => {
    const run = () => planOf(sectionOf("t"), { t_member10: [], t_member02: [] });
    expect(problem(run, "BAD_OPTION", "options.member")).toBe(
      "t has ensemble members 2 to 10 but no control run: choose one with the option { member }",
    );
  });

  it("names the member asked for and the range the response has", () => {
    const run = () =>
      planOf(sectionOf("t"), { t: [], t_member10: [], t_member02: [] }, { model: undefined, member: 4 });
    expect(problem(run, "BAD_OPTION", "options.member")).toBe("t has no ensemble member 4 (members 2 to 10)");
  });

  it("names the expected unit when a key has none", () => {
    const run = () => planOf(sectionOf("t"), { t: [] }, CONTROL, {});
    expect(problem(run, "MISSING_UNIT", "hourly_units.t")).toBe(
      "no unit for t (expected °C or another Open-Meteo unit)",
    );
  });

  it("names the units it knows when a key's unit is none of them", () => {
    const run = () => planOf(sectionOf("t"), { t: [] }, CONTROL, { t: "K" });
    expect(problem(run, "UNKNOWN_UNIT", "hourly_units.t")).toBe('unknown unit "K" for t (known: "°C", "°F")');
  });

  it("gives the keys of the time-valued names present, and no entry for those absent", () => {
    const section = defineSection([temp("t")], ["sunrise", "sunset"], ["sunriseMs", "sunsetMs"]);
    expect(planOf(section, { t: [], sunrise: [] }).timeKeys).toStrictEqual({ sunrise: "sunrise" });
  });
});

describe("sectionPlan: plans remembered per section", () => {
  const block = { time: [], t: [] };

  it("gives the same plan again for the same keys, units and choice", () => {
    const section = sectionOf("t");
    expect(planOf(section, block)).toBe(planOf(section, block));
  });

  it("makes a new plan for fewer keys, other units or another member", () => {
    const section = sectionOf("t");
    const first = planOf(section, block);
    expect(planOf(section, { time: [] }, CONTROL, { time: "iso8601", t: "°C" }).absent).toEqual(["t"]);
    expect(planOf(section, block, CONTROL, { t: "°F" }).readers[0]?.unit).toBe("°F");
    expect(planOf(section, block, { model: undefined, member: 1 })).not.toBe(first);
  });

  it("keeps the last 64 plans (an ensemble's 51 members and a few shapes) and forgets the oldest for one more", () => {
    expect(PLANS_PER_SECTION).toBeGreaterThanOrEqual(51 + 2); // ECMWF ENS members, a deterministic hourly and current shape
    const section = sectionOf("t");
    const shapes = Array.from({ length: PLANS_PER_SECTION + 1 }, (_, k) => ({ [`k${k}`]: [], t: [] }));
    const first = planOf(section, shapes[0] as Json);
    for (const shape of shapes.slice(1, PLANS_PER_SECTION)) planOf(section, shape);
    expect(planOf(section, shapes[0] as Json)).toBe(first);
    planOf(section, shapes[PLANS_PER_SECTION] as Json);
    expect(planOf(section, shapes[0] as Json)).not.toBe(first);
  });
});
