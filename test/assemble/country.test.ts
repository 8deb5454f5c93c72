import { describe, expect, it } from "vitest";
import { scoreCountries } from "../../src/assemble/batch.js";
import { type CountryInput, explainCountry, scoreCountry } from "../../src/assemble/country.js";
import { weatherCountryResponse, weatherListResponse } from "../../src/assemble/envelopes.js";
import { isVanskyInputError } from "../../src/errors.js";
import { sunDay } from "../../src/physics/sun.js";
import { fb } from "../adapters/flatbuffers/helpers.js";
import { answerOfDays, expectInputError, hasRealFixtures, real, realFixtureNames, world } from "../adapters/helpers.js";
import { SHARED } from "../shared.js";
import { expectContract } from "./contract.js";

const SETS = ["2026-07-15T12:00:00Z", "2026-01-15T12:00:00Z"];

function worldInputs(reference: string): CountryInput[] {
  const date = reference.slice(0, 10);
  const index = world(date, "index.json") as unknown as {
    countries: { code: string; forecast: string; marine: string | null }[];
  };
  return index.countries.map((e) => ({
    code: e.code,
    forecast: world(date, e.forecast),
    marine: e.marine ? world(date, e.marine) : null,
    now: reference,
    fetchedAt: reference,
  }));
}

describe.each(SETS)("scoreCountry on the world fixtures requested at %s", (reference) => {
  const inputs = worldInputs(reference);
  const records = scoreCountries(inputs);

  it("gives every country a record that satisfies the contract", () => {
    expect(records).toHaveLength(250);
    for (const r of records) expectContract(r);
  });

  it("equals mapping scoreCountry, byte for byte, and repeats identically", () => {
    const once = JSON.stringify(records);
    expect(JSON.stringify(inputs.slice(0, 40).map((i) => scoreCountry(i)))).toBe(JSON.stringify(records.slice(0, 40)));
    expect(JSON.stringify(scoreCountries(inputs))).toBe(once);
  });

  it("picks a best move day from the forecast with the highest drive score (ties: van score, then earliest)", () => {
    for (const r of records) {
      const i = r.forecast.findIndex((d) => d.date === r.best_move_day.date);
      expect(i).toBeGreaterThanOrEqual(0);
      expect(r.forecast[i]).toEqual(r.best_move_day);
      for (const [j, d] of r.forecast.entries()) {
        const better = d.drive_score > r.best_move_day.drive_score;
        const tieBetter =
          d.drive_score === r.best_move_day.drive_score &&
          (d.van_score > r.best_move_day.van_score || (d.van_score === r.best_move_day.van_score && j < i));
        expect(better || tieBetter, `${r.code} ${d.date}`).toBe(false);
      }
    }
  });

  it("puts the drive window within today's civil daylight, after now, at least two hours long", () => {
    const nowMs = Date.parse(reference);
    let windows = 0;
    for (const [k, r] of records.entries()) {
      if (!r.drive_window) continue;
      windows++;
      const start = Date.parse(r.drive_window.start);
      const end = Date.parse(r.drive_window.end);
      expect(start).toBeGreaterThanOrEqual(nowMs);
      expect(end - start).toBeGreaterThanOrEqual(2 * 3_600_000);
      const f = inputs[k]?.forecast as {
        latitude: number;
        longitude: number;
        utc_offset_seconds: number;
        daily: { time: string[] };
      };
      const day = Math.floor(Date.parse(`${f.daily.time[0]}T00:00Z`) / 86_400_000);
      const sun = sunDay(day, f.latitude, f.longitude, f.utc_offset_seconds);
      if (sun.polar === null && !sun.civilPolarDay) {
        expect(start).toBeGreaterThanOrEqual(sun.civilDawnMs - 1);
        expect(end).toBeLessThanOrEqual(sun.civilDuskMs + 1);
      }
    }
    expect(windows).toBeGreaterThan(50);
  });

  it("wraps records in the API envelopes of §4.7", () => {
    const list = weatherListResponse(records, { updatedAt: reference, source: "Open-Meteo" });
    expect(Object.keys(list)).toEqual(["data", "count", "updated_at", "source"]);
    expect(list.count).toBe(250);
    const one = weatherCountryResponse(records[0] as (typeof records)[number], {
      updatedAt: null,
      source: "Open-Meteo",
    });
    expect(Object.keys(one)).toEqual(["data", "updated_at", "source"]);
  });
});

describe("scoreCountry inputs", () => {
  const pt = () => ({
    code: "pt",
    forecast: world("2026-07-15", "PT.forecast.json"),
    marine: world("2026-07-15", "PT.marine.json"),
  });

  it("takes now from the response's current time by default and accepts ISO, epoch ms and Date", () => {
    const byDefault = scoreCountry(pt());
    expect(byDefault.code).toBe("PT");
    const ms = Date.UTC(2026, 6, 15, 12);
    expect(scoreCountry({ ...pt(), now: ms })).toEqual(scoreCountry({ ...pt(), now: new Date(ms) }));
    expect(scoreCountry({ ...pt(), now: "2026-07-15T13:00" })).toEqual(
      scoreCountry({ ...pt(), now: "2026-07-15T12:00:00Z" }),
    );
  });

  it("rejects a now outside the forecast, an unknown country, and leaves marine null for landlocked countries", () => {
    expectInputError(() => scoreCountry({ ...pt(), now: "2026-08-30T12:00:00Z" }), "BAD_TIME", "now");
    expectInputError(() => scoreCountry({ ...pt(), code: "ZZ" }), "BAD_OPTION", "code");
    expect(scoreCountry({ ...pt(), code: "ZZ", region: "europe", is_coastal: false }).marine).toBeNull();
    expectInputError(() => scoreCountry({ ...pt(), code: 7 } as never), "BAD_OPTION", "code");
    expectInputError(() => scoreCountry(null as never), "BAD_OPTION", "input");
    expectInputError(() => scoreCountry({ ...pt(), region: 3 } as never), "BAD_OPTION", "region");
    expectInputError(() => scoreCountry({ ...pt(), is_coastal: "yes" } as never), "BAD_OPTION", "is_coastal");
    expectInputError(() => scoreCountry({ ...pt(), fetchedAt: 5 } as never), "BAD_OPTION", "fetchedAt");
  });
});

describe("resource limits", () => {
  const pt = () => world("2026-07-15", "PT.forecast.json") as Record<string, Record<string, unknown[]>>;

  it("rejects more than 366 days or 366 × 24 hours per location, and takes tighter limits as options", () => {
    const long = pt();
    const days = long.daily as Record<string, unknown[]>;
    for (const key of Object.keys(days)) days[key] = Array.from({ length: 367 }, (_, i) => days[key]?.[i % 8]);
    expectInputError(() => scoreCountry({ code: "PT", forecast: long }), "TOO_LARGE", "daily.time");
    const hourly = pt();
    hourly.hourly = { time: new Array(366 * 24 + 1).fill("2026-07-15T00:00") };
    expectInputError(() => scoreCountry({ code: "PT", forecast: hourly }), "TOO_LARGE", "hourly.time");
    expectInputError(() => scoreCountry({ code: "PT", forecast: pt() }, { maxHours: 48 }), "TOO_LARGE", "hourly.time");
    // the fixture's 8-day answer: 192 hours, 8 days
    expect(scoreCountry({ code: "PT", forecast: pt() }, { maxHours: 192, maxDays: 8 }).code).toBe("PT");
  });
});

describe.skipIf(!hasRealFixtures)("scoreCountry on real recorded responses with enough data", SHARED, () => {
  it.each([
    ["DK", "forecast-copenhagen-ms-1.json"],
    ["CA", "forecast-toronto-imperial-linecast-1.json"],
    ["AU", "forecast-melbourne-gmt-pi-inky-1.json"],
    ["US", "forecast-tampa-oldnames-knots-seasignal-1.json"],
    ["DE", "forecast-germany-hourly-dewpoint-visibility-eos-1.json"],
    ["PT", "forecast-lisbon-unixtime-yawwa-1.json"],
    ["IN", "forecast-kolkata-monsoon-oldnames-parkourag-1.json"],
  ])("%s from %s satisfies the contract", (code, file) => {
    const record = scoreCountry({
      code,
      forecast: real(file),
      marine: code === "US" ? real("marine-tampa-hourly-seasignal-1.json") : null,
    });
    expectContract(record);
  });

  it("scores every recorded forecast and archive response, location by location, or rejects it with a VanskyInputError", () => {
    const outcomes: string[] = [];
    for (const file of realFixtureNames.filter((f) => !f.startsWith("marine"))) {
      const json = real(file);
      for (const [i, forecast] of (Array.isArray(json) ? json : [json]).entries()) {
        try {
          const record = scoreCountry({ code: "XX", region: "europe", is_coastal: false, forecast });
          expectContract(record);
          outcomes.push(`${file}[${i}] ok`);
        } catch (error) {
          if (!isVanskyInputError(error)) throw error;
          outcomes.push(`${file}[${i}] ${error.code}`);
        }
      }
    }
    // the rejected ones lack a section (no variables, current only) or a temperature (sun times, rain and wind only)
    expect(outcomes.filter((o) => o.endsWith(" ok")).length).toBeGreaterThanOrEqual(14);
    for (const o of outcomes.filter((o) => !o.endsWith(" ok"))) expect(o).toMatch(/ (MISSING_SECTION|NO_TEMPERATURE)$/);
  });
});

describe("a coastal country's marine response without data", () => {
  it("is left out with MARINE_NO_DATA at marine: the record is the one scored without a marine response", () => {
    const marine = world("2026-07-15", "PT.marine.json");
    for (const section of ["current", "hourly", "daily"]) {
      const block = marine[section] as Record<string, unknown> | undefined;
      if (!block) continue;
      for (const key of Object.keys(block))
        if (key !== "time" && key !== "interval")
          block[key] = Array.isArray(block[key]) ? (block[key] as unknown[]).map(() => null) : null;
    }
    const base = { code: "PT", forecast: world("2026-07-15", "PT.forecast.json"), now: "2026-07-15T12:00:00Z" };
    const warnings: { code: string; path: string; message: string }[] = [];
    const record = scoreCountry({ ...base, marine }, { onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => [w.code, w.path, w.message])).toEqual([
      ["MARINE_NO_DATA", "marine", "the marine response holds no wave or sea-temperature data (a point on land?)"],
    ]);
    expect(record).toEqual(scoreCountry({ ...base, marine: null }));
    expect(record.sea_score).toBeNull();
  });
});

describe("responses of several locations (arrays)", () => {
  const base = () => ({
    code: "PT",
    forecast: world("2026-07-15", "PT.forecast.json"),
    marine: world("2026-07-15", "PT.marine.json"),
    now: "2026-07-15T12:00:00Z",
  });

  it("rejects a forecast array: one location expected, at forecast", () => {
    let thrown: unknown;
    try {
      scoreCountry({ ...base(), forecast: [base().forecast] });
    } catch (error) {
      thrown = error;
    }
    expect(isVanskyInputError(thrown)).toBe(true);
    const { code, path, problem } = thrown as { code: string; path: string; problem: string };
    expect([code, path, problem]).toEqual([
      "NOT_AN_OPEN_METEO_RESPONSE",
      "forecast",
      "one location expected, got an array",
    ]);
  });

  it("rejects FlatBuffers bytes of two locations: one location expected, got 2, at forecast", () => {
    // as Open-Meteo numbers the locations of one request: location_id 0, 1, ...
    const two = fb([base().forecast, { ...world("2026-07-15", "ES.forecast.json"), location_id: 1 }]);
    expect(() => scoreCountry({ ...base(), forecast: two })).toThrow(
      expect.objectContaining({
        code: "NOT_AN_OPEN_METEO_RESPONSE",
        path: "forecast",
        problem: "one location expected, got 2",
      }),
    );
  });

  it("leaves a marine array out with MARINE_REJECTED, quoting the error and its code", () => {
    const { record, warnings } = explainCountry({ ...base(), marine: [base().marine] });
    expect(warnings.map((w) => [w.code, w.path, w.message])).toEqual([
      [
        "MARINE_REJECTED",
        "marine",
        "marine data left out: one location expected, got an array [NOT_AN_OPEN_METEO_RESPONSE]",
      ],
    ]);
    expect(record).toEqual(scoreCountry({ ...base(), marine: null }));
  });
});

describe("a marine response given for a country that is not coastal (AT)", () => {
  it("is ignored with MARINE_IGNORED naming the country", () => {
    const at = { code: "AT", forecast: world("2026-07-15", "AT.forecast.json"), now: "2026-07-15T12:00:00Z" };
    const { record, warnings } = explainCountry({ ...at, marine: world("2026-07-15", "PT.marine.json") });
    expect(warnings.map((w) => [w.code, w.path, w.message])).toEqual([
      ["MARINE_IGNORED", "marine", "AT is not coastal: its marine response is ignored"],
    ]);
    expect(record).toEqual(scoreCountry(at));
  });
});

describe("an error reading the marine response that is not an input error (a bug, not bad input)", () => {
  it("propagates instead of becoming MARINE_REJECTED", () => {
    const marine = world("2026-07-15", "PT.marine.json");
    Object.defineProperty(marine, "hourly", {
      enumerable: true,
      get() {
        throw new TypeError("boom");
      },
    });
    const input = {
      code: "PT",
      forecast: world("2026-07-15", "PT.forecast.json"),
      marine,
      now: "2026-07-15T12:00:00Z",
    };
    expect(() => scoreCountry(input)).toThrow(new TypeError("boom"));
  });
});

describe("calls made inside calls, two deep", () => {
  it("corrupt neither the outer record nor the middle one: each call below the outermost takes memory of its own", () => {
    const now = "2026-07-15T12:00:00Z";
    const pt = () => ({
      code: "PT",
      forecast: world("2026-07-15", "PT.forecast.json"),
      marine: world("2026-07-15", "PT.marine.json"),
      now,
    });
    const expected = scoreCountry(pt());
    const inner = { code: "NO", forecast: world("2026-01-15", "NO.forecast.json"), now: "2026-01-15T12:00:00Z" };
    /** `input` whose marine response, once its forecast is normalized, runs `call` (a getter, read once). */
    const calling = (call: () => void) => {
      const input = pt();
      const marine = input.marine as Record<string, unknown>;
      const hourly = marine.hourly;
      let called = false;
      Object.defineProperty(marine, "hourly", {
        enumerable: true,
        get() {
          if (!called) {
            called = true;
            call();
          }
          return hourly;
        },
      });
      return input;
    };
    let middleRecord: unknown;
    const middle = calling(() => scoreCountry(inner));
    const outer = calling(() => {
      middleRecord = scoreCountry(middle);
    });
    expect(scoreCountry(outer)).toEqual(expected);
    expect(middleRecord).toEqual(expected);
  });
});

describe.skipIf(!hasRealFixtures)(
  "codes and classes read as their source means them, on real recordings",
  SHARED,
  () => {
    const KOLKATA = "forecast-kolkata-monsoon-oldnames-parkourag-1.json";

    it("reads the Kolkata recording's 96 as a strong thunderstorm (Open-Meteo's derived code), not hail", () => {
      const raw = real(KOLKATA) as { daily: { weathercode: number[] } };
      expect(raw.daily.weathercode.filter((c) => c === 96)).toHaveLength(2);
      const as95 = structuredClone(raw);
      as95.daily.weathercode = raw.daily.weathercode.map((c) => (c === 96 ? 95 : c));
      const record = scoreCountry({ code: "IN", forecast: raw });
      const storm = scoreCountry({ code: "IN", forecast: as95 });
      // the record keeps the code as given, and scores it as the storm it stands for
      expect(record.forecast.map((d) => d.weather_code)).toEqual(raw.daily.weathercode);
      const scores = (r: typeof record) => r.forecast.map((d) => [d.date, d.van_score, d.drive_score, d.score_label]);
      expect(scores(record)).toEqual(scores(storm));
      // the review's two "extreme" days (van 19 by the hail cap, drive 55 and 51 by hail's severity)
      expect(record.forecast.filter((d) => d.score_label === "extreme")).toEqual([]);
      for (const day of explainCountry({ code: "IN", forecast: raw }).days) {
        expect(
          day.van.caps.map((c) => c.name),
          day.date,
        ).not.toContain("hail_or_freezing_rain");
      }
    });

    it.each([
      ["US", "forecast-denver-virga-1.json"],
      ["US", "forecast-maryland-nulls-virga-2.json"],
      ["US", "forecast-tampa-oldnames-knots-seasignal-1.json"],
      ["CA", "forecast-toronto-imperial-linecast-1.json"],
    ])("gives %s's %s, which has no humidity, a medium condensation risk and says so", (code, file) => {
      const warnings: string[] = [];
      const explained = explainCountry(
        { code, forecast: real(file) },
        { onWarning: (w) => warnings.push(`${w.code}: ${w.message}`) },
      );
      // every such night was "high": saturated air puts the inside dew point above the glass whatever the sky
      expect(explained.today.condensation.humidityUnknown).toBe(true);
      expect(explained.record.condensation_risk).toBe("medium");
      expect(warnings.find((w) => w.startsWith("MISSING_VARIABLE"))).toContain("relative_humidity_2m");
    });
  },
);

describe("the last published day's night (an answer of one day more, or a 7-day one's estimate)", () => {
  const pt = world("2026-07-15", "PT.forecast.json");
  const now = "2026-07-15T12:00:00Z";
  const explain = (days: number) => explainCountry({ code: "PT", forecast: answerOfDays(pt, days), now });

  it("publishes seven days from an 8-day answer, the seventh with its real night and no estimate cap", () => {
    const eight = explain(8);
    expect(eight.record.forecast).toHaveLength(7);
    const seventh = eight.days[6];
    expect(seventh?.van.caps.map((c) => c.name)).not.toContain("estimated_night");
    expect(seventh?.sleep.caps.map((c) => c.name)).not.toContain("estimated_night");
  });

  it("keeps a 7-day answer's seventh day out of ideal, van and sleep, and only that day", () => {
    const seven = explain(7);
    expect(seven.record.forecast).toHaveLength(7);
    seven.days.forEach((day, k) => {
      const estimated = k === 6;
      expect(
        day.van.caps.some((c) => c.name === "estimated_night"),
        day.date,
      ).toBe(estimated);
      expect(
        day.sleep.caps.some((c) => c.name === "estimated_night"),
        day.date,
      ).toBe(estimated);
    });
    const last = seven.record.forecast[6];
    expect(last?.van_score).toBeLessThan(80);
    expect(last?.sleep_score).toBeLessThan(80);
    expect(last?.score_label).not.toBe("ideal");
    // the six days before it are the 8-day answer's own
    expect(seven.record.forecast.slice(0, 6)).toEqual(explain(8).record.forecast.slice(0, 6));
  });
});
