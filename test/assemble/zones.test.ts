/**
 * Days in the location's own zone, whatever the response's offset: the same forecast re-timed to GMT (Open-Meteo's
 * default), to another zone's offset or to a stale offset gives the same record, over both world fixture sets and
 * the real recorded responses; and the cases of issue 12 by hand (Melbourne at 09:00, Kathmandu's night, Lisbon
 * after the clock change, a St John's point of Canada, an offset-less `now`).
 */
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type CountryInput, explainCountry, scoreCountry } from "../../src/assemble/country.js";
import { getCountry } from "../../src/countries/index.js";
import { isVanskyInputError } from "../../src/errors.js";
import { expectInputError, hasRealFixtures, real, realFixtureNames, world } from "../adapters/helpers.js";
import { numRuns } from "../hostile.js";
import { retime, toGmt, withoutDerivable } from "../retime.js";
import { SHARED } from "../shared.js";
import { expectContract } from "./contract.js";

type Json = Record<string, unknown>;
const HOUR = 3_600_000;

/** The record, or the code of the input error. */
function outcome(input: CountryInput): unknown {
  try {
    return scoreCountry(input);
  } catch (error) {
    if (!isVanskyInputError(error)) throw error;
    return error.code;
  }
}

describe.each(["2026-07-15", "2026-01-15"])("the %s world set re-timed to GMT", (set) => {
  const index = world(set, "index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };
  const entries = index.countries.map((e) => {
    const forecast = withoutDerivable(world(set, e.forecast));
    const marine = e.marine ? withoutDerivable(world(set, e.marine)) : null;
    const zone = forecast.timezone as string;
    return { code: e.code, zone, forecast, marine };
  });

  it("gives every country the same record as its own zone does, now at noon UTC", () => {
    let shifted = 0;
    for (const e of entries) {
      expect(getCountry(e.code)?.timezone, e.code).toBe(e.zone);
      const now = `${set}T12:00:00Z`;
      const own = scoreCountry({ code: e.code, forecast: e.forecast, marine: e.marine, now });
      const gmt = {
        code: e.code,
        forecast: toGmt(e.forecast, e.zone),
        marine: e.marine ? toGmt(e.marine, e.zone) : null,
        now,
      };
      expect(scoreCountry(gmt), e.code).toEqual(own);
      // the drive-window tip gives local hours of today, as the window's own date-times read them
      const tip = own.recommendations.find((r) => r.key === "vansky.rec.drive_window");
      if (tip && own.drive_window) {
        const hours = (iso: string) => Number(iso.slice(11, 13)) + Number(iso.slice(14, 16)) / 60;
        expect(tip.params.start, e.code).toBeCloseTo(hours(own.drive_window.start), 2);
        expect(tip.params.end, e.code).toBeCloseTo(hours(own.drive_window.end) || 24, 2);
      }
      if ((e.forecast.utc_offset_seconds as number) !== 0) shifted++;
    }
    expect(shifted).toBeGreaterThan(200);
  }, 60_000);

  test.prop([fc.nat({ max: 249 }), fc.integer({ min: 0, max: 7 * 24 * 60 - 1 })], { numRuns })(
    "gives the same record at any now inside the forecast",
    (k, minutes) => {
      const e = entries[k] as (typeof entries)[number];
      const start = Date.parse(`${(e.forecast.daily as { time: string[] }).time[0]}T00:00:00Z`);
      const now = start - (e.forecast.utc_offset_seconds as number) * 1000 + minutes * 60_000;
      const gmt = toGmt(e.forecast, e.zone);
      const marine = e.marine ? toGmt(e.marine, e.zone) : null;
      expect(outcome({ code: e.code, forecast: gmt, marine, now })).toEqual(
        outcome({ code: e.code, forecast: e.forecast, marine: e.marine, now }),
      );
    },
    60_000,
  );
});

describe.skipIf(!hasRealFixtures)("the real recorded forecasts re-timed to GMT", SHARED, () => {
  const zoned = realFixtureNames.filter((f) => !f.startsWith("marine"));

  it.each(zoned)("%s gives the same record or the same error", (file) => {
    const json = real(file);
    for (const response of (Array.isArray(json) ? json : [json]) as Json[]) {
      const zone = response.timezone as string;
      if (zone === "GMT" || !(response.hourly || response.daily)) continue;
      const own = withoutDerivable(response);
      const base = { code: "XX", region: "europe", is_coastal: false, timezone: zone };
      const nows = [undefined, ...(own.hourly ? [6, 23].map((h) => firstHour(own) + h * HOUR) : [])];
      for (const now of nows) {
        const at = now === undefined ? {} : { now };
        const expected = outcome({ ...base, ...at, forecast: own });
        expect(outcome({ ...base, ...at, forecast: toGmt(own, zone) }), `${file} ${now}`).toEqual(expected);
        if (typeof expected === "object") expectContract(expected as never);
      }
    }
  });
});

/** The first hourly instant of a response (ISO or unix times). */
function firstHour(response: Json): number {
  const t = (response.hourly as { time: (string | number)[] }).time[0] as string | number;
  return typeof t === "number" ? t * 1000 : Date.parse(`${t}:00Z`) - (response.utc_offset_seconds as number) * 1000;
}

describe.skipIf(!hasRealFixtures)(
  "Melbourne's real GMT response (forecast-melbourne-gmt-pi-inky-1.json)",
  SHARED,
  () => {
    const forecast = () => real("forecast-melbourne-gmt-pi-inky-1.json");

    it("is scored on Melbourne's days: at 09:00 local, today is the local date, with its own sunrise", () => {
      const now = "2025-05-10T09:00:00+10:00";
      const { record, warnings } = explainCountry({
        code: "AU",
        timezone: "Australia/Melbourne",
        forecast: forecast(),
        now,
      });
      expect(record.forecast[0]?.date).toBe("2025-05-10");
      expect(record.weather.sunrise).toMatch(/^2025-05-10T07:\d\d:00\+10:00$/);
      expect(record.drive_window?.start).toBe("2025-05-10T09:00:00+10:00");
      // every daily value but UV comes again from Melbourne's own hours; UV has no hourly source
      expect(warnings.map((w) => w.code)).toContain("SHIFTED_DAYS");
      const drive = record.recommendations.find((r) => r.key === "vansky.rec.drive_window");
      if (drive) {
        expect(drive.params.start).toBe(9);
        expect(drive.params.end).toBeLessThanOrEqual(24);
      }
    });
  },
);

describe("daily values only Open-Meteo's UTC days hold", () => {
  // Nepal's world forecast in GMT, without hourly data: every daily value is over a UTC day, 5 h 45 off Kathmandu's
  const dailyOnly = () => {
    const gmt = toGmt(world("2026-07-15", "NP.forecast.json"), "Asia/Kathmandu");
    delete gmt.hourly;
    delete gmt.hourly_units;
    return gmt;
  };

  it("are taken from the overlapping UTC day with a SHIFTED_DAYS warning naming them", () => {
    const { record, warnings } = explainCountry({ code: "NP", forecast: dailyOnly(), now: "2026-07-15T12:00:00Z" });
    expect(record.forecast[0]?.date).toBe("2026-07-15");
    const shifted = warnings.find((w) => w.code === "SHIFTED_DAYS");
    expect(shifted?.path).toBe("daily");
    expect(shifted?.message).toContain("temperature_2m_max");
    expect(shifted?.message).toContain("5.75 h");
  });

  it("are an error with strictDays, and so are the UTC days of a point of unknown zone", () => {
    const at = { now: "2026-07-15T12:00:00Z", forecast: dailyOnly() };
    expectInputError(() => scoreCountry({ code: "NP", ...at }, { strictDays: true }), "SHIFTED_DAYS", "daily");
    const point = { code: "P1", region: "asia", is_coastal: false, ...at };
    expectInputError(() => scoreCountry(point, { strictDays: true }), "SHIFTED_DAYS", "timezone");
    expect(scoreCountry({ ...point, timezone: "Asia/Kathmandu" }, { strictDays: false }).forecast[0]?.date).toBe(
      "2026-07-15",
    );
  });
});

describe("hand-built cases of issue 12", () => {
  const NP = () => world("2026-07-15", "NP.forecast.json");

  it("reads Kathmandu's night from 22:00 to 07:00 local in a GMT response", () => {
    const own = withoutDerivable(NP());
    const now = "2026-07-15T12:00:00Z";
    const expected = explainCountry({ code: "NP", forecast: own, now }).today.sleep;
    const gmt = explainCountry({ code: "NP", forecast: toGmt(own, "Asia/Kathmandu"), now });
    expect(gmt.today.sleep).toEqual(expected);
    // the night mean of the hours 22:00-06:00 local, by hand from the response
    const hourly = own.hourly as { time: string[]; temperature_2m: number[] };
    const from = hourly.time.indexOf("2026-07-15T22:00");
    const night = hourly.temperature_2m.slice(from, from + 9);
    const mean = night.reduce((a, b) => a + b, 0) / night.length;
    expect(gmt.today.sleep.components[0]?.input).toBeCloseTo(mean, 9);
  });

  it("takes a point's own zone from the input: a St John's point coded CA is written at -02:30 in summer", () => {
    const point = retime(withoutDerivable(world("2026-07-15", "CA.forecast.json")), 0, "GMT", "America/Toronto");
    const record = scoreCountry({
      code: "CA",
      timezone: "America/St_Johns",
      forecast: point,
      now: "2026-07-15T12:00:00Z",
    });
    expect(record.weather.sunrise).toMatch(/-02:30$/);
    const principal = scoreCountry({ code: "CA", forecast: point, now: "2026-07-15T12:00:00Z" });
    expect(principal.weather.sunrise).toMatch(/-04:00$/);
  });

  it("reads an offset-less now as the location's wall time, in its zone (not the response's offset)", () => {
    const own = world("2026-07-15", "PT.forecast.json");
    const gmt = toGmt(withoutDerivable(own), "Europe/Lisbon");
    const at = (forecast: Json, now: string) => explainCountry({ code: "PT", forecast, now }).now;
    expect(at(own, "2026-07-15T09:00")).toBe("2026-07-15T09:00:00+01:00");
    expect(at(gmt, "2026-07-15T09:00")).toBe("2026-07-15T09:00:00+01:00");
    expect(at(gmt, "2026-07-15T09:00+01:00")).toBe("2026-07-15T09:00:00+01:00");
    expect(at(gmt, "2026-07-15T09:00+0530")).toBe("2026-07-15T04:30:00+01:00");
  });
});
