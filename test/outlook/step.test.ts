/**
 * An ensemble answer's 3- and 6-hour precipitation means read as peaks (src/outlook/step.ts): by hand on one run, end
 * to end through the outlook, and measured on the world fixtures' hourly rain (how many heavy-hour days a 3- or 6-hour
 * mean loses, and how many the rule gives back).
 */
import { describe, expect, it } from "vitest";
import { ensembleLayout } from "../../src/adapters/members.js";
import { COUNTRIES } from "../../src/countries/index.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { withPeakHours } from "../../src/outlook/step.js";
import { defaultProfile, defineProfile } from "../../src/profile/index.js";
import { world } from "../adapters/helpers.js";
import { bern, FINE, type Json, julyHours, withMembers } from "./helpers.js";

/** A one-run GMT answer of `values` hourly precipitation from 2026-07-15T00:00 UTC. */
function gmt(values: readonly (number | null)[]): Json {
  return {
    latitude: 0,
    longitude: 0,
    utc_offset_seconds: 0,
    timezone: "GMT",
    hourly_units: { time: "iso8601", precipitation: "mm" },
    hourly: { time: julyHours(15, 0, values.length), precipitation: [...values] },
  };
}

const peaked = (values: readonly (number | null)[]) => {
  const answer = gmt(values);
  const { answer: out, estimated } = withPeakHours(answer, ensembleLayout(answer), defaultProfile);
  return { values: (out.hourly as Json).precipitation, estimated };
};

describe("withPeakHours", () => {
  it("reads an even 3-hour step (hours ending 01-03 UTC) as 2.3 × its mean in the middle hour, the total kept", () => {
    // hour 0 is the step ending at 00 UTC; 4 mm in each of 01-03: 9.2 in the middle, 1.4 beside (12 in all)
    expect(peaked([0, 4, 4, 4, 0, 0, 0]).values).toEqual([0, 1.4, 9.2, 1.4, 0, 0, 0]);
  });

  it("reads an even 6-hour step (hours ending 07-12 UTC) as 3.8 × its mean at its fourth hour", () => {
    // 2 mm in each of 07-12: 7.6 at 10 UTC, (12 - 7.6)/5 = 0.88 beside
    const values = [0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 0];
    expect(peaked(values).values).toEqual([0, 0, 0, 0, 0, 0, 0, 0.88, 0.88, 0.88, 7.6, 0.88, 0.88, 0]);
    expect(peaked(values).estimated).toEqual([
      {
        variable: "precipitation",
        factor: 3.8,
        method:
          "1 6-hour means read as a peak hour of 3.8 × the mean beside hours sharing the rest (the step's total kept): the hourly rain-rate rules would read the mean",
      },
    ]);
  });

  it("leaves steps whose peak would stay below the drive window's 2.5 mm/h, uneven hours, steps cut by the axis", () => {
    // 0.9 × 2.3 < 2.5; 4, 4, 5 is not a mean; the last two hours' step is cut by the end
    const values = [0, 0.9, 0.9, 0.9, 4, 4, 5, 0, 3, 3];
    expect(peaked(values)).toEqual({ values, estimated: [] });
  });

  it("reads nothing of an axis that is not hourly", () => {
    // eight 3-hourly stamps of 4 mm: read as hours, they would hold two even 3-hour steps
    const time = Array.from({ length: 8 }, (_, i) => `2026-07-15T${String(3 * i).padStart(2, "0")}:00`);
    const answer = { ...gmt([]), hourly: { time, precipitation: time.map(() => 4) } };
    expect(withPeakHours(answer, ensembleLayout(answer), defaultProfile).estimated).toEqual([]);
  });

  it("reads a step that ends with the axis", () => {
    expect(peaked([0, 4, 4, 4]).values).toEqual([0, 1.4, 9.2, 1.4]);
  });

  it("reads a step whose peak just reaches the limit (2.5 × 1 mm against 2.5 mm/h), not one just below it", () => {
    const profile = defineProfile({ outlook: { peakFactor: { threeHour: 2.5, sixHour: 4 } } });
    const read = (mean: number) => {
      const answer = gmt([0, mean, mean, mean, 0]);
      return withPeakHours(answer, ensembleLayout(answer), profile).estimated.length;
    };
    expect(read(1)).toBe(1);
    expect(read(0.99)).toBe(0);
  });

  it("holds inches to the limit in inches: 0.1 in (2.54 mm) × 2.3 reaches 2.5 mm/h, 0.04 in (1.02 mm) does not", () => {
    const inches = (mean: number) => {
      const answer = gmt([0, mean, mean, mean, 0]);
      const inInches = { ...answer, hourly_units: { time: "iso8601", precipitation: "inch" } };
      return withPeakHours(inInches, ensembleLayout(inInches), defaultProfile).estimated.length;
    };
    expect(inches(0.1)).toBe(1);
    expect(inches(0.04)).toBe(0);
  });
});

describe("an outlook of a 3-hourly model's answer", () => {
  it("caps the van score of a day whose 3-hour mean hides a heavy hour, as the hourly values would", () => {
    const time = julyHours(15, 0, 48);
    // Bern in July is UTC+2: the hours ending 12:00-14:00 UTC end at 14:00-16:00 local, waking hours the van score's
    // rain-rate caps read
    const rain = (values: number[]) => time.map((_, i) => (i >= 12 && i < 15 ? (values[i - 12] as number) : 0));
    const flat = withMembers(bern(time), 3, (_, v, values) => (v === "precipitation" ? rain([5, 5, 5]) : [...values]));
    const hourly = (answer: Json) => ({
      ...answer,
      hourly: { ...(answer.hourly as Json), precipitation: rain([5, 5, 5]) },
    });
    const read = outlookCountry({ code: "CH", forecast: hourly(flat), now: "2026-07-15T12:00:00Z" });
    const peak = withMembers(bern(time), 3, (_, v, values) =>
      v === "precipitation" ? rain([1.75, 11.5, 1.75]) : [...values],
    );
    const given = outlookCountry({
      code: "CH",
      forecast: { ...peak, hourly: { ...(peak.hourly as Json), precipitation: rain([1.75, 11.5, 1.75]) } },
      now: "2026-07-15T12:00:00Z",
    });
    expect(read.estimated.map((e) => [e.variable, e.factor])).toEqual([["precipitation", 2.3]]);
    expect(read.days[0]?.van).toEqual(given.days[0]?.van);
    // an 11.5 mm hour is heavy rain (above 7.6 mm/h): the van score is capped below comfortable
    expect(read.days[0]?.van.p50).toBeLessThan(60);
    expect(FINE.precipitation).toBe(0);
  });
});

describe("measured on the world fixtures' hourly rain", () => {
  /** Days of the set (250 countries × 7) with an hour above 7.6 mm, hourly, as 3-/6-hour means, and read back. */
  function heavyDays(set: string) {
    const counts = { hourly: 0, three: 0, six: 0, threeRead: 0, sixRead: 0 };
    const heavy = (p: readonly number[]) => {
      let n = 0;
      for (let d = 0; d + 24 <= p.length; d += 24) if (Math.max(...p.slice(d, d + 24)) > 7.6) n++;
      return n;
    };
    for (const c of COUNTRIES) {
      const f = world(set, `${c.code}.forecast.json`);
      const p = (f.hourly as Json).precipitation as number[];
      const u0 =
        Math.floor(Date.parse(`${(f.hourly as Json & { time: string[] }).time[0]}:00Z`) / 3.6e6) -
        (f.utc_offset_seconds as number) / 3600;
      const mean = (step: number) =>
        p.map((_, i) => {
          const start = i - ((((u0 + i - 1) % step) + step) % step);
          const block = p.slice(Math.max(0, start), start + step);
          return start < 0 || block.length < step
            ? (p[i] as number)
            : Math.round((block.reduce((a, b) => a + b, 0) / step) * 100) / 100;
        });
      const read = (values: number[]) => {
        const answer = {
          ...f,
          hourly: { time: (f.hourly as Json).time, precipitation: values },
          hourly_units: { time: "iso8601", precipitation: "mm" },
        };
        return (withPeakHours(answer, ensembleLayout(answer), defaultProfile).answer.hourly as Json)
          .precipitation as number[];
      };
      counts.hourly += heavy(p);
      counts.three += heavy(mean(3));
      counts.six += heavy(mean(6));
      counts.threeRead += heavy(read(mean(3)));
      counts.sixRead += heavy(read(mean(6)));
    }
    return counts;
  }

  it("3-hour means lose most heavy-hour days, 6-hour ones more; read as peaks, as many as hourly within 10 %", () => {
    const july = heavyDays("2026-07-15");
    const january = heavyDays("2026-01-15");
    const sum = (k: keyof typeof july) => july[k] + january[k];
    // docs/model.md, "Outlook": 89 days of the 8-day answers with a heavy hour; 3-hour means keep 13, 6-hour 4; read
    // back 89 and 88
    expect([sum("hourly"), sum("three"), sum("six")]).toEqual([89, 13, 4]);
    expect(sum("three")).toBeLessThan(sum("hourly") / 2);
    expect(sum("six")).toBeLessThan(sum("three"));
    for (const k of ["threeRead", "sixRead"] as const)
      expect(Math.abs(sum(k) - sum("hourly"))).toBeLessThanOrEqual(0.1 * sum("hourly"));
  }, 60_000);
});
