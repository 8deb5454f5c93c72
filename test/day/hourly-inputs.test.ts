/**
 * The hourly apparent temperature and dew point the day stage reads (src/day/hourly-inputs.ts): the response's own
 * where it has them, else computed hour by hour (Steadman's apparent temperature as Open-Meteo computes it, Magnus's
 * dew point). Values worked by hand from the formulas' doc comments (src/physics/).
 */
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { hourlyInputs } from "../../src/day/hourly-inputs.js";

/** Two hours: 20 °C, 50 %, calm, dark; and 30 °C, 80 %, 18 km/h, 750 W/m². */
function hourly(extra: Record<string, number[]> = {}, extraUnits: Record<string, string> = {}) {
  const f = normalizeForecast({
    latitude: 38.7,
    longitude: -9.1,
    utc_offset_seconds: 0,
    timezone: "GMT",
    hourly_units: {
      time: "iso8601",
      temperature_2m: "°C",
      relative_humidity_2m: "%",
      wind_speed_10m: "km/h",
      shortwave_radiation: "W/m²",
      ...extraUnits,
    },
    hourly: {
      time: ["2026-07-15T00:00", "2026-07-15T01:00"],
      temperature_2m: [20, 30],
      relative_humidity_2m: [50, 80],
      wind_speed_10m: [0, 18],
      shortwave_radiation: [0, 750],
      ...extra,
    },
  });
  if (!f.hourly) throw new Error("no hourly section");
  return f.hourly;
}

describe("hourlyInputs", () => {
  it("computes the apparent temperature where the response lacks it", () => {
    // hour 0: e = 0.5·6.105·exp(17.27·20/257.7) = 11.661 hPa, AT = 20 + 0.348·11.661 − 4.25 = 19.808 °C
    // hour 1: ws2 = 0.75·18/3.6 = 3.75 m/s, e = 0.8·6.105·exp(17.27·30/267.7) = 33.830 hPa, Q = 0.1·(750 − 550) = 20,
    //         AT = 30 + 0.348·33.830 − 0.7·3.75 + 0.7·20/13.75 − 4.25 = 35.916 °C
    const inputs = hourlyInputs(hourly());
    expect(inputs?.apparent[0]).toBeCloseTo(19.808, 3);
    expect(inputs?.apparent[1]).toBeCloseTo(35.916, 3);
  });

  it("computes the dew point where the response lacks it: 9.26 °C at 20 °C and 50 %, 26.17 °C at 30 °C and 80 %", () => {
    // Magnus (6.1094, 17.625, 243.04): γ = ln(0.5) + 17.625·20/263.04 = 0.64695, Td = 243.04·γ/(17.625 − γ) = 9.261
    // γ = ln(0.8) + 17.625·30/273.04 = 1.71339, Td = 26.171 (published tables: 9.3 and 26.2 °C)
    const inputs = hourlyInputs(hourly());
    expect(inputs?.dewPoint[0]).toBeCloseTo(9.261, 2);
    expect(inputs?.dewPoint[1]).toBeCloseTo(26.171, 2);
  });

  it("takes the response's own columns where it has them, unchanged", () => {
    const h = hourly(
      { apparent_temperature: [18, 40], dew_point_2m: [5, 20] },
      { apparent_temperature: "°C", dew_point_2m: "°C" },
    );
    const inputs = hourlyInputs(h);
    expect(inputs?.apparent).toBe(h.columns.apparentTemperatureC);
    expect(inputs?.dewPoint).toBe(h.columns.dewPointC);
    expect([...(inputs?.apparent ?? [])]).toEqual([18, 40]);
    expect([...(inputs?.dewPoint ?? [])]).toEqual([5, 20]);
  });

  it("is null without an hourly section", () => {
    expect(hourlyInputs(null)).toBeNull();
  });
});
