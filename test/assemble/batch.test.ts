/**
 * `scoreCountries` and `scoreCountriesSettled`: each input scored in order, each input error's (and warning's) path
 * prefixed with the input's index, and only input errors caught by the settled form.
 */
import { describe, expect, it } from "vitest";
import { scoreCountries, scoreCountriesSettled } from "../../src/assemble/batch.js";
import { type CountryInput, scoreCountry } from "../../src/assemble/country.js";
import type { VanskyWarning } from "../../src/errors.js";
import { isVanskyInputError, VanskyInputError } from "../../src/errors.js";
import { defineProfile } from "../../src/profile/index.js";
import { world } from "../adapters/helpers.js";

const NOW = "2026-07-15T12:00:00Z";
const input = (code: string): CountryInput => ({
  code,
  forecast: world("2026-07-15", `${code}.forecast.json`),
  marine: null,
  now: NOW,
});
/** A marine response with every value null: a point on land, MARINE_NO_DATA. */
function emptyMarine(): Record<string, unknown> {
  const marine = world("2026-07-15", "PT.marine.json");
  for (const section of ["current", "hourly", "daily"]) {
    const block = marine[section] as Record<string, unknown> | undefined;
    if (!block) continue;
    for (const key of Object.keys(block))
      if (key !== "time" && key !== "interval")
        block[key] = Array.isArray(block[key]) ? (block[key] as unknown[]).map(() => null) : null;
  }
  return marine;
}

describe("scoreCountries", () => {
  it("throws the first bad input's error, its path prefixed with the index: [1].latitude", () => {
    let thrown: unknown;
    try {
      scoreCountries([input("PT"), { ...input("ES"), forecast: {} }, { ...input("FR"), code: 5 as never }]);
    } catch (error) {
      thrown = error;
    }
    expect(isVanskyInputError(thrown)).toBe(true);
    expect((thrown as { path: string }).path).toBe("[1].latitude");
    expect((thrown as { code: string }).code).toBe("NOT_AN_OPEN_METEO_RESPONSE");
  });
});

describe("scoreCountriesSettled", () => {
  it("keeps every good record in input order and reports each bad input with its index, code and prefixed path", () => {
    const inputs = [
      input("PT"),
      { ...input("ES"), code: 5 as never },
      null as never,
      { ...input("FR"), forecast: {} },
      input("DE"),
    ];
    const { records, failures } = scoreCountriesSettled(inputs);
    expect(records.map((r) => r.code)).toEqual(["PT", "DE"]);
    expect(records[1]).toEqual(scoreCountry(input("DE")));
    expect(failures.map((f) => [f.index, f.code, f.error.code, f.error.path])).toEqual([
      [1, null, "BAD_OPTION", "[1].code"],
      [2, null, "BAD_OPTION", "[2].input"],
      [3, "FR", "NOT_AN_OPEN_METEO_RESPONSE", "[3].latitude"],
    ]);
  });

  it("prefixes each warning's path with its input's index, and hands options without onWarning on as they are", () => {
    const warnings: VanskyWarning[] = [];
    const coastal = { ...input("PT"), marine: emptyMarine() };
    const { records } = scoreCountriesSettled([input("ES"), coastal], { onWarning: (w) => warnings.push(w) });
    expect(records).toHaveLength(2);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([["MARINE_NO_DATA", "[1].marine"]]);
    expect(scoreCountriesSettled([coastal]).records).toEqual([scoreCountry(coastal)]);
  });

  it("scores each input with the options given, when they have no onWarning too", () => {
    // PT's July day rates its wind lowest (90.4 of 100, the others 98.8 and 100), its highest wind (24.7 km/h) on the
    // awning ceiling's taper (92.86): the wind alone weighed gives 90.4 + its 2 points of sea bonus = 92, not 93
    const profile = defineProfile({ van: { weights: { thermal: 0, sky: 0, precipitation: 0, wind: 1 } } });
    const [withProfile] = scoreCountriesSettled([input("PT")], { profile }).records;
    expect(withProfile).toEqual(scoreCountry(input("PT"), { profile }));
    expect(withProfile?.van_score).not.toBe(scoreCountry(input("PT")).van_score);
  });

  it("lets an error that is not an input error (a bug, not bad input) propagate", () => {
    const throwing = {
      ...input("PT"),
      get forecast(): unknown {
        throw new TypeError("boom");
      },
    };
    expect(() => scoreCountriesSettled([input("ES"), throwing])).toThrow(new TypeError("boom"));
  });
});

describe("a warning's path prefixed with the index, as an error's is (VanskyInputError.atIndex)", () => {
  /** PT with a marine response whose hourly block throws an input error at `path`: MARINE_REJECTED there. */
  const rejectedAt = (path: string): CountryInput => {
    const marine = world("2026-07-15", "PT.marine.json");
    Object.defineProperty(marine, "hourly", {
      enumerable: true,
      get() {
        throw new VanskyInputError("BAD_VALUE", path, "not readable");
      },
    });
    return { ...input("PT"), marine };
  };
  const pathsOf = (paths: string[]) => {
    const warnings: string[] = [];
    scoreCountriesSettled(
      paths.map((p) => rejectedAt(p)),
      { onWarning: (w) => warnings.push(w.path) },
    );
    return warnings;
  };

  it("joins a key with a dot, an index with none, and gives the whole input ('') as the index alone", () => {
    const paths = ["marine.hourly", "[2].hourly", ""];
    expect(pathsOf(paths)).toEqual(["[0].marine.hourly", "[1][2].hourly", "[2]"]);
    expect(pathsOf(paths)).toEqual(paths.map((p, i) => new VanskyInputError("BAD_VALUE", p, "x").atIndex(i).path));
  });

  it("puts a dot before a path that only ends with a bracket", () => {
    expect(pathsOf(["marine["])).toEqual(["[0].marine["]);
  });
});

describe("the code of a failed input", () => {
  it("is null for an input that is not an object (undefined), which fails at input", () => {
    const { failures } = scoreCountriesSettled([undefined as never]);
    expect(failures.map((f) => [f.index, f.code, f.error.code, f.error.path])).toEqual([
      [0, null, "BAD_OPTION", "[0].input"],
    ]);
  });
});
