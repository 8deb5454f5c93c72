/**
 * The series of a FlatBuffers section found by what they say they are (src/adapters/flatbuffers/series.ts): any
 * order, any subset, other variables of the same name left alone, and each ensemble member by `ensemble_member`,
 * as JSON keys are read.
 */
import { Probability } from "@openmeteo/sdk/probability.js";
import { Variable } from "@openmeteo/sdk/variable.js";
import { describe, expect, it } from "vitest";
import { choose, type Entry } from "../../../src/adapters/flatbuffers/series.js";
import { normalizeForecast } from "../../../src/adapters/forecast.js";
import { expectInputError, world } from "../helpers.js";
import { alike, changed, fb, reordered, sdkResponses } from "./helpers.js";

type Json = Record<string, unknown>;
const PT = world("2026-07-15", "PT.forecast.json");
const ENSEMBLE = world("../ensemble/2026-07-15", "PT.ensemble.json");

describe("series found by what they say they are", () => {
  it("series in any order: each is found by what it says it is, not by its position", () => {
    const shuffled = reordered(reordered(PT, "hourly"), "daily");
    expect(Object.keys(shuffled.hourly as Json)[1]).toBe("is_day");
    expect(normalizeForecast(fb(shuffled))).toEqual(normalizeForecast(PT));
  });

  it("series of other variables are not read: a pressure level, an earlier run, another height", () => {
    const others = changed(PT, (c) => {
      const [h, u] = [c.hourly as Json, c.hourly_units as Json];
      const hot = (h.temperature_2m as number[]).map((t) => (t === null ? null : t + 30));
      for (const key of ["temperature_2m_previous_day1", "temperature_80m"]) {
        h[key] = hot;
        u[key] = "°C";
      }
      h.cloud_cover_850hPa = (h.cloud_cover as number[]).map((x) => (x === null ? null : 100 - x));
      u.cloud_cover_850hPa = "%";
      // written before the series they could be taken for, which JSON would never confuse with them
      c.hourly = Object.fromEntries([
        ["time", h.time],
        ...Object.entries(h)
          .filter(([k]) => k !== "time")
          .reverse(),
      ]);
    });
    expect(Object.keys(others.hourly as Json).slice(1, 4)).toEqual([
      "cloud_cover_850hPa",
      "temperature_80m",
      "temperature_2m_previous_day1",
    ]);
    expect(normalizeForecast(fb(others))).toEqual(normalizeForecast(PT));
  });

  it("series qualified by a soil depth, a layer's bottom or a probability are not the variable itself", () => {
    const hot = ((PT.hourly as Json).temperature_2m as (number | null)[]).map((t) => (t === null ? null : t + 30));
    // each written before temperature_2m's own series, which JSON would never confuse with it
    const extra = [
      { section: "hourly", key: "temperature_2m", depth: 7, values: hot },
      { section: "hourly", key: "temperature_2m", depthTo: 28, values: hot },
      { section: "hourly", key: "temperature_2m", probability: Probability.gt10, values: hot },
    ] as const;
    const bytes = fb(PT, { extra });
    const written = sdkResponses(bytes)[0]?.hourly();
    expect([0, 1, 2].map((i) => written?.variables(i)?.variable())).toEqual(Array(3).fill(Variable.temperature));
    expect([
      written?.variables(0)?.depth(),
      written?.variables(1)?.depthTo(),
      written?.variables(2)?.probability(),
    ]).toEqual([7, 28, Probability.gt10]);
    expect(normalizeForecast(bytes)).toEqual(normalizeForecast(PT));
  });

  it("a series of a variable the engine does not read, of the wrong length: LENGTH_MISMATCH at its place", () => {
    const bad = changed(PT, (c) => {
      const [h, u] = [c.hourly as Json, c.hourly_units as Json];
      h.cloud_cover_850hPa = (h.cloud_cover as number[]).slice(1);
      u.cloud_cover_850hPa = "%";
    });
    // no JSON key names it in FlatBuffers: the path gives its place among the section's series
    const place = Object.keys(bad.hourly as Json).indexOf("cloud_cover_850hPa") - 1; // time is no series
    expectInputError(() => normalizeForecast(fb(bad)), "LENGTH_MISMATCH", `hourly.variables[${place}]`);
  });

  it("a section without series reads as the JSON section with its times alone", () => {
    const timesOnly = changed(PT, (c) => {
      c.hourly = { time: (c.hourly as Json).time };
    });
    expect(normalizeForecast(fb(PT, { withoutSeries: "hourly" }))).toEqual(normalizeForecast(timesOnly));
  });

  it("any subset: the variables left out are missing, as in the JSON answer without them", () => {
    const subset = changed(PT, (c) => {
      const hourly = c.hourly as Json;
      for (const key of ["temperature_2m", "wind_gusts_10m", "uv_index"]) delete hourly[key];
      delete c.daily;
      delete c.current;
    });
    const series = alike(subset) as ReturnType<typeof normalizeForecast>;
    expect(series.hourly?.coverage.temperatureC).toBe(0);
    expect(series.daily?.coverage.temperatureMaxC).toBe(0); // no hourly temperature to aggregate either
  });

  it("ensemble members from ensemble_member: each member reads as from its JSON keys", () => {
    for (const member of [0, 1, 30]) {
      const bytes = fb(ENSEMBLE);
      expect(normalizeForecast(bytes, { member })).toEqual(normalizeForecast(ENSEMBLE, { member }));
    }
    expectInputError(() => normalizeForecast(fb(ENSEMBLE), { member: 31 }), "BAD_OPTION", "options.member");
  });

  it("a member the answer lacks: BAD_OPTION at options.member", () => {
    expect(alike(ENSEMBLE, { member: 40 })).toEqual({ code: "BAD_OPTION", path: "options.member" });
  });
  it("an ensemble without a control run (CFSv2 starts at member 1): member 0 is BAD_OPTION, member 1 reads", () => {
    const noControl = changed(ENSEMBLE, (c) => {
      for (const block of [c.hourly as Json, c.hourly_units as Json])
        for (const key of Object.keys(block)) if (key !== "time" && !key.includes("_member")) delete block[key];
    });
    expect(alike(noControl)).toEqual({ code: "BAD_OPTION", path: "options.member" });
    expect(() => normalizeForecast(fb(noControl))).toThrow(/no control run/);
    expect(normalizeForecast(fb(noControl), { member: 1 })).toEqual(normalizeForecast(noControl, { member: 1 }));
  });
  it("a variable without members (is_day, given once) serves every member, as in JSON", () => {
    const withDay = changed(ENSEMBLE, (c) => {
      const hours = (c.hourly as Json).time as string[];
      (c.hourly as Json).is_day = hours.map((t) =>
        Number(t.slice(11, 13)) >= 6 && Number(t.slice(11, 13)) < 21 ? 1 : 0,
      );
      (c.hourly_units as Json).is_day = "";
    });
    const member5 = normalizeForecast(fb(withDay), { member: 5 });
    expect(member5).toEqual(normalizeForecast(withDay, { member: 5 }));
    expect(member5.hourly?.coverage.isDay).toBe(1);
  });
});

describe("choose: each wanted name's series for a member, by the JSON keys' rule (entries built by hand)", () => {
  const table = { pos: 0, vtable: 0, vtableSize: 0, tableSize: 0 } as Entry["table"];
  /** The `n`th series of `name` (undefined: one the engine does not read) for `member`. */
  const entry = (name: string | undefined, member: number, n = 0): Entry => ({
    name,
    key: `${name ?? "other"}#${member}.${n}`,
    member,
    table,
    unit: 0,
    values: null,
    times: null,
  });
  const keys = (chosen: Map<string, Entry>) => Object.fromEntries([...chosen].map(([name, e]) => [name, e.key]));
  const WANTED = new Set(["temperature_2m", "is_day"]);

  it("takes the member's series of each wanted name, the first of two alike, and leaves other names alone", () => {
    const entries = [
      entry(undefined, 1),
      entry("cloud_cover", 1),
      entry("temperature_2m", 0),
      entry("temperature_2m", 1),
      entry("temperature_2m", 1, 1),
      entry("temperature_2m", 2),
    ];
    expect(keys(choose(entries, WANTED, 1))).toEqual({ temperature_2m: "temperature_2m#1.0" });
    expect(keys(choose(entries, WANTED, 0))).toEqual({ temperature_2m: "temperature_2m#0.0" });
  });

  it("gives a name without member series (is_day) its own series for every member, the first of two", () => {
    const entries = [entry("is_day", 0), entry("is_day", 0, 1), entry("temperature_2m", 0), entry("temperature_2m", 3)];
    expect(keys(choose(entries, WANTED, 3))).toEqual({ is_day: "is_day#0.0", temperature_2m: "temperature_2m#3.0" });
  });

  it("refuses a member a name with members lacks, whether or not it has a control run", () => {
    // another variable's member 5 (one the engine does not read) is not temperature_2m's
    const withControl = [
      entry(undefined, 5),
      entry("temperature_2m", 0),
      entry("temperature_2m", 1),
      entry("temperature_2m", 2),
    ];
    expect(() => choose(withControl, WANTED, 5)).toThrow("temperature_2m has no ensemble member 5 (members 1 to 2)");
    const withoutControl = withControl.filter((e) => e.member !== 0);
    expect(() => choose(withoutControl, WANTED, 0)).toThrow(
      "temperature_2m has ensemble members 1 to 2 but no control run: choose one with the option { member }",
    );
    expect(() => choose(withoutControl, WANTED, 4)).toThrow("temperature_2m has no ensemble member 4");
  });
});
