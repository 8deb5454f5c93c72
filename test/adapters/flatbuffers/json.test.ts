/**
 * A FlatBuffers answer written out as its JSON answer (src/adapters/flatbuffers/json.ts): the values, units and
 * times of the JSON answer it was written from, whatever order its series come in.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonOfFlatBuffers } from "../../../src/adapters/flatbuffers/json.js";
import { DEFAULT_LIMITS } from "../../../src/adapters/options.js";
import { expectInputError, world } from "../helpers.js";
import { changed, fb, reordered, sdkResponses } from "./helpers.js";

type Json = Record<string, unknown>;

const ensemble = JSON.parse(
  readFileSync(new URL("../../../fixtures/ensemble/2026-07-15/CH.ensemble.json", import.meta.url), "utf8"),
) as Json;

/** Epoch seconds of a local `YYYY-MM-DDTHH:MM` stamp of an answer `offsetS` east of UTC (or of a date). */
const epochS = (stamp: string, offsetS: number) =>
  Date.parse(stamp.length === 10 ? `${stamp}T00:00Z` : `${stamp}:00Z`) / 1000 - offsetS;

describe("jsonOfFlatBuffers", () => {
  it("gives back every member's values and unit of an ensemble answer, its times as epoch seconds (UTC+2: 22:00 UTC)", () => {
    const out = jsonOfFlatBuffers(fb(ensemble), DEFAULT_LIMITS);
    const hourly = ensemble.hourly as Json;
    const read = out.hourly as Json;
    // Zurich's first stamp, 2026-07-15T00:00 at UTC+2, is 2026-07-14T22:00Z: 1784066400 s
    expect((read.time as number[])[0]).toBe(1_784_066_400);
    expect(read.time).toEqual((hourly.time as string[]).map((t) => epochS(t, 7200)));
    for (const key of Object.keys(hourly).filter((k) => k !== "time"))
      expect([key, read[key]]).toEqual([key, hourly[key]]);
    const units = ensemble.hourly_units as Json;
    expect(out.hourly_units).toEqual({
      ...Object.fromEntries(Object.keys(hourly).map((k) => [k, units[k]])),
      time: "unixtime",
    });
    expect(out).toMatchObject({ utc_offset_seconds: 7200, timezone: "Europe/Zurich", latitude: ensemble.latitude });
  });

  it("reads the series by what they are, not by their order, and from the SDK's response alike", () => {
    const bytes = fb(reordered(ensemble, "hourly"));
    expect(jsonOfFlatBuffers(bytes, DEFAULT_LIMITS)).toEqual(jsonOfFlatBuffers(fb(ensemble), DEFAULT_LIMITS));
    expect(jsonOfFlatBuffers(sdkResponses(bytes)[0], DEFAULT_LIMITS)).toEqual(jsonOfFlatBuffers(bytes, DEFAULT_LIMITS));
  });

  it("writes a missing value as null and the daily section too, sunrise and sunset as epoch seconds", () => {
    const forecast = changed(world("2026-07-15", "PT.forecast.json"), (copy) => {
      ((copy.hourly as Json).temperature_2m as unknown[])[5] = null;
      // a day without a sunrise, as a polar night has: none (INT64_MAX) in the bytes, null again in JSON
      ((copy.daily as Json).sunrise as unknown[])[2] = null;
    });
    const out = jsonOfFlatBuffers(fb(forecast), DEFAULT_LIMITS);
    expect(((out.hourly as Json).temperature_2m as unknown[])[5]).toBeNull();
    const daily = forecast.daily as Json;
    const offsetS = forecast.utc_offset_seconds as number;
    expect((out.daily as Json).sunrise).toEqual(
      (daily.sunrise as (string | null)[]).map((t) => (t === null ? null : epochS(t, offsetS))),
    );
    expect(((out.daily as Json).sunrise as unknown[])[2]).toBeNull();
    expect((out.daily as Json).temperature_2m_max).toEqual(daily.temperature_2m_max);
  });

  it("keeps the header's elevation and location id where the answer has them, and leaves them out where not", () => {
    const pt = world("2026-07-15", "PT.forecast.json");
    const second = jsonOfFlatBuffers(fb({ ...pt, location_id: 1 }), DEFAULT_LIMITS);
    expect([second.location_id, second.elevation]).toEqual([1, pt.elevation]);
    const first = jsonOfFlatBuffers(fb({ ...pt, elevation: null }), DEFAULT_LIMITS);
    expect(["location_id" in first, "elevation" in first]).toEqual([false, false]);
  });

  it("refuses an axis longer than the limits, as the readers do", () => {
    expectInputError(() => jsonOfFlatBuffers(fb(ensemble), { maxHours: 48, maxDays: 366 }), "TOO_LARGE", "hourly.time");
  });
});
