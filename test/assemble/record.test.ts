/**
 * Steps 5 and 6 of a record (src/assemble/record.ts): the warning of a stale current block, the record's humidity
 * fallbacks and its rounding. PT's world forecast for 2026-07-15 (Europe/Lisbon, +01:00; current block at 13:00
 * local), changed by hand.
 */
import { describe, expect, it } from "vitest";
import { explainCountry, scoreCountry } from "../../src/assemble/country.js";
import { localHours } from "../../src/assemble/record.js";
import { fixedClock } from "../../src/time/zone.js";
import { world } from "../adapters/helpers.js";

type Json = Record<string, unknown>;
type Columns = Record<string, unknown[]>;

const pt = () => world("2026-07-15", "PT.forecast.json");

describe("a current block more than an hour from now", () => {
  it("is named with its local time as a reader says it, how far it is, and that the hourly values stand in (C10)", () => {
    // now 15:00Z is 16:00 local, three hours after the block's 13:00 local
    const { warnings } = explainCountry({ code: "PT", forecast: pt(), now: "2026-07-15T15:00:00Z" });
    expect(warnings).toEqual([
      {
        code: "STALE_CURRENT",
        path: "current.time",
        message:
          "the current block is for 13:00 on 15 Jul 2026, local time (UTC+01:00), 3 h before the time the record is " +
          "scored for; the hourly values for that time are used instead",
      },
    ]);
  });

  it("says a block after the time scored is after it: 13:00 local (12:00Z) is 4 h after 08:00Z", () => {
    const { warnings } = explainCountry({ code: "PT", forecast: pt(), now: "2026-07-15T08:00:00Z" });
    expect(warnings.find((w) => w.code === "STALE_CURRENT")?.message).toBe(
      "the current block is for 13:00 on 15 Jul 2026, local time (UTC+01:00), 4 h after the time the record is " +
        "scored for; the hourly values for that time are used instead",
    );
  });

  it("says there is no value at now when the hourly values end before now", () => {
    const forecast = pt();
    const hourly = forecast.hourly as Columns;
    // the hours of 07-15 and 07-16 only; now is 07:00 local on 07-18
    for (const key of Object.keys(hourly)) hourly[key] = (hourly[key] as unknown[]).slice(0, 48);
    const { record, warnings } = explainCountry({ code: "PT", forecast, now: "2026-07-18T06:00:00Z" });
    expect(record.weather.temp_current).toBeNull();
    expect(warnings.filter((w) => w.code === "STALE_CURRENT")).toEqual([
      {
        code: "STALE_CURRENT",
        path: "current.time",
        message:
          "the current block is for 13:00 on 15 Jul 2026, local time (UTC+01:00), 3 days before the time the record " +
          "is scored for, and no hourly value covers that time",
      },
    ]);
  });
});

describe("the record's humidity", () => {
  it("is the mean of the day's extremes without a value at now or a daily mean: (80 + 40) / 2 = 60 %", () => {
    const forecast = pt();
    delete forecast.current;
    delete forecast.current_units;
    const hourly = forecast.hourly as Columns;
    delete hourly.relative_humidity_2m;
    delete (forecast.hourly_units as Json).relative_humidity_2m;
    const daily = forecast.daily as Columns;
    daily.relative_humidity_2m_max = Array(8).fill(80); // the 8-day answer
    daily.relative_humidity_2m_min = Array(8).fill(40);
    Object.assign(forecast.daily_units as Json, { relative_humidity_2m_max: "%", relative_humidity_2m_min: "%" });
    expect(scoreCountry({ code: "PT", forecast, now: "2026-07-15T12:00:00Z" }).weather.humidity).toBe(60);
  });
});

describe("rounding", () => {
  it("writes a value that rounds to zero from below as 0, not -0 (−0.04 °C to one decimal)", () => {
    const forecast = pt();
    const daily = forecast.daily as Columns;
    (daily.temperature_2m_min as number[])[0] = -0.04;
    const record = scoreCountry({ code: "PT", forecast, now: "2026-07-15T12:00:00Z" });
    expect(Object.is(record.weather.temp_night, 0)).toBe(true);
  });
});

describe("localHours", () => {
  const day = 20_649; // 2026-07-15, days since 1970-01-01
  const at = (hours: number, offsetS = 0) =>
    localHours(fixedClock(offsetS), day, day * 86_400_000 + hours * 3_600_000 - offsetS * 1000);

  it("reads a wall-clock time of the day in decimal hours, to 0.01 h", () => {
    expect(at(6.5)).toBe(6.5);
    expect(at(21 + 20 / 60, 7200)).toBe(21.33);
  });

  it("gives the day's end at midnight as 24, not 0", () => {
    expect(at(24)).toBe(24);
  });

  it("gives a civil dusk after midnight as the next date's early hours, as a clock shows it", () => {
    expect(at(25.5)).toBe(1.5);
    expect(at(24.25, -3600)).toBe(0.25);
  });
});
