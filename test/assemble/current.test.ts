/**
 * The weather at now (src/assemble/current.ts): the `current` block within an hour of its time, else the hourly
 * values at now (exact on a stamp, linear between two), else nothing. Responses built by hand, values by hand.
 */
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { conditionsAt } from "../../src/assemble/current.js";

const HOUR = 3_600_000;
/** 2026-07-15T00:00Z, the first hourly stamp of the responses below (GMT, offset 0). */
const T0 = Date.UTC(2026, 6, 15);

const HOURLY = {
  hourly_units: {
    time: "iso8601",
    temperature_2m: "°C",
    relative_humidity_2m: "%",
    apparent_temperature: "°C",
    cloud_cover: "%",
  },
  hourly: {
    time: ["2026-07-15T00:00", "2026-07-15T01:00", "2026-07-15T02:00"],
    temperature_2m: [10, 20, 30],
    relative_humidity_2m: [40, 60, 80],
    apparent_temperature: [9, 19, 29],
    cloud_cover: [0, 50, 100],
  },
};

/** A current block at 00:00Z: 12 °C, 50 %, felt 11 °C, 25 % cloud. */
const CURRENT = {
  current_units: {
    time: "iso8601",
    interval: "seconds",
    temperature_2m: "°C",
    relative_humidity_2m: "%",
    apparent_temperature: "°C",
    cloud_cover: "%",
  },
  current: {
    time: "2026-07-15T00:00",
    interval: 900,
    temperature_2m: 12,
    relative_humidity_2m: 50,
    apparent_temperature: 11,
    cloud_cover: 25,
  },
};

const DAILY = {
  daily_units: { time: "iso8601", temperature_2m_max: "°C", temperature_2m_min: "°C" },
  daily: { time: ["2026-07-15"], temperature_2m_max: [30], temperature_2m_min: [10] },
};

const response = (...sections: Record<string, unknown>[]) =>
  normalizeForecast(
    Object.assign({ latitude: 38.7, longitude: -9.1, utc_offset_seconds: 0, timezone: "GMT" }, ...sections),
  );

const NONE = { temperatureC: Number.NaN, apparentC: Number.NaN, humidityPct: Number.NaN, cloudPct: Number.NaN };

describe("conditionsAt from the hourly values", () => {
  it("is the value of the stamp itself at now on the first stamp", () => {
    expect(conditionsAt(response(HOURLY), T0)).toEqual({
      temperatureC: 10,
      apparentC: 9,
      humidityPct: 40,
      cloudPct: 0,
      source: "hourly",
    });
  });

  it("is linear between the stamps either side: at 00:30, halfway from 10 to 20 °C is 15 °C", () => {
    const c = conditionsAt(response(HOURLY), T0 + HOUR / 2);
    // (10 + 20) / 2 = 15 °C; (40 + 60) / 2 = 50 %; (0 + 50) / 2 = 25 %
    expect(c.temperatureC).toBe(15);
    expect(c.humidityPct).toBe(50);
    expect(c.cloudPct).toBe(25);
  });

  it("is nothing, source none, after the last stamp", () => {
    expect(conditionsAt(response(HOURLY), T0 + 3 * HOUR)).toEqual({ ...NONE, source: "none" });
  });
});

describe("conditionsAt from the current block", () => {
  it("takes the block at exactly CURRENT_MAX_AGE_MS (an hour) from its time", () => {
    expect(conditionsAt(response(CURRENT, HOURLY), T0 + HOUR)).toEqual({
      temperatureC: 12,
      apparentC: 11,
      humidityPct: 50,
      cloudPct: 25,
      source: "current",
    });
  });

  it("takes the hourly values a minute later: 20 + 10 · 1/60 °C at 01:01", () => {
    const c = conditionsAt(response(CURRENT, HOURLY), T0 + HOUR + 60_000);
    expect(c.source).toBe("hourly");
    expect(c.temperatureC).toBeCloseTo(20 + 10 / 60, 9);
  });

  it("takes the block of a response without hourly values", () => {
    expect(conditionsAt(response(CURRENT, DAILY), T0 + HOUR / 4)).toEqual({
      temperatureC: 12,
      apparentC: 11,
      humidityPct: 50,
      cloudPct: 25,
      source: "current",
    });
  });
});

describe("conditionsAt without current or hourly values", () => {
  it("is nothing, source none, for a response of daily values only", () => {
    expect(conditionsAt(response(DAILY), T0)).toEqual({ ...NONE, source: "none" });
  });

  it("is nothing, source none, for a stale current block without hourly values", () => {
    expect(conditionsAt(response(CURRENT, DAILY), T0 + 2 * HOUR)).toEqual({ ...NONE, source: "none" });
  });
});
