/**
 * FlatBuffers answers for the tests: JSON answers written as Open-Meteo would send them (scripts/flatbuffers/writer.ts),
 * and read back as Open-Meteo's own client hands them out (`fetchWeatherApi`'s loop over the size-prefixed messages,
 * with @openmeteo/sdk's `getSizePrefixedRootAsWeatherApiResponse`).
 */
import { WeatherApiResponse } from "@openmeteo/sdk/weather-api-response.js";
import { ByteBuffer } from "flatbuffers";
import { expect } from "vitest";
import { type WriteOptions, writeFlatBuffers } from "../../../scripts/flatbuffers/writer.js";
import { normalizeForecast } from "../../../src/adapters/forecast.js";
import type { NormalizeOptions } from "../../../src/adapters/options.js";
import { isVanskyInputError } from "../../../src/errors.js";

type Json = Record<string, unknown>;

/** The FlatBuffers bytes of a JSON answer, every key written (the writer leaves none of them out). */
export function fb(json: unknown, options: WriteOptions = {}): Uint8Array {
  const { bytes, skipped } = writeFlatBuffers(json, options);
  expect(skipped).toEqual([]);
  return bytes;
}

/** The `WeatherApiResponse`s of an answer's bytes, as `fetchWeatherApi` (openmeteo 1.2.3, lib/index.js) makes them. */
export function sdkResponses(bytes: Uint8Array): WeatherApiResponse[] {
  const buffer = new ByteBuffer(bytes);
  const out: WeatherApiResponse[] = [];
  for (let pos = 0; pos < buffer.capacity(); ) {
    buffer.setPosition(pos);
    const length = buffer.readInt32(buffer.position());
    out.push(WeatherApiResponse.getSizePrefixedRootAsWeatherApiResponse(buffer));
    pos += length + 4;
  }
  return out;
}

/** A copy of `json` whose section `section` has its keys in another order (time first, the rest reversed). */
export function reordered(json: Json, section: string): Json {
  const block = json[section] as Json;
  const keys = Object.keys(block).filter((k) => k !== "time");
  return {
    ...json,
    [section]: Object.fromEntries([["time", block.time], ...keys.reverse().map((k) => [k, block[k]])]),
  };
}

/** A copy of `json` with `change` applied to a deep copy. */
export function changed(json: Json, change: (copy: Json) => void): Json {
  const copy = structuredClone(json);
  change(copy);
  return copy;
}

/** What `run` gives: its result, or the VanskyInputError's code and path. */
export function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    if (!isVanskyInputError(error)) throw error;
    return { code: error.code, path: error.path };
  }
}

/** The forecast `json` and its FlatBuffers answer normalize alike (the same series, or the same error); returns it. */
export function alike(json: Json, options: NormalizeOptions = {}): unknown {
  const expected = outcome(() => normalizeForecast(json, options));
  expect(outcome(() => normalizeForecast(fb(json), options))).toEqual(expected);
  return expected;
}
