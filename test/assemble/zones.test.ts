/**
 * Days in the location's own zone, whatever the response's offset: the same forecast re-timed to GMT (Open-Meteo's
 * default), to another zone's offset or to a stale offset gives the same record, over both world fixture sets and
 * the real recorded responses; and the cases of issue 12 by hand (Melbourne at 09:00, Kathmandu's night, Lisbon
 * after the clock change, a St John's point of Canada, an offset-less `now`).
 */

import { describe, expect, it } from "vitest";
import { type CountryInput, explainCountry, scoreCountry } from "../../src/assemble/country.js";
import { getCountry } from "../../src/countries/index.js";
import { isVanskyInputError } from "../../src/errors.js";
import { expectInputError, hasRealFixtures, real, realFixtureNames, world } from "../adapters/helpers.js";
import { numRuns } from "../hostile.js";
import { fc, test } from "../prop.js";
import { asAskedInGmt, retime, toGmt, withoutDerivable } from "../retime.js";
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
      // the drive-window tip gives the local hour and minute, as the window's own date-times read them; an end on
      // the next day is the past-midnight tip's, an end at 00:00 the next day is today's 24:00
      const tip = own.recommendations.find((r) => r.key.startsWith("vansky.rec.drive_window"));
      if (tip && own.drive_window) {
        const { start, end } = own.drive_window;
        const clock = (iso: string) => [Number(iso.slice(11, 13)), Number(iso.slice(14, 16))];
        const nextDay = end.slice(0, 10) !== start.slice(0, 10) && end.slice(11, 16) !== "00:00";
        expect([tip.params.start_hour, tip.params.start_minute], e.code).toEqual(clock(start));
        expect([tip.params.end_hour, tip.params.end_minute], e.code).toEqual(
          end.slice(11, 16) === "00:00" ? [24, 0] : clock(end),
        );
        expect(tip.key, e.code).toBe(nextDay ? "vansky.rec.drive_window_past_midnight" : "vansky.rec.drive_window");
      }
      if ((e.forecast.utc_offset_seconds as number) !== 0) shifted++;
    }
    expect(shifted).toBeGreaterThan(200);
  });

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
        expect([drive.params.start_hour, drive.params.start_minute]).toEqual([9, 0]);
        expect(drive.params.end_hour).toBeLessThanOrEqual(24);
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

describe("GMT responses as Open-Meteo answers them, with now at every local hour", () => {
  // east of Greenwich a GMT answer starts in the local afternoon, west of it in the local evening (issue 22)
  const CASES = [
    ["FJ", "Pacific/Fiji"],
    ["NZ", "Pacific/Auckland"],
    ["TO", "Pacific/Tongatapu"],
    ["WS", "Pacific/Apia"],
    ["KI", "Pacific/Tarawa"],
    ["US", "America/New_York"],
    ["CA", "America/Toronto"],
    ["BR", "America/Sao_Paulo"],
    ["CK", "Pacific/Rarotonga"],
    ["PF", "Pacific/Tahiti"],
    ["NU", "Pacific/Niue"],
    ["AS", "Pacific/Pago_Pago"],
  ] as const;

  test.prop([fc.constantFrom(...CASES), fc.integer({ min: 0, max: 23 }), fc.constantFrom("2026-07-15", "2026-01-15")], {
    numRuns: 60,
  })(
    "give today's record, on the local date, with its own sun, and say when today is partial",
    ([code, zone], hour, set) => {
      const native = world(set, `${code}.forecast.json`);
      expect(native.timezone).toBe(zone);
      const offsetMs = (native.utc_offset_seconds as number) * 1000;
      const nowMs = Date.parse(`${set}T00:00:00Z`) - offsetMs + (24 + hour) * HOUR;
      const own = scoreCountry({ code, forecast: native, now: nowMs });
      const gmt = asAskedInGmt(native, zone, nowMs);
      const { record, warnings } = explainCountry({ code, forecast: gmt, now: nowMs });
      expect(record.forecast[0]?.date).toBe(own.forecast[0]?.date);
      const minutes = (iso: string | null) => Date.parse(iso as string) / 60_000;
      expect(Math.abs(minutes(record.weather.sunrise) - minutes(own.weather.sunrise))).toBeLessThanOrEqual(2);
      expect(Math.abs(minutes(record.weather.sunset) - minutes(own.weather.sunset))).toBeLessThanOrEqual(2);
      // the answer starts at UTC midnight: today is partial exactly when that is after local midnight
      const startsMs = Math.floor(nowMs / (24 * HOUR)) * 24 * HOUR;
      const localMidnightMs = Date.parse(`${own.forecast[0]?.date}T00:00:00Z`) - offsetMs;
      const partial = warnings.find((w) => w.code === "PARTIAL_DAY");
      expect(Boolean(partial)).toBe(startsMs > localMidnightMs);
      if (!partial) {
        // a whole today: the same scores as the native answer's (daily sums over a shifted UTC day stay approximate)
        for (const key of ["sleep_score", "solar_score", "drive_score"] as const)
          expect(Math.abs((record[key] as number) - (own[key] as number)), key).toBeLessThanOrEqual(10);
      }
    },
  );

  it("score Fiji's afternoon over the hours from 12:00 local, and New York's evening over those from 20:00", () => {
    const fiji = world("2026-07-15", "FJ.forecast.json");
    const at = Date.parse("2026-07-16T15:00:00+12:00");
    const { record, warnings } = explainCountry({
      code: "FJ",
      forecast: asAskedInGmt(fiji, "Pacific/Fiji", at),
      now: at,
    });
    expect(record.forecast[0]?.date).toBe("2026-07-16");
    expect(warnings.find((w) => w.code === "PARTIAL_DAY")?.message).toContain("12:00 local time today (2026-07-16)");
    // today's maximum is the highest hourly temperature stamped 12:00..23:00 local, by hand from the native hours
    const hourly = fiji.hourly as { time: string[]; temperature_2m: number[] };
    const from = hourly.time.indexOf("2026-07-16T12:00");
    expect(record.weather.temp_day).toBe(Math.max(...hourly.temperature_2m.slice(from, from + 12)));
    const ny = world("2026-07-15", "US.forecast.json");
    const evening = Date.parse("2026-07-16T21:30:00-04:00");
    const us = explainCountry({ code: "US", forecast: asAskedInGmt(ny, "America/New_York", evening), now: evening });
    expect(us.record.forecast[0]?.date).toBe("2026-07-16");
    expect(us.warnings.find((w) => w.code === "PARTIAL_DAY")?.message).toContain("20:00 local time today");
  });
});

describe("a response asked in another place's zone", () => {
  const own = () => withoutDerivable(world("2026-07-15", "FR.forecast.json"));

  it("is scored on the country's days when its zone is hours from the location's solar time, and says so", () => {
    const now = "2026-07-15T12:00:00Z";
    const expected = scoreCountry({ code: "FR", forecast: own(), now });
    // Paris at 2.35° E keeps mean solar time at UTC+0.16 h; New York's summer offset, UTC−4, is 4.2 h from it
    const newYork = retime(own(), -4 * 3600, "America/New_York", "Europe/Paris");
    const { record, warnings } = explainCountry({ code: "FR", forecast: newYork, now });
    expect(record).toEqual(expected);
    const warning = warnings.find((w) => w.code === "FOREIGN_ZONE");
    expect(warning?.message).toContain("America/New_York, 4.2 h from the location's solar time");
    expect(warning?.message).toContain("Europe/Paris");
  });

  it("is taken as it is within 3.5 h of solar time (a Paris forecast in London's zone cannot be told apart)", () => {
    const london = retime(own(), 3600, "Europe/London", "Europe/Paris");
    const { warnings } = explainCountry({ code: "FR", forecast: london, now: "2026-07-15T12:00:00Z" });
    expect(warnings.map((w) => w.code)).not.toContain("FOREIGN_ZONE");
  });

  it("is kept, with the warning, for a point whose country zone is unknown", () => {
    const point = { code: "P1", region: "europe", is_coastal: false, now: "2026-07-15T12:00:00Z" };
    const newYork = retime(own(), -4 * 3600, "America/New_York", "Europe/Paris");
    const { record, warnings } = explainCountry({ ...point, forecast: newYork });
    expect(record.weather.sunrise).toMatch(/-04:00$/);
    expect(warnings.find((w) => w.code === "FOREIGN_ZONE")?.message).toContain("give timezone");
  });
});
