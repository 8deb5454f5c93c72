/**
 * Time edge cases on purpose-built responses (the fixture generator at any point, zone and instant, writing
 * Open-Meteo's layout with the one fixed offset of the request time): clock changes inside the forecast, half- and
 * quarter-hour offsets, both sides of the date line, polar day and night, a leap day, and a `now` outside the days.
 */
import { describe, expect, it } from "vitest";
import { generateLocation } from "../../scripts/fixtures/generate.js";
import { scoreCountry } from "../../src/assemble/country.js";
import { expectInputError } from "../adapters/helpers.js";
import { expectContract } from "./contract.js";

interface Place {
  readonly code: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timezone: string;
}

const BERLIN: Place = { code: "DE", latitude: 52.52, longitude: 13.405, timezone: "Europe/Berlin" };

/** The record of `place` from a response requested at `requested`, scored at `now`; also the response. */
function score(place: Place, requested: string, now = requested) {
  const { forecast } = generateLocation({ ...place, isCoastal: false }, Date.parse(requested));
  const record = scoreCountry({ code: place.code, region: "test", is_coastal: false, forecast, now });
  expectContract(record);
  return { record, forecast: forecast as { utc_offset_seconds: number; daily: { sunrise: string[] } } };
}

/** The instant of Open-Meteo's offset-less local time under the response's fixed offset. */
const instant = (wall: string, offsetS: number) => Date.parse(`${wall}:00Z`) - offsetS * 1000;

describe("clock changes inside the forecast", () => {
  it.each([
    // requested on Saturday under the old offset; Sunday's sunrise comes after the change
    ["spring (a 23-hour day)", "2026-03-28T12:00:00Z", "2026-03-29", 3600, "+02:00"],
    ["autumn (a 25-hour day)", "2026-10-24T12:00:00Z", "2026-10-25", 7200, "+01:00"],
  ] as const)(
    "gives the sunrise after the %s change its new offset, at the same instant",
    (_, requested, date, offsetS, after) => {
      const { record, forecast } = score(BERLIN, requested, `${date}T12:00:00Z`);
      expect(forecast.utc_offset_seconds).toBe(offsetS);
      expect(record.forecast[0]?.date).toBe(date);
      expect(record.weather.sunrise).toMatch(new RegExp(`^${date}T0[67]:\\d\\d:00\\${after}$`));
      expect(Date.parse(record.weather.sunrise as string)).toBe(instant(forecast.daily.sunrise[1] as string, offsetS));
    },
  );
});

describe("today and every day boundary after a clock change use the zone's real offset", () => {
  it.each([
    // Lisbon: requested on the 24th at WEST (+01:00); clocks go back at 02:00 on the 25th. 23:30 WET on the 25th is
    // 00:30 on the 26th at the response's stale offset: still the 25th.
    [
      { code: "PT", latitude: 38.72, longitude: -9.14, timezone: "Europe/Lisbon" },
      "2026-10-24T12:00:00Z",
      "2026-10-25T23:30:00Z",
      "2026-10-25",
      "+00:00",
    ],
    // Lord Howe: +11:00 until 02:00 on 5 April 2026, then +10:30. 23:45 on the 5th (+10:30) is 00:15 on the 6th at +11.
    [
      { code: "AU", latitude: -31.55, longitude: 159.08, timezone: "Australia/Lord_Howe" },
      "2026-04-03T12:00:00Z",
      "2026-04-05T13:15:00Z",
      "2026-04-05",
      "+10:30",
    ],
    // Santiago: -03:00 until 5 April 2026 (00:00 becomes 23:00 of the 4th), then -04:00
    [
      { code: "CL", latitude: -33.45, longitude: -70.67, timezone: "America/Santiago" },
      "2026-04-03T12:00:00Z",
      "2026-04-06T03:30:00Z",
      "2026-04-05",
      "-04:00",
    ],
  ] as const)("%o: requested at %s, now %s is %s", (place, requested, now, date, offset) => {
    const { record } = score(place, requested, now);
    expect(record.forecast[0]?.date).toBe(date);
    expect(record.weather.sunrise?.slice(0, 10)).toBe(date);
    expect(record.weather.sunrise?.endsWith(offset)).toBe(true);
    // the days that follow are whole local days, one date after another
    const dates = record.forecast.map((d) => Date.parse(`${d.date}T00:00:00Z`));
    for (let i = 1; i < dates.length; i++) expect((dates[i] as number) - (dates[i - 1] as number)).toBe(86_400_000);
  });

  it("aggregates the day after the change over its own 25 hours, from the hourly values", () => {
    const place = { code: "PT", latitude: 38.72, longitude: -9.14, timezone: "Europe/Lisbon" };
    const { forecast } = generateLocation({ ...place, isCoastal: false }, Date.parse("2026-10-24T12:00:00Z"));
    const hourly = forecast.hourly as { time: string[]; temperature_2m: number[] };
    // 25 Oct local is 24 Oct 23:00Z to 26 Oct 00:00Z: wall labels 2026-10-25T00:00 to 2026-10-26T00:00 at +01:00;
    // its last hour, labelled with the next date, becomes the coldest (the response's daily row misses it)
    const from = hourly.time.indexOf("2026-10-25T00:00");
    hourly.temperature_2m[from + 24] = -5;
    const record = scoreCountry({ code: "PT", forecast, now: "2026-10-25T12:00:00Z" });
    const hours = hourly.temperature_2m.slice(from, from + 25);
    expect(record.weather.temp_night).toBe(-5);
    expect(record.weather.temp_day).toBe(Math.max(...hours));
    expect(record.weather.temp_night).toBe(Math.min(...hours));
  });
});

describe("offsets that are not whole hours", () => {
  it.each([
    [
      { code: "NP", latitude: 27.7, longitude: 85.32, timezone: "Asia/Kathmandu" },
      "2026-07-15T12:00:00Z",
      "+05:45",
      "2026-07-15",
    ],
    [
      { code: "AU", latitude: -34.93, longitude: 138.6, timezone: "Australia/Adelaide" },
      "2026-07-15T12:00:00Z",
      "+09:30",
      "2026-07-15",
    ],
    [
      { code: "NZ", latitude: -43.95, longitude: -176.56, timezone: "Pacific/Chatham" },
      "2026-01-15T12:00:00Z",
      "+13:45",
      "2026-01-16",
    ],
    [
      { code: "CA", latitude: 47.56, longitude: -52.71, timezone: "America/St_Johns" },
      "2026-01-15T12:00:00Z",
      "-03:30",
      "2026-01-15",
    ],
  ] as const)("%o: local dates and date-times at %s", (place, requested, offset, date) => {
    const { record } = score(place, requested);
    expect(record.forecast[0]?.date).toBe(date);
    expect(record.weather.sunrise?.endsWith(offset)).toBe(true);
    expect(record.weather.sunrise?.slice(0, 10)).toBe(date);
    if (record.drive_window) expect(record.drive_window.start.endsWith(offset)).toBe(true);
  });
});

describe("the date line", () => {
  it("is tomorrow in Kiritimati (+14:00) and today in Pago Pago (-11:00) at the same instant", () => {
    const east = score(
      { code: "KI", latitude: 1.87, longitude: -157.4, timezone: "Pacific/Kiritimati" },
      "2026-07-15T12:00:00Z",
    );
    const west = score(
      { code: "AS", latitude: -14.28, longitude: -170.7, timezone: "Pacific/Pago_Pago" },
      "2026-07-15T12:00:00Z",
    );
    expect(east.record.forecast[0]?.date).toBe("2026-07-16");
    expect(east.record.weather.sunrise).toMatch(/^2026-07-16T\d\d:\d\d:00\+14:00$/);
    expect(west.record.forecast[0]?.date).toBe("2026-07-15");
    expect(west.record.weather.sunrise).toMatch(/^2026-07-15T\d\d:\d\d:00-11:00$/);
  });
});

describe("polar day and night (Longyearbyen, 78.2° N)", () => {
  const SVALBARD: Place = { code: "SJ", latitude: 78.22, longitude: 15.65, timezone: "Arctic/Longyearbyen" };

  it("has no sunrise or sunset under the midnight sun", () => {
    const { record } = score(SVALBARD, "2026-06-21T12:00:00Z");
    expect(record.weather.sunrise).toBeNull();
    expect(record.weather.sunset).toBeNull();
  });

  it("has no sunrise, no solar yield and no driving daylight in the polar night", () => {
    const { record } = score(SVALBARD, "2026-12-21T12:00:00Z");
    expect(record.weather.sunrise).toBeNull();
    expect(record.solar_kwh ?? 0).toBe(0);
    expect(record.drive_window).toBeNull();
  });
});

describe("calendar edges", () => {
  it("keeps a leap day as a day of its own", () => {
    const { record } = score(
      { code: "PT", latitude: 38.72, longitude: -9.14, timezone: "Europe/Lisbon" },
      "2028-02-29T12:00:00Z",
    );
    expect(record.forecast.slice(0, 2).map((d) => d.date)).toEqual(["2028-02-29", "2028-03-01"]);
  });

  it("rejects a now before the first day or after the last one with a clear error", () => {
    const { forecast } = generateLocation({ ...BERLIN, isCoastal: false }, Date.parse("2026-07-15T12:00:00Z"));
    const at = (now: string) => () => scoreCountry({ code: "DE", forecast, now });
    expectInputError(at("2026-07-14T12:00:00Z"), "BAD_TIME", "now");
    expectInputError(at("2026-07-22T22:00:00Z"), "BAD_TIME", "now");
    expect(() => at("2026-07-21T21:59:00Z")()).not.toThrow();
  });
});
