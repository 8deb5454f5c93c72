/**
 * A FlatBuffers answer into the sections the normalizers finish (src/adapters/flatbuffers/normalize.ts), and the
 * ensemble layout read from its series' `ensemble_member` (`ensembleLayout`, src/adapters/members.ts).
 */
import { describe, expect, it } from "vitest";
import { normalizeForecast } from "../../../src/adapters/forecast.js";
import { ensembleLayout } from "../../../src/adapters/members.js";
import { expectInputError, world } from "../helpers.js";
import { changed, fb, sdkResponses } from "./helpers.js";

type Json = Record<string, unknown>;
const ENSEMBLE = world("../ensemble/2026-07-15", "PT.ensemble.json");
const PT = world("2026-07-15", "PT.forecast.json");

describe("ensembleLayout of a FlatBuffers answer", () => {
  it("has the members and model of the JSON answer (one model: no key suffix, no model named)", () => {
    const layout = ensembleLayout(fb(ENSEMBLE));
    expect(layout).toEqual(ensembleLayout(ENSEMBLE));
    expect(layout.members).toEqual(Array.from({ length: 31 }, (_, m) => m)); // GEFS: the control and 30 members
    expect(layout.model).toBeUndefined();
    expect(ensembleLayout(sdkResponses(fb(ENSEMBLE))[0])).toEqual(layout);
  });

  it("names what a member lacks that the others have", () => {
    const lacking = changed(ENSEMBLE, (c) => {
      delete (c.hourly as Json).precipitation_member05;
      delete (c.hourly_units as Json).precipitation_member05;
    });
    const layout = ensembleLayout(fb(lacking));
    expect(layout).toEqual(ensembleLayout(lacking));
    expect(layout.lacking.get(5)).toEqual(["precipitation"]);
  });

  it("reads each run's values as JSON does: a run of nulls lacks the variable, a run cut short reaches less far", () => {
    const nulls = changed(ENSEMBLE, (c) => {
      const hourly = c.hourly as Json;
      hourly.wind_speed_10m_member07 = (hourly.wind_speed_10m_member07 as unknown[]).map(() => null);
      hourly.temperature_2m_member09 = (hourly.temperature_2m_member09 as unknown[]).map((v, i) =>
        i < 100 ? v : null,
      );
      // a run with its first value alone still has the variable
      hourly.temperature_2m_member11 = (hourly.temperature_2m_member11 as unknown[]).map((v, i) =>
        i === 0 ? v : null,
      );
    });
    const layout = ensembleLayout(fb(nulls));
    expect(layout).toEqual(ensembleLayout(nulls));
    expect(layout.lacking.get(7)).toEqual(["wind_speed_10m"]);
    expect(layout.runs.get(9)?.get("temperature_2m")).toEqual({
      key: "temperature_2m_member09",
      suffix: "_member09",
      lastIndex: 99,
    });
    expect(layout.runs.get(11)?.get("temperature_2m")?.lastIndex).toBe(0);
    expect(layout.lacking.get(11)).toBeUndefined();
    expect(layout.hours).toBe(336);
  });

  it("a forecast without members is an ensemble of one, the control run", () => {
    expect(ensembleLayout(fb(PT)).members).toEqual([0]);
  });

  it("an answer without hourly values: MISSING_SECTION at hourly, as for JSON", () => {
    const daily = { ...PT, hourly: undefined, hourly_units: undefined };
    expectInputError(() => ensembleLayout(daily), "MISSING_SECTION", "hourly");
    expectInputError(() => ensembleLayout(fb(daily)), "MISSING_SECTION", "hourly");
  });
});

describe("sections read", () => {
  it("the sections a kind of answer does not read (minutely_15) are left alone, as in JSON", () => {
    const minutely = { ...PT, minutely_15: { time: ["2026-07-15T00:00"], temperature_2m: [20] } };
    expect(normalizeForecast(fb(minutely))).toEqual(normalizeForecast(PT));
  });

  it("daily values alone: the same sun times and daylight, polar day (SJ) and night (AQ) included", () => {
    for (const code of ["SJ", "AQ", "PT"]) {
      const daily = { ...world("2026-07-15", `${code}.forecast.json`), hourly: undefined, current: undefined };
      expect(normalizeForecast(fb(daily)).daily).toEqual(normalizeForecast(daily).daily);
    }
  });
});
