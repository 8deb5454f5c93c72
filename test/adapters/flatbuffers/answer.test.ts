/**
 * A FlatBuffers answer as the engine takes it (src/adapters/flatbuffers/answer.ts): bytes split into their
 * size-prefixed messages, grouped by location, a `WeatherApiResponse` of the SDK read through its own buffer, the
 * header read by the JSON header's rules.
 */
import { Builder } from "flatbuffers";
import { describe, expect, it } from "vitest";
import {
  flatBuffersHeader,
  isFlatBuffers,
  jsonDecimal,
  locationCount,
  messagesOf,
  oneMessage,
  separateLocations,
} from "../../../src/adapters/flatbuffers/answer.js";
import { normalizeForecast } from "../../../src/adapters/forecast.js";
import { expectInputError, world } from "../helpers.js";
import { changed, fb, sdkResponses } from "./helpers.js";

const PT = world("2026-07-15", "PT.forecast.json");
const ES = world("2026-07-15", "ES.forecast.json");
const two = () => fb([PT, { ...ES, location_id: 1 }]);

describe("what is a FlatBuffers answer", () => {
  it("bytes (Uint8Array, Buffer, ArrayBuffer) and the SDK's WeatherApiResponse; JSON is not", () => {
    const bytes = fb(PT);
    expect(isFlatBuffers(bytes)).toBe(true);
    expect(isFlatBuffers(Buffer.from(bytes))).toBe(true);
    expect(isFlatBuffers(bytes.slice().buffer)).toBe(true);
    expect(isFlatBuffers(sdkResponses(bytes)[0])).toBe(true);
    for (const other of [PT, [PT], "bytes", null, undefined, 3, { bb: null }, { bb_pos: 0 }])
      expect(isFlatBuffers(other)).toBe(false);
  });
});

describe("messages and locations", () => {
  it("splits concatenated messages at their size prefixes, in order", () => {
    const bytes = two();
    const messages = messagesOf(bytes, "");
    expect(messages).toHaveLength(2);
    expect((messages[0]?.end as number) + 4).toBe(messages[1]?.start);
    expect(messages[1]?.end).toBe(bytes.length);
    expect(locationCount(bytes, "")).toBe(2);
    expect(locationCount(PT, "")).toBe(0);
  });

  it("separates the locations of a byte answer into answers of one location each, without copying", () => {
    const bytes = two();
    const parts = separateLocations(bytes, "") as Uint8Array[];
    expect(parts).toHaveLength(2);
    expect(parts[0]?.buffer).toBe(bytes.buffer);
    expect(parts.map((p) => flatBuffersHeader(oneMessage(p, ""), "").header.locationId)).toEqual([0, 1]);
    expect(separateLocations(fb(PT), "")).toBeUndefined();
    expect(separateLocations(sdkResponses(bytes)[1], "")).toBeUndefined();
  });

  it("reads a WeatherApiResponse of a multi-location answer at its own position in the shared buffer", () => {
    const [, second] = sdkResponses(two());
    expect(flatBuffersHeader(oneMessage(second, ""), "").header).toMatchObject({
      locationId: 1,
      latitude: ES.latitude,
      longitude: ES.longitude,
    });
  });

  it("several locations where one is expected: NOT_AN_OPEN_METEO_RESPONSE", () => {
    expectInputError(() => oneMessage(two(), "marine"), "NOT_AN_OPEN_METEO_RESPONSE", "marine");
  });

  it("several weather models of one location: MULTIPLE_MODELS, naming their Model numbers", () => {
    const both = new Uint8Array([...fb(PT, { model: 2 }), ...fb(PT, { model: 17 })]);
    expect(locationCount(both, "")).toBe(1);
    expectInputError(() => oneMessage(both, ""), "MULTIPLE_MODELS", "");
    expect(() => oneMessage(both, "")).toThrow(/Model 2, 17/);
  });

  it("a location whose messages lie apart: NOT_AN_OPEN_METEO_RESPONSE", () => {
    const apart = new Uint8Array([...fb(PT), ...fb({ ...ES, location_id: 1 }), ...fb(PT)]);
    expectInputError(() => oneMessage(apart, ""), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expect(() => oneMessage(apart, "")).toThrow(/location 0 appears twice, apart/);
  });
});

describe("truncated and stray bytes are NOT_AN_OPEN_METEO_RESPONSE", () => {
  const bytes = fb(PT);

  it.each([
    ["no bytes", new Uint8Array(0)],
    ["the last 100 bytes cut off", bytes.subarray(0, bytes.length - 100)],
    ["only the size prefix", bytes.subarray(0, 4)],
    ["three stray bytes after a whole message", new Uint8Array([...bytes, 1, 2, 3])],
  ])("%s", (_, cut) => {
    expectInputError(() => messagesOf(cut, "forecast"), "NOT_AN_OPEN_METEO_RESPONSE", "forecast");
    expectInputError(() => normalizeForecast(cut), "NOT_AN_OPEN_METEO_RESPONSE", "");
  });

  it("says what is wrong: how many bytes a message claims and how many remain, or how many stray", () => {
    const n = bytes.length;
    // the size prefix counts the message after its own 4 bytes
    for (const [cut, words] of [
      [new Uint8Array(0), "no bytes"],
      [bytes.subarray(0, n - 100), `message 0 says it has ${n - 4} bytes, ${n - 104} remain (truncated?)`],
      [bytes.subarray(0, 4), "4 stray bytes after message 0"],
      [new Uint8Array([...bytes, 1, 2, 3]), "3 stray bytes after message 1"],
      [new Uint8Array([4, 0, 0, 0, 0, 0, 0, 0, 0, 0]), "message 0 says it has 4 bytes, 6 remain (truncated?)"],
      // 8 bytes in all are a size prefix and 4 bytes: too short a message, not stray bytes
      [new Uint8Array([4, 0, 0, 0, 0, 0, 0, 0]), "message 0 says it has 4 bytes, 4 remain (truncated?)"],
    ] as const)
      expect(() => messagesOf(cut, "forecast")).toThrow(words);
    // 8 bytes are the least read as a message (its root offset and 4 more): split here, refused later if malformed
    expect(messagesOf(new Uint8Array([8, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0]), "forecast")).toHaveLength(1);
  });

  it("a size prefix that claims fewer bytes than the message has: its offsets point outside it", () => {
    const short = bytes.slice();
    new DataView(short.buffer).setUint32(0, 64, true);
    expectInputError(() => normalizeForecast(short.subarray(0, 68)), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expect(() => normalizeForecast(short.subarray(0, 68))).toThrow(/does not fit the answer/);
  });
});

describe("a wrong root table is NOT_AN_OPEN_METEO_RESPONSE", () => {
  it("a VariablesWithTime where the WeatherApiResponse belongs: its int64 time read as the latitude", () => {
    const b = new Builder(64);
    b.startObject(4);
    b.addFieldInt64(0, 1_784_073_600n, 0n);
    b.addFieldInt64(1, 1_784_678_400n, 0n);
    b.addFieldInt32(2, 3600, 0);
    b.finishSizePrefixed(b.endObject());
    expectInputError(() => normalizeForecast(b.asUint8Array().slice()), "NOT_AN_OPEN_METEO_RESPONSE", "latitude");
  });

  it("a VariableWithValues where the WeatherApiResponse belongs: a one-byte enum read as a float", () => {
    const b = new Builder(64);
    b.startObject(13);
    b.addFieldInt8(0, 47, 0);
    b.addFieldInt8(1, 1, 0);
    b.finishSizePrefixed(b.endObject());
    expectInputError(() => normalizeForecast(b.asUint8Array().slice()), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expect(() => normalizeForecast(b.asUint8Array().slice())).toThrow(/overruns its table/);
  });
});

describe("the header", () => {
  it("reads as the JSON header: the float32 coordinates as the decimals JSON writes", () => {
    const { header } = flatBuffersHeader(oneMessage(fb(PT), ""), "");
    expect(header).toEqual({
      latitude: 38.7167,
      longitude: -9.1333,
      elevationM: 50,
      timezone: "Europe/Lisbon",
      utcOffsetSeconds: 3600,
      locationId: 0,
    });
  });

  it("a zone left out is GMT (the server writes none for GMT); an elevation of NaN is none", () => {
    const gmt = changed(PT, (c) => {
      c.timezone = "GMT";
      c.utc_offset_seconds = 0;
      delete c.elevation;
    });
    const { header } = flatBuffersHeader(oneMessage(fb(gmt), ""), "");
    expect(header.timezone).toBe("GMT");
    expect(header.elevationM).toBeNaN();
  });

  it("is checked by the JSON header's rules: an offset beyond ±18 h at its path", () => {
    const far = changed(PT, (c) => {
      c.utc_offset_seconds = 20 * 3600;
    });
    expectInputError(() => normalizeForecast(fb(far)), "NOT_AN_OPEN_METEO_RESPONSE", "utc_offset_seconds");
  });

  it("jsonDecimal: the shortest decimal of the same float32", () => {
    expect(jsonDecimal(Math.fround(38.7167))).toBe(38.7167);
    expect(jsonDecimal(Math.fround(-9.1333))).toBe(-9.1333);
    expect(jsonDecimal(Math.fround(0.1))).toBe(0.1);
    expect(jsonDecimal(50)).toBe(50);
    expect(jsonDecimal(Math.fround(1 / 3))).toBe(0.33333334);
    expect(jsonDecimal(Math.fround(-104.987076))).toBe(-104.987076); // nine digits, the most a float32 needs
    expect(jsonDecimal(Number.NaN)).toBeNaN();
  });
});
