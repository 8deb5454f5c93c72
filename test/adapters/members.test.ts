import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { ensembleLayout } from "../../src/adapters/members.js";
import { expectInputError } from "./helpers.js";

/** An Ensemble API answer of two hours whose hourly keys are `keys`, each with its unit. */
function answer(keys: readonly string[], units: Record<string, string> = {}): Record<string, unknown> {
  const unitOf = (key: string) =>
    units[key] ?? (key.startsWith("precipitation") ? "mm" : key.startsWith("is_day") ? "" : "°C");
  return {
    latitude: 52.52,
    longitude: 13.41,
    utc_offset_seconds: 0,
    timezone: "GMT",
    hourly_units: Object.fromEntries([["time", "iso8601"], ...keys.map((k) => [k, unitOf(k)])]),
    hourly: Object.fromEntries([
      ["time", ["2026-07-15T00:00", "2026-07-15T01:00"]],
      ...keys.map((k, i) => [k, [i, i + 1]]),
    ]),
  };
}

const members = (n: number, name: string) =>
  Array.from({ length: n }, (_, i) => `${name}_member${String(i + 1).padStart(2, "0")}`);

describe("ensembleLayout", () => {
  it("lists the control run and each member of an answer, ascending", () => {
    const keys = ["temperature_2m", ...members(3, "temperature_2m"), "precipitation", ...members(3, "precipitation")];
    const layout = ensembleLayout(answer(keys));
    expect(layout.members).toEqual([0, 1, 2, 3]);
    expect(layout.lacking.size).toBe(0);
    expect(layout.model).toBeUndefined();
  });

  it("gives a member the variables the others have and it lacks, and every member the adapter can read", () => {
    const keys = ["temperature_2m", ...members(3, "temperature_2m"), "precipitation", ...members(2, "precipitation")];
    const json = answer(keys);
    const layout = ensembleLayout(json);
    expect(layout.members).toEqual([0, 1, 2, 3]);
    expect([...layout.lacking]).toEqual([[3, ["precipitation"]]]);
    for (const member of [0, 1, 2])
      expect(normalizeForecast(json, { member }).hourly?.columns.precipitationMm[0]).toBeTypeOf("number");
    expectInputError(() => normalizeForecast(json, { member: 3 }), "BAD_OPTION", "options.member");
  });

  it("reads an answer without a control run (seasonal CFSv2 starts at _member01): the control lacks nothing it has", () => {
    const layout = ensembleLayout(answer(members(4, "temperature_2m")));
    expect(layout.members).toEqual([1, 2, 3, 4]);
    expect(layout.lacking.size).toBe(0);
  });

  it("lists a control run that lacks a variable given only as members", () => {
    const keys = ["temperature_2m", ...members(2, "temperature_2m"), ...members(2, "precipitation")];
    expect([...ensembleLayout(answer(keys)).lacking]).toEqual([[0, ["precipitation"]]]);
  });

  it("gives an answer of 3 runs and an unsuffixed is_day 3 members, with the control run or without it", () => {
    // is_day has no member keys: it is every run's, not a control run of its own
    expect(ensembleLayout(answer([...members(3, "temperature_2m"), "is_day"])).members).toEqual([1, 2, 3]);
    expect(ensembleLayout(answer(["is_day", ...members(3, "temperature_2m")])).members).toEqual([1, 2, 3]);
    const withControl = ["temperature_2m", ...members(2, "temperature_2m"), "is_day"];
    expect(ensembleLayout(answer(withControl)).members).toEqual([0, 1, 2]);
    expect(ensembleLayout(answer([...members(3, "temperature_2m"), "is_day"])).lacking.size).toBe(0);
  });

  it("counts variables without member keys (is_day, given once) for no member, and a forecast as one run", () => {
    const keys = ["temperature_2m", ...members(2, "temperature_2m"), "is_day"];
    expect(ensembleLayout(answer(keys)).members).toEqual([0, 1, 2]);
    expect(ensembleLayout(answer(["temperature_2m", "precipitation", "is_day"])).members).toEqual([0]);
  });

  it("reads old spellings and a model's suffix as the normalizers do, and ignores other variables' keys", () => {
    const keys = [
      "windspeed_10m_member01_icon_seamless_eps",
      "windspeed_10m_member02_icon_seamless_eps",
      "temperature_2m_max_member01", // another variable
      "cloud_cover_low_member03", // another variable
    ];
    const layout = ensembleLayout(answer(keys, { windspeed_10m_member01_icon_seamless_eps: "km/h" }));
    expect(layout.members).toEqual([1, 2]);
    expect(layout.model).toBe("icon_seamless_eps");
  });

  it("with { model }, reads only that model's keys", () => {
    const keys = [
      ...members(2, "temperature_2m").map((k) => `${k}_gfs_seamless`),
      ...members(3, "temperature_2m").map((k) => `${k}_icon_seamless`),
    ];
    expect(ensembleLayout(answer(keys), { model: "gfs_seamless" }).members).toEqual([1, 2]);
    expect(ensembleLayout(answer(keys), { model: "icon_seamless" }).members).toEqual([1, 2, 3]);
  });

  it("counts a member whose values of a variable are all null as lacking it, when other members have values (N10)", () => {
    const keys = ["temperature_2m", ...members(3, "temperature_2m"), "wind_gusts_10m", ...members(3, "wind_gusts_10m")];
    const json = answer(keys, Object.fromEntries(keys.filter((k) => k.startsWith("wind")).map((k) => [k, "km/h"])));
    (json.hourly as Record<string, unknown[]>).wind_gusts_10m_member02 = [null, null];
    const layout = ensembleLayout(json);
    expect([...layout.lacking]).toEqual([[2, ["wind_gusts_10m"]]]);
    expect(layout.runs.get(2)?.get("wind_gusts_10m")).toEqual({
      key: "wind_gusts_10m_member02",
      suffix: "_member02",
      lastIndex: -1,
    });
    // every run null: a variable the model has not (Open-Meteo answers it as nulls), lacking in none
    for (const k of keys.filter((k) => k.startsWith("wind")))
      (json.hourly as Record<string, unknown[]>)[k] = [null, null];
    expect(ensembleLayout(json).lacking.size).toBe(0);
  });

  it("gives each run's variables their key, suffix and the last hour with a value", () => {
    const keys = ["temperature_2m", ...members(2, "temperature_2m"), "is_day"];
    const json = answer(keys);
    (json.hourly as Record<string, unknown[]>).temperature_2m_member01 = [3, null];
    const layout = ensembleLayout(json);
    expect(layout.hours).toBe(2);
    expect(layout.runs.get(0)?.get("temperature_2m")).toEqual({ key: "temperature_2m", suffix: "", lastIndex: 1 });
    expect(layout.runs.get(1)?.get("temperature_2m")?.lastIndex).toBe(0);
    // is_day, given once, is every run's
    expect(layout.runs.get(2)?.get("is_day")?.key).toBe("is_day");
    const old = ensembleLayout(
      answer(["windspeed_10m_member01", "windspeed_10m_member02"], {
        windspeed_10m_member01: "km/h",
        windspeed_10m_member02: "km/h",
      }),
    );
    expect(old.runs.get(2)?.get("wind_speed_10m")).toEqual({
      key: "windspeed_10m_member02",
      suffix: "_member02",
      lastIndex: 1,
    });
  });

  it("refuses what is not one answer with hourly members", () => {
    expectInputError(() => ensembleLayout([answer(["temperature_2m"])]), "NOT_AN_OPEN_METEO_RESPONSE", "");
    expectInputError(() => ensembleLayout({ error: true, reason: "bad" }), "OPEN_METEO_ERROR", "");
    const daily = { latitude: 0, longitude: 0, daily: { time: ["2026-07-15"] } };
    expectInputError(() => ensembleLayout(daily), "MISSING_SECTION", "hourly");
    expectInputError(() => ensembleLayout({ ...daily, hourly: [1] }), "NOT_AN_OPEN_METEO_RESPONSE", "hourly");
    expectInputError(() => ensembleLayout(answer(["temperature_2m"]), { model: "" }), "BAD_OPTION", "options.model");
  });
});
