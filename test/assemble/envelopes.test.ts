/**
 * The API's envelopes (contract §4.6, §4.7): `{data, count, updated_at, source}` for the list, `{data, updated_at,
 * source}` for one country, and the checks on what goes in them.
 */
import { describe, expect, it } from "vitest";
import { scoreCountry } from "../../src/assemble/country.js";
import { weatherCountryResponse, weatherListResponse } from "../../src/assemble/envelopes.js";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { isVanskyInputError } from "../../src/errors.js";
import { expectInputError, world } from "../adapters/helpers.js";

const NOW = "2026-07-15T12:00:00Z";
const record = (code: string): VanSkyCountry =>
  scoreCountry({ code, forecast: world("2026-07-15", `${code}.forecast.json`), marine: null, now: NOW });
const meta = { updatedAt: NOW, source: "Open-Meteo" };
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

describe("weatherListResponse", () => {
  it("is {data, count, updated_at, source} in that order, count the number of records, data a copy", () => {
    const records = [record("PT"), record("ES")];
    const body = weatherListResponse(records, meta);
    expect(Object.keys(body)).toEqual(["data", "count", "updated_at", "source"]);
    expect(body.count).toBe(2);
    expect(body.data).toEqual(records);
    expect(body.data).not.toBe(records);
    expect(body.updated_at).toBe(NOW);
    expect(body.source).toBe("Open-Meteo");
    expect(weatherListResponse([], { updatedAt: null, source: "x" })).toEqual({
      data: [],
      count: 0,
      updated_at: null,
      source: "x",
    });
  });

  it("rejects records that are not an array (BAD_OPTION at records)", () => {
    expectInputError(() => weatherListResponse(record("PT") as never, meta), "BAD_OPTION", "records");
    expectInputError(() => weatherListResponse(null as never, meta), "BAD_OPTION", "records");
  });

  it("rejects a record without a string code at its index (BAD_RECORD at data[i].code)", () => {
    expectInputError(() => weatherListResponse([record("PT"), {} as never], meta), "BAD_RECORD", "data[1].code");
    expectInputError(() => weatherListResponse([null as never], meta), "BAD_RECORD", "data[0].code");
    expectInputError(
      () => weatherListResponse([{ ...record("PT"), code: 7 } as never], meta),
      "BAD_RECORD",
      "data[0].code",
    );
  });

  it("names the first of two records of one code in the error", () => {
    expect(() => weatherListResponse([record("PT"), record("ES"), record("PT")], meta)).toThrow(
      "PT is also the code of data[0]",
    );
  });
});

describe("the envelopes' meta", () => {
  it("must be an object: anything else is BAD_OPTION at meta, for both envelopes", () => {
    for (const bad of [null, undefined, "Open-Meteo", 3]) {
      expectInputError(() => weatherListResponse([], bad as never), "BAD_OPTION", "meta");
      expectInputError(() => weatherCountryResponse(record("PT"), bad as never), "BAD_OPTION", "meta");
    }
  });

  it("gives weatherCountryResponse {data, updated_at, source} in that order, the record itself as data", () => {
    const r = record("PT");
    const body = weatherCountryResponse(r, { updatedAt: "2026-07-15T13:00:00+01:00", source: "Open-Meteo" });
    expect(Object.keys(body)).toEqual(["data", "updated_at", "source"]);
    expect(body.data).toBe(r);
    expect(body.updated_at).toBe("2026-07-15T13:00:00+01:00");
  });
});

describe("what a rejected envelope says", () => {
  it("asks for {updatedAt, source} where meta is not an object", () => {
    expect(rejection(() => weatherListResponse([], null as never))).toEqual([
      "BAD_OPTION",
      "meta",
      "expected {updatedAt, source}",
    ]);
  });

  it("takes updatedAt only with seconds and an offset (RFC 3339), quoting what it got", () => {
    for (const updatedAt of ["2026-07-15T12:00Z", "2026-07-15T12:00:00"])
      expect(rejection(() => weatherCountryResponse(record("PT"), { updatedAt, source: "x" }))).toEqual([
        "BAD_RECORD",
        "updated_at",
        `expected an ISO 8601 date-time with seconds and an offset (RFC 3339) or null, got ${updatedAt}`,
      ]);
  });

  it("takes updatedAt only as a string: a String object holding a valid date-time is rejected too", () => {
    const boxed = new String("2026-07-15T12:00:00Z");
    expect(rejection(() => weatherListResponse([], { updatedAt: boxed as never, source: "x" }))).toEqual([
      "BAD_RECORD",
      "updated_at",
      "expected an ISO 8601 date-time with seconds and an offset (RFC 3339) or null, got 2026-07-15T12:00:00Z",
    ]);
  });

  it("names what source, records and a record's code must be", () => {
    expect(rejection(() => weatherListResponse([], { updatedAt: null, source: 3 as never }))).toEqual([
      "BAD_RECORD",
      "source",
      "expected a string",
    ]);
    expect(rejection(() => weatherListResponse({} as never, meta))).toEqual([
      "BAD_OPTION",
      "records",
      "expected an array of records",
    ]);
    expect(rejection(() => weatherListResponse([{} as never], meta))).toEqual([
      "BAD_RECORD",
      "data[0].code",
      "expected a record with a code",
    ]);
  });
});
