/**
 * What `scoreCountry`, `explainCountry` and the envelopes accept: bad options and metadata are VanskyInputErrors with
 * a path, whatever the public API returns validates against the shipped schema for any options, and a call made
 * from inside another (a getter, a Date subclass) cannot corrupt the outer record.
 */

import { describe, expect, it } from "vitest";
import { type CountryInput, explainCountry, scoreCountry } from "../../src/assemble/country.js";
import { weatherCountryResponse, weatherListResponse } from "../../src/assemble/envelopes.js";
import { checkOptions, instantMs } from "../../src/assemble/input.js";
import { isVanskyInputError } from "../../src/errors.js";
import { deepFreeze } from "../../src/profile/defaults.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { expectInputError, world } from "../adapters/helpers.js";
import { numRuns } from "../hostile.js";
import { fc, test } from "../prop.js";
import { expectContract, expectSchema } from "./contract.js";

type Json = Record<string, unknown>;
const NOW = "2026-07-15T12:00:00Z";
const pt = (): CountryInput => ({
  code: "PT",
  forecast: world("2026-07-15", "PT.forecast.json"),
  marine: world("2026-07-15", "PT.marine.json"),
  now: NOW,
});
/** The input error `run` throws, as [code, path, problem]: the problem is the message a caller reads. */
function rejection(run: () => unknown): [string, string, string] {
  try {
    run();
  } catch (error) {
    if (isVanskyInputError(error)) return [error.code, error.path, error.problem];
    throw error;
  }
  throw new Error("no VanskyInputError thrown");
}

describe("options and input fields", () => {
  it("rejects options that are not an object, an incomplete profile and callbacks that are not functions", () => {
    expectInputError(() => scoreCountry(pt(), null as never), "BAD_OPTION", "options");
    expectInputError(() => scoreCountry(pt(), [] as never), "BAD_OPTION", "options");
    expectInputError(() => scoreCountry(pt(), { profile: {} as never }), "BAD_OPTION", "profile.van");
    const noLabels = JSON.parse(JSON.stringify(defaultProfile));
    delete noLabels.labels.harsh;
    expectInputError(() => scoreCountry(pt(), { profile: noLabels }), "BAD_OPTION", "profile.labels.harsh");
    expectInputError(() => scoreCountry(pt(), { profile: 3 as never }), "BAD_OPTION", "profile");
    expectInputError(() => scoreCountry(pt(), { onWarning: "log" as never }), "BAD_OPTION", "onWarning");
    expectInputError(() => scoreCountry(pt(), { strictDays: 1 as never }), "BAD_OPTION", "strictDays");
  });

  it("takes a complete profile however it was built, and checks its values as defineProfile does", () => {
    const copy = JSON.parse(JSON.stringify(defineProfile({ van: { bonus: { max: 0 } } })));
    expect(scoreCountry(pt(), { profile: copy })).toEqual(
      scoreCountry(pt(), { profile: defineProfile({ van: { bonus: { max: 0 } } }) }),
    );
    copy.sleep.thunderstormPenalty = "ten";
    expectInputError(() => scoreCountry(pt(), { profile: copy }), "BAD_OPTION", "profile.sleep.thunderstormPenalty");
  });

  it("takes fetchedAt only as an RFC 3339 date-time (the schema's format) or null", () => {
    for (const fetchedAt of [
      "banana",
      "2026-07-15",
      "2026-07-15T12:00Z",
      "2026-07-15T12:00:00",
      "2026-02-30T12:00:00Z",
    ])
      expectInputError(() => scoreCountry({ ...pt(), fetchedAt }), "BAD_OPTION", "fetchedAt");
    expect(scoreCountry({ ...pt(), fetchedAt: "2026-07-15T11:00:00+01:00" }).fetched_at).toBe(
      "2026-07-15T11:00:00+01:00",
    );
    expect(scoreCountry({ ...pt(), fetchedAt: null }).fetched_at).toBeNull();
  });

  it("takes now as an ISO date-time, epoch ms or Date, and timezone as a zone the runtime knows", () => {
    for (const now of ["banana", "2026-07-15", Number.NaN, new Date(Number.NaN), {}])
      expectInputError(() => scoreCountry({ ...pt(), now: now as never }), "BAD_OPTION", "now");
    expectInputError(() => scoreCountry({ ...pt(), timezone: "Europe/Atlantis" }), "BAD_OPTION", "timezone");
    expectInputError(() => scoreCountry({ ...pt(), timezone: 1 as never }), "BAD_OPTION", "timezone");
    expect(scoreCountry({ ...pt(), now: "2026-07-15T13:00+01:00" })).toEqual(scoreCountry(pt()));
  });

  it("says which days the forecast covers when now lies outside them", () => {
    expectInputError(() => scoreCountry({ ...pt(), now: "2026-08-30T12:00:00Z" }), "BAD_TIME", "now");
    expect(() => scoreCountry({ ...pt(), now: "2026-08-30T12:00:00Z" })).toThrow(
      "now: 2026-08-30T13:00:00+01:00 lies outside the forecast's days (2026-07-15 to 2026-07-22 in Europe/Lisbon)",
    );
  });
});

describe("what a rejected input says", () => {
  it("calls an input that is not an object (a string) an input problem, not a code problem", () => {
    expect(rejection(() => scoreCountry("PT" as never))).toEqual([
      "BAD_OPTION",
      "input",
      "expected an object {code, forecast, marine?, now?}",
    ]);
  });

  it("rejects an empty code, even with region and is_coastal given", () => {
    const problem = ["BAD_OPTION", "code", "expected a country code (ISO 3166-1 alpha-2) or a point id"];
    expect(rejection(() => scoreCountry({ ...pt(), code: "" }))).toEqual(problem);
    expect(rejection(() => scoreCountry({ ...pt(), code: "", region: "europe", is_coastal: true }))).toEqual(problem);
  });

  it("names the expected type of region and is_coastal", () => {
    expect(rejection(() => scoreCountry({ ...pt(), region: 3 } as never))).toEqual([
      "BAD_OPTION",
      "region",
      "expected a lower-case region name",
    ]);
    expect(rejection(() => scoreCountry({ ...pt(), is_coastal: "yes" } as never))).toEqual([
      "BAD_OPTION",
      "is_coastal",
      "expected a boolean",
    ]);
  });

  it("needs both region and is_coastal for a code the country table does not know", () => {
    const problem = ["BAD_OPTION", "code", 'unknown country "ZZ": give region and is_coastal'];
    expect(rejection(() => scoreCountry({ ...pt(), code: "ZZ" }))).toEqual(problem);
    expect(rejection(() => scoreCountry({ ...pt(), code: "ZZ", region: "europe" }))).toEqual(problem);
    expect(rejection(() => scoreCountry({ ...pt(), code: "ZZ", is_coastal: true }))).toEqual(problem);
  });

  it("takes fetchedAt only as a string: a String object holding a valid date-time is rejected too", () => {
    const boxed = new String("2026-07-15T12:00:00Z");
    expect(rejection(() => scoreCountry({ ...pt(), fetchedAt: boxed as never }))).toEqual([
      "BAD_OPTION",
      "fetchedAt",
      "expected an ISO 8601 date-time with seconds and an offset or null, got 2026-07-15T12:00:00Z",
    ]);
  });

  it("quotes the now and the timezone it could not read", () => {
    expect(rejection(() => scoreCountry({ ...pt(), now: "banana" }))).toEqual([
      "BAD_OPTION",
      "now",
      "expected an ISO 8601 date-time, epoch milliseconds or a Date, got banana",
    ]);
    expect(rejection(() => scoreCountry({ ...pt(), timezone: "Europe/Atlantis" }))).toEqual([
      "BAD_OPTION",
      "timezone",
      'expected an IANA time zone such as "Europe/Lisbon", got Europe/Atlantis',
    ]);
  });
});

describe("what rejected options say", () => {
  it("calls options that are not an object (a number) an options problem, before the adapter sees them", () => {
    expect(rejection(() => scoreCountry(pt(), 3 as never))).toEqual([
      "BAD_OPTION",
      "options",
      "expected an object {profile?, onWarning?, strictDays?, model?, maxDays?, maxHours?}",
    ]);
  });

  it("names the expected type of onWarning and strictDays", () => {
    expect(rejection(() => scoreCountry(pt(), { onWarning: "log" as never }))).toEqual([
      "BAD_OPTION",
      "onWarning",
      "expected a function",
    ]);
    expect(rejection(() => scoreCountry(pt(), { strictDays: 1 as never }))).toEqual([
      "BAD_OPTION",
      "strictDays",
      "expected a boolean",
    ]);
  });

  it("asks for a profile from defineProfile where the profile is not an object, or null", () => {
    for (const profile of [3, null])
      expect(rejection(() => scoreCountry(pt(), { profile: profile as never }))).toEqual([
        "BAD_OPTION",
        "profile",
        "expected a profile from defineProfile",
      ]);
  });

  it("names the first setting missing or of another type: a section null or an array where an object belongs", () => {
    const problem = "missing or not of the default's type: build profiles with defineProfile";
    for (const van of [null, []]) {
      const copy = { ...JSON.parse(JSON.stringify(defaultProfile)), van };
      expect(rejection(() => scoreCountry(pt(), { profile: copy }))).toEqual(["BAD_OPTION", "profile.van", problem]);
    }
  });

  it("takes a curve of another length than the default's (a curve is checked by defineProfile, not point by point)", () => {
    const threePoints = defineProfile({
      van: {
        thermalByApparentMaxC: [
          [0, 0],
          [20, 100],
          [40, 0],
        ],
      },
    });
    const copy = JSON.parse(JSON.stringify(threePoints));
    expect(scoreCountry(pt(), { profile: copy })).toEqual(scoreCountry(pt(), { profile: threePoints }));
  });

  it("reads a deeply frozen profile once, however many calls use it, and any other at every call", () => {
    const counted = (freeze: "deep" | "shallow" | "none") => {
      const copy = JSON.parse(JSON.stringify(defaultProfile));
      const van = copy.van;
      let reads = 0;
      Object.defineProperty(copy, "van", {
        enumerable: true,
        get() {
          reads++;
          return van;
        },
      });
      const profile = freeze === "deep" ? deepFreeze(copy) : freeze === "shallow" ? Object.freeze(copy) : copy;
      scoreCountry(pt(), { profile });
      const first = reads;
      scoreCountry(pt(), { profile });
      return [first > 0, reads === first];
    };
    expect(counted("deep")).toEqual([true, true]);
    expect(counted("shallow")).toEqual([true, false]);
    expect(counted("none")).toEqual([true, false]);
  });

  it("reads a profile frozen everywhere but in one setting at every call", () => {
    // every section deeply frozen but the van score's weights, then those weights changed between two calls
    const profile = JSON.parse(JSON.stringify(defaultProfile));
    const { weights } = profile.van;
    for (const [key, value] of Object.entries(profile)) if (key !== "van") deepFreeze(value);
    for (const [key, value] of Object.entries(profile.van)) if (key !== "weights") deepFreeze(value);
    Object.freeze(Object.freeze(profile).van);
    scoreCountry(pt(), { profile });
    const windOnly = { thermal: 0, sky: 0, precipitation: 0, wind: 1 };
    Object.assign(weights, windOnly);
    const defined = scoreCountry(pt(), { profile: defineProfile({ van: { weights: windOnly } }) }).van_score;
    expect(scoreCountry(pt(), { profile }).van_score).toBe(defined);
  });

  it("scores with a shallowly frozen profile's nested settings as they are at each call", () => {
    const profile = Object.freeze(JSON.parse(JSON.stringify(defaultProfile)));
    scoreCountry(pt(), { profile });
    const windOnly = { thermal: 0, sky: 0, precipitation: 0, wind: 1 };
    Object.assign(profile.van.weights, windOnly);
    const defined = scoreCountry(pt(), { profile: defineProfile({ van: { weights: windOnly } }) }).van_score;
    expect(defined).not.toBe(scoreCountry(pt()).van_score); // the change shows in the score
    expect(scoreCountry(pt(), { profile }).van_score).toBe(defined);
  });

  it("are the empty options when not given at all", () => {
    expect(checkOptions(undefined)).toEqual(checkOptions({}));
    expect(checkOptions(undefined).strictDays).toBe(false);
  });
});

describe("the envelopes' metadata", () => {
  const record = () => scoreCountry(pt());

  it("rejects an updatedAt that is not an RFC 3339 date-time, a source that is not a string, and two records of a code", () => {
    for (const updatedAt of ["yesterday", "2026-07-15", 17]) {
      expectInputError(
        () => weatherListResponse([record()], { updatedAt, source: "x" } as never),
        "BAD_RECORD",
        "updated_at",
      );
      expectInputError(
        () => weatherCountryResponse(record(), { updatedAt, source: "x" } as never),
        "BAD_RECORD",
        "updated_at",
      );
    }
    expectInputError(
      () => weatherListResponse([record()], { updatedAt: null, source: 3 } as never),
      "BAD_RECORD",
      "source",
    );
    expectInputError(
      () => weatherListResponse([record(), record()], { updatedAt: null, source: "x" }),
      "BAD_RECORD",
      "data[1].code",
    );
    expect(weatherListResponse([record()], { updatedAt: "2026-07-15T12:00:00Z", source: "x" }).count).toBe(1);
  });
});

/** Options of every kind: the default or another profile, callbacks, strictness, size limits, model names. */
const anyOptions = fc.record(
  {
    profile: fc.constantFrom(defaultProfile, defineProfile({ sleep: { thunderstormPenalty: 60 } })),
    onWarning: fc.constant(() => {}),
    strictDays: fc.boolean(),
    maxDays: fc.integer({ min: 1, max: 400 }),
    maxHours: fc.integer({ min: 1, max: 9000 }),
    model: fc.constantFrom("best_match", "gfs_seamless"),
  },
  { requiredKeys: [] },
);
/** `now` and `fetchedAt` of every kind: instants in and around the forecast, wall times, junk. */
const anyNow = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 6, 13), max: Date.UTC(2026, 6, 24) }),
  fc
    .integer({ min: 0, max: 10 * 24 * 60 })
    .map((m) => new Date(Date.UTC(2026, 6, 14) + m * 60_000).toISOString().slice(0, 16)),
  fc.string(),
);
const anyFetchedAt = fc.oneof(
  fc.constant(null),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.string(),
);

describe("whatever the options", () => {
  test.prop([anyOptions, anyNow, anyFetchedAt, fc.constantFrom(undefined, "Asia/Kathmandu", "UTC")], { numRuns })(
    "every record, explanation and envelope validates against the shipped schema, or the call is a VanskyInputError",
    (options, now, fetchedAt, timezone) => {
      const input = { ...pt(), now, fetchedAt, ...(timezone ? { timezone } : {}) } as CountryInput;
      try {
        const record = scoreCountry(input, options);
        expectContract(record);
        expect(explainCountry(input, options).record).toEqual(record);
        expectSchema(
          weatherListResponse([record], { updatedAt: fetchedAt, source: "Open-Meteo" }),
          "weather-list-response.schema.json",
        );
        expectSchema(
          weatherCountryResponse(record, { updatedAt: null, source: "Open-Meteo" }),
          "weather-country-response.schema.json",
        );
      } catch (error) {
        if (!isVanskyInputError(error)) throw error;
      }
    },
  );
});

describe("a call made while another runs", () => {
  it("cannot corrupt the outer record: a getter in the marine response that scores another country", () => {
    const expected = scoreCountry(pt());
    const outer = pt();
    const inner = { code: "NO", forecast: world("2026-01-15", "NO.forecast.json"), now: "2026-01-15T12:00:00Z" };
    let innerRecord: unknown;
    // read after the outer forecast is normalized: a shared scratch memory would now hold Norway's January
    const marine = outer.marine as Json;
    const hourly = marine.hourly;
    Object.defineProperty(marine, "hourly", {
      enumerable: true,
      get() {
        innerRecord ??= scoreCountry(inner);
        return hourly;
      },
    });
    expect(scoreCountry(outer)).toEqual(expected);
    expect(innerRecord).toEqual(scoreCountry(inner));
  });

  it("cannot corrupt it from a Date subclass either", () => {
    const expected = scoreCountry(pt());
    class Reentrant extends Date {
      override getTime(): number {
        scoreCountry({ code: "NO", forecast: world("2026-01-15", "NO.forecast.json"), now: "2026-01-15T12:00:00Z" });
        return super.getTime();
      }
    }
    expect(scoreCountry({ ...pt(), now: new Reentrant(NOW) })).toEqual(expected);
  });
});

describe("instantMs (scoreCountry's reading of now, shared with the command line's --now)", () => {
  it("takes an instant with Z or an offset as it is, whatever offset it is given", () => {
    expect(instantMs("2026-07-15T12:00:00Z", 3600)).toBe(Date.UTC(2026, 6, 15, 12));
    expect(instantMs("2026-07-15T13:00+01:00", Number.NaN)).toBe(Date.UTC(2026, 6, 15, 12));
    expect(instantMs(Date.UTC(2026, 6, 15, 12), 3600)).toBe(Date.UTC(2026, 6, 15, 12));
    expect(instantMs(new Date(Date.UTC(2026, 6, 15, 12)), 3600)).toBe(Date.UTC(2026, 6, 15, 12));
  });

  it("reads a date-time without an offset as wall time at the offset: 13:00 at UTC+1 is 12:00Z", () => {
    expect(instantMs("2026-07-15T13:00", 3600)).toBe(Date.UTC(2026, 6, 15, 12));
    expect(instantMs("2026-07-15T13:00", -9000)).toBe(Date.UTC(2026, 6, 15, 15, 30));
    expect(instantMs("2026-07-15T13:00", Number.NaN)).toBeNaN();
  });

  it("is NaN for what names no instant", () => {
    for (const now of ["banana", "2026-07-15", Number.NaN, new Date(Number.NaN), {}, undefined])
      expect(instantMs(now, 0)).toBeNaN();
  });
});
