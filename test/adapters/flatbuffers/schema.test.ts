/**
 * The engine's view of Open-Meteo's FlatBuffers schema (src/adapters/flatbuffers/schema.ts) against @openmeteo/sdk's
 * own enums and the generated readers' field slots, and against the test writer's reading of JSON names
 * (scripts/flatbuffers/meta.ts, written from the server's `getFlatBuffersMeta`): two independent spellings of one
 * mapping that must agree for every variable the engine reads.
 */
import { Aggregation } from "@openmeteo/sdk/aggregation.js";
import { Unit } from "@openmeteo/sdk/unit.js";
import { Variable } from "@openmeteo/sdk/variable.js";
import { VariableWithValues } from "@openmeteo/sdk/variable-with-values.js";
import { VariablesWithTime } from "@openmeteo/sdk/variables-with-time.js";
import { WeatherApiResponse } from "@openmeteo/sdk/weather-api-response.js";
import { describe, expect, it } from "vitest";
import { metaOf } from "../../../scripts/flatbuffers/meta.js";
import {
  decimalScale,
  memberKey,
  RESPONSE,
  SECTION,
  SERIES,
  seriesName,
  unitString,
} from "../../../src/adapters/flatbuffers/schema.js";
import {
  DAILY_VARIABLES,
  HOURLY_VARIABLES,
  MARINE_DAILY_VARIABLES,
  MARINE_HOURLY_VARIABLES,
  STAND_IN_VARIABLES,
} from "../../../src/adapters/variables.js";

/** The vtable offset the SDK's generated accessor `method` of `table` reads (`this.bb.__offset(this.bb_pos, N)`). */
function sdkOffset(table: { prototype: object }, method: string): number {
  const source = String((table.prototype as Record<string, unknown>)[method]);
  const match = /__offset\(this\.bb_pos, (\d+)\)/.exec(source);
  if (!match) throw new Error(`${method}: no offset in ${source}`);
  return Number(match[1]);
}
const slotOffset = (slot: number) => 4 + 2 * slot;

describe("field slots", () => {
  it.each([
    [
      WeatherApiResponse,
      RESPONSE,
      [
        "latitude",
        "longitude",
        "elevation",
        "locationId",
        "model",
        "utcOffsetSeconds",
        "timezone",
        "current",
        "daily",
        "hourly",
      ],
    ],
    [VariablesWithTime, SECTION, ["time", "timeEnd", "interval", "variables"]],
    [VariableWithValues, SERIES, Object.keys(SERIES)],
  ] as const)("are those of the SDK's generated readers (%o)", (table, slots, methods) => {
    for (const method of methods) {
      const accessor = method === "values" ? "valuesLength" : method === "valuesInt64" ? "valuesInt64Length" : method;
      const name = method === "variables" ? "variablesLength" : accessor;
      expect(slotOffset((slots as Record<string, number>)[method] as number), method).toBe(sdkOffset(table, name));
    }
  });
});

describe("units", () => {
  it("are the strings Open-Meteo's JSON writes (Unit.swift `abbreviation`)", () => {
    const expected: [Unit, string][] = [
      [Unit.undefined, "undefined"],
      [Unit.celsius, "°C"],
      [Unit.fahrenheit, "°F"],
      [Unit.kelvin, "K"],
      [Unit.kilometres_per_hour, "km/h"],
      [Unit.miles_per_hour, "mp/h"],
      [Unit.knots, "kn"],
      [Unit.metre_per_second, "m/s"],
      [Unit.metre_per_second_not_unit_converted, "m/s"],
      [Unit.millimetre, "mm"],
      [Unit.centimetre, "cm"],
      [Unit.inch, "inch"],
      [Unit.feet, "ft"],
      [Unit.metre, "m"],
      [Unit.percentage, "%"],
      [Unit.degree_direction, "°"],
      [Unit.wmo_code, "wmo code"],
      [Unit.watt_per_square_metre, "W/m²"],
      [Unit.megajoule_per_square_metre, "MJ/m²"],
      [Unit.seconds, "s"],
      [Unit.hours, "h"],
      [Unit.dimensionless, ""],
      [Unit.dimensionless_integer, ""],
      [Unit.unix_time, "unixtime"],
      [Unit.kilogram_per_cubic_metre, "kg/m³"],
    ];
    for (const [unit, text] of expected) expect(unitString(unit), Unit[unit]).toBe(text);
    expect(unitString(200)).toBe("unit 200");
  });

  it("carry the decimals Open-Meteo's JSON writes values with (Unit.swift `significantDigits`)", () => {
    const expected: [Unit, number][] = [
      [Unit.celsius, 1],
      [Unit.kilometres_per_hour, 1],
      [Unit.metre_per_second, 2],
      [Unit.millimetre, 2],
      [Unit.inch, 3],
      [Unit.percentage, 0],
      [Unit.degree_direction, 0],
      [Unit.wmo_code, 0],
      [Unit.watt_per_square_metre, 1],
      [Unit.megajoule_per_square_metre, 2],
      [Unit.seconds, 2],
      [Unit.hours, 1],
      [Unit.dimensionless, 2],
      [Unit.dimensionless_integer, 0],
      [Unit.metre, 2],
      [Unit.feet, 3],
      [Unit.centimetre, 2],
    ];
    for (const [unit, decimals] of expected) expect(decimalScale(unit), Unit[unit]).toBe(10 ** decimals);
  });
});

describe("names", () => {
  const read = [
    ...[...HOURLY_VARIABLES, ...DAILY_VARIABLES, ...MARINE_HOURLY_VARIABLES, ...MARINE_DAILY_VARIABLES].map(
      (v) => v.name,
    ),
    ...STAND_IN_VARIABLES,
    "sunrise",
    "sunset",
  ];

  it.each([...new Set(read)])("%s: the server's meta for it reads back as its name", (name) => {
    const meta = metaOf(name);
    expect(meta).toBeDefined();
    expect(seriesName({ ...(meta as NonNullable<typeof meta>), qualified: false })).toBe(name);
  });

  it("are spelled from variable, altitude and aggregation, as worked out from the server's table", () => {
    const name = (variable: Variable, altitude: number, aggregation: Aggregation) =>
      seriesName({ variable, altitude, aggregation, qualified: false });
    expect(name(Variable.temperature, 2, Aggregation.maximum)).toBe("temperature_2m_max");
    expect(name(Variable.wind_direction, 10, Aggregation.dominant)).toBe("wind_direction_10m_dominant");
    expect(name(Variable.apparent_temperature, 2, Aggregation.none)).toBe("apparent_temperature");
    expect(name(Variable.apparent_temperature, 0, Aggregation.minimum)).toBe("apparent_temperature_min");
    expect(name(Variable.sea_surface_temperature, 0, Aggregation.mean)).toBe("sea_surface_temperature_mean");
    expect(name(Variable.temperature, 80, Aggregation.none)).toBe("temperature_80m"); // read as no variable of ours
  });

  it("leave out what is another variable: a pressure level, a depth, a previous day, a probability, a spread", () => {
    const base = { variable: Variable.temperature, altitude: 2, aggregation: Aggregation.none };
    expect(seriesName({ ...base, qualified: true })).toBeUndefined();
    expect(seriesName({ ...base, aggregation: Aggregation.spread, qualified: false })).toBeUndefined();
    expect(seriesName({ ...base, aggregation: Aggregation.p90, qualified: false })).toBeUndefined();
    expect(seriesName({ ...base, variable: Variable.cloud_cover_low, qualified: false })).toBeUndefined();
    expect(seriesName({ ...base, variable: 250, qualified: false })).toBeUndefined();
  });

  it("name members as JSON keys do", () => {
    expect(memberKey("temperature_2m", 0)).toBe("temperature_2m");
    expect(memberKey("temperature_2m", 3)).toBe("temperature_2m_member03");
    expect(memberKey("precipitation", 30)).toBe("precipitation_member30");
  });
});
