/**
 * Daily values derived from hourly ones (`src/adapters/daily.ts`): the hour counts a day needs, the wet-hour
 * threshold and the speed-weighted dominant direction; worked out by hand.
 */
import { describe, expect, it, vi } from "vitest";
import {
  type Aggregate,
  fillDailyFromHourly,
  fillFromHourly,
  MIN_HOURS_FOR_DERIVED_DAY,
  stepHours,
  WET_HOUR_MM,
} from "../../src/adapters/daily.js";
import { normalizeForecast } from "../../src/adapters/forecast.js";
import { coverageOf } from "../../src/adapters/section.js";

/** An hourly-only GMT response from 2026-07-15T00:00Z with the given hourly values (null where missing). */
function hourly(values: Record<string, (number | null)[]>, units: Record<string, string>) {
  const n = Math.max(...Object.values(values).map((v) => v.length));
  return normalizeForecast({
    latitude: 0,
    longitude: 0,
    utc_offset_seconds: 0,
    timezone: "GMT",
    hourly_units: { time: "iso8601", ...units },
    hourly: {
      time: Array.from({ length: n }, (_, h) => new Date(Date.UTC(2026, 6, 15, h)).toISOString().slice(0, 16)),
      ...values,
    },
  });
}

const temps = (present: number) => Array.from({ length: 24 }, (_, h) => (h < present ? 10 + h : null));

describe("derived daily values", () => {
  it("need 18 of a day's 24 hours for a maximum, minimum or mean", () => {
    expect(MIN_HOURS_FOR_DERIVED_DAY).toBe(18);
    const enough = hourly({ temperature_2m: temps(18) }, { temperature_2m: "°C" }).daily?.columns;
    expect(enough?.temperatureMaxC[0]).toBe(27);
    expect(enough?.temperatureMinC[0]).toBe(10);
    expect(enough?.temperatureMeanC[0]).toBe(18.5);
    const short = hourly({ temperature_2m: temps(17) }, { temperature_2m: "°C" }).daily?.columns;
    expect(short?.temperatureMaxC[0]).toBeNaN();
    expect(short?.temperatureMeanC[0]).toBeNaN();
  });

  it("count a wet hour from 0.1 mm (the rain gauge's resolution), and sum only complete days", () => {
    expect(WET_HOUR_MM).toBe(0.1);
    const rain = [0.1, 0.09, 0.2, 0, ...new Array(20).fill(0)];
    const d = hourly({ precipitation: rain }, { precipitation: "mm" }).daily?.columns;
    expect(d?.precipitationHours[0]).toBe(2);
    expect(d?.precipitationSumMm[0]).toBeCloseTo(0.39, 12);
    const gap = hourly({ precipitation: [...rain.slice(0, 23), null] }, { precipitation: "mm" }).daily?.columns;
    expect(gap?.precipitationSumMm[0]).toBeNaN();
  });

  it("turn W/m² on a 3-hourly axis into MJ/m² by 3 h a stamp: 8 stamps of 100 W/m² are 8.64 MJ/m²", () => {
    // 100 W/m² × 8 stamps × 3 h × 3600 s/h = 8.64e6 J/m²
    expect(derive("radiantExposure", new Array(8).fill(100), { stepH: 3 })).toBeCloseTo(8.64, 12);
  });

  it("have a day for every local date the hourly axis touches, one stamp at its midnight included", () => {
    // 25 stamps from 2026-07-15T00:00Z: the last, 07-16 00:00, is the only stamp of the second day
    const d = hourly({ temperature_2m: new Array(25).fill(10) }, { temperature_2m: "°C" }).daily;
    expect([...(d?.timeMs ?? [])]).toEqual([T0, T0 + 24 * H]);
    expect(d?.columns.temperatureMaxC[0]).toBe(10);
    expect(d?.columns.temperatureMaxC[1]).toBeNaN(); // 1 of 24 hours
  });

  it("have a day for each local date an irregular axis touches, none for a date it skips", () => {
    // +02:00 wall times: 07-15 02:00 and 14:00, then 07-17 07:00; the local days start at 22:00Z the day before
    const f = normalizeForecast({
      latitude: 0,
      longitude: 0,
      utc_offset_seconds: 7200,
      hourly_units: { time: "iso8601", temperature_2m: "°C" },
      hourly: { time: ["2026-07-15T02:00", "2026-07-15T14:00", "2026-07-17T07:00"], temperature_2m: [1, 2, 3] },
    });
    expect([...(f.daily?.timeMs ?? [])]).toEqual([T0 - 2 * H, T0 + 46 * H]);
  });

  it("keep a day's own value and fill only the missing ones", () => {
    // day 1 has its own 7 mm; day 2 is missing and gets its 24 hours of 1 mm
    const x = column(new Array(48).fill(1));
    const hourly = { timeMs: Float64Array.from(x, (_, i) => T0 + i * H), columns: { x }, coverage: { x: 1 } };
    const daily = {
      timeMs: Float64Array.of(T0, T0 + 24 * H),
      columns: { y: Float64Array.of(7, Number.NaN) },
      coverage: { y: 0.5 },
    };
    fillDailyFromHourly(daily, hourly, [{ target: "y", source: "x", aggregate: "sum" }]);
    expect([...daily.columns.y]).toEqual([7, 24]);
    expect(daily.coverage.y).toBe(1);
  });

  it("leave a day the response ends an hour early without a sum: 47 hours give one whole day, not two", () => {
    // forecast_hours=47 from midnight GMT: day 1 has its 24 stamps (24 × 1 mm), day 2 only 00:00..22:00
    const d = hourly({ precipitation: new Array(47).fill(1) }, { precipitation: "mm" }).daily?.columns;
    expect(d?.precipitationSumMm[0]).toBe(24);
    expect(d?.precipitationSumMm[1]).toBeNaN();
    expect(d?.precipitationHours[1]).toBeNaN();
  });

  it("weight the dominant direction by speed: 10 km/h from the north and 30 from the east give 71.6°", () => {
    const directions = Array.from({ length: 24 }, (_, h) => (h % 2 === 0 ? 0 : 90));
    const speeds = Array.from({ length: 24 }, (_, h) => (h % 2 === 0 ? 10 : 30));
    const d = hourly(
      { wind_direction_10m: directions, wind_speed_10m: speeds },
      { wind_direction_10m: "°", wind_speed_10m: "km/h" },
    ).daily?.columns;
    // atan2(Σ w·sin θ, Σ w·cos θ) = atan2(12·30, 12·10) = 71.565°; unweighted it would be 45°
    expect(d?.windDirectionDominantDeg[0]).toBeCloseTo((Math.atan2(30, 10) * 180) / Math.PI, 9);
  });
});

const H = 3_600_000;
const T0 = Date.UTC(2026, 6, 15);
const column = (values: readonly (number | null)[]) => Float64Array.from(values, (v) => v ?? Number.NaN);

/**
 * One day's value derived by `rule` from sub-daily `values` stamped `stepH` hours apart (null: missing), over the
 * stamps `[from, to)` (all of them unless given), weighted by `weights` when given, `partial` as the day layer
 * passes a day the response covers only in part.
 */
function derive(
  rule: Aggregate,
  values: readonly (number | null)[],
  options: {
    stepH?: number;
    dayH?: number;
    partial?: boolean;
    weights?: readonly number[];
    from?: number;
    to?: number;
  } = {},
): number {
  const { stepH = 1, dayH = 24, partial = false, weights, from = 0, to = values.length } = options;
  const x = column(values);
  const w = column(weights ?? values.map(() => 1));
  const hourly = {
    timeMs: Float64Array.from(values, (_, i) => T0 + i * stepH * H),
    columns: { x, w },
    coverage: { x: coverageOf(x), w: coverageOf(w) },
  };
  const daily = { timeMs: Float64Array.of(T0), columns: { y: Float64Array.of(Number.NaN) }, coverage: { y: 0 } };
  const ranges = {
    starts: Int32Array.of(from),
    ends: Int32Array.of(to),
    dayHours: Float64Array.of(dayH),
    partial: partial ? Uint8Array.of(1) : null,
  };
  const weight = weights ? ("w" as const) : undefined;
  fillFromHourly(daily, hourly, [{ target: "y", source: "x", aggregate: rule, ...(weight && { weight }) }], ranges);
  return daily.columns.y[0] as number;
}

const hours = <T extends number | null>(n: number, value: (h: number) => T): T[] =>
  Array.from({ length: n }, (_, h) => value(h));

describe("stepHours", () => {
  it("is the axis' smallest spacing, wherever it is: 15 min then 1 h gives 0.25 h", () => {
    expect(stepHours(Float64Array.of(0, 0.25 * H, 1.25 * H))).toBe(0.25);
  });

  it("is 3 h on a 3-hourly axis", () => {
    expect(stepHours(Float64Array.of(0, 3 * H, 6 * H, 9 * H))).toBe(3);
  });

  it("is 1 h for an axis of fewer than two stamps", () => {
    expect(stepHours(Float64Array.of(T0))).toBe(1);
    expect(stepHours(new Float64Array(0))).toBe(1);
  });
});

describe("derived daily values on a 3-hourly axis (stamps 3 h apart)", () => {
  it("count hours as stamps times 3: 6 stamps are 18 h and give a maximum, 5 stamps (15 h) do not", () => {
    expect(derive("max", [4, 9, 2, 7, 1, 3], { stepH: 3 })).toBe(9);
    expect(derive("max", [4, 9, 2, 7, 1], { stepH: 3 })).toBeNaN();
  });

  it("sum 8 stamps (24 h) as they are: each already is the sum over its 3 hours", () => {
    // 1.5 + 0.5 mm = 2 mm
    expect(derive("sum", [1.5, 0, 0.5, 0, 0, 0, 0, 0], { stepH: 3 })).toBe(2);
  });

  it("count each wet stamp as 3 wet hours: 2 wet stamps are 6 h", () => {
    expect(derive("wetHours", [1.5, 0, 0.5, 0, 0, 0, 0, 0], { stepH: 3 })).toBe(6);
  });
});

describe("derived daily sums", () => {
  it("need every hour of the day: 23 hourly stamps sum on a 23-hour day (a clock change), not on a 24-hour one", () => {
    expect(
      derive(
        "sum",
        hours(23, () => 0.5),
        { dayH: 23 },
      ),
    ).toBe(11.5); // 23 h × 0.5 mm
    expect(
      derive(
        "sum",
        hours(23, () => 0.5),
        { dayH: 24 },
      ),
    ).toBeNaN(); // the response ends an hour early
    expect(
      derive(
        "sum",
        hours(22, () => 0.5),
        { dayH: 23 },
      ),
    ).toBeNaN();
    expect(
      derive(
        "sum",
        hours(24, () => 0.5),
        { dayH: 25 },
      ),
    ).toBeNaN(); // a 25-hour day, an hour short
    expect(
      derive(
        "sum",
        hours(25, () => 0.5),
        { dayH: 25 },
      ),
    ).toBe(12.5);
  });

  it("cover a day with a half-hour change to within one step: 23 stamps of a 23.5-hour day sum", () => {
    // Lord Howe Island moves its clocks by 30 min: its spring day is 23.5 h and holds 23 whole-hour stamps
    expect(
      derive(
        "wetHours",
        hours(23, () => 0.5),
        { dayH: 23.5 },
      ),
    ).toBe(23);
    expect(
      derive(
        "wetHours",
        hours(22, () => 0.5),
        { dayH: 23.5 },
      ),
    ).toBeNaN();
  });

  it("radiant exposure needs every hour like a sum: 24 h of 100 W/m² are 8.64 MJ/m², 23 of 24 nothing", () => {
    // 100 W/m² × 24 h × 3600 s/h = 8.64e6 J/m²
    expect(
      derive(
        "radiantExposure",
        hours(24, () => 100),
      ),
    ).toBeCloseTo(8.64, 12);
    expect(
      derive(
        "radiantExposure",
        hours(24, (h) => (h === 12 ? null : 100)),
      ),
    ).toBeNaN();
  });

  it("wet hours need every hour like a sum", () => {
    expect(
      derive(
        "wetHours",
        hours(24, (h) => (h === 12 ? null : 1)),
      ),
    ).toBeNaN();
  });
});

describe("a day the response covers only in part (partial)", () => {
  it("sums the stamps it has, however few: 5 h of 1 mm are 5 mm", () => {
    expect(
      derive(
        "sum",
        hours(5, () => 1),
        { partial: true },
      ),
    ).toBe(5);
  });

  it("takes the maximum of the stamps it has, however few", () => {
    expect(derive("max", [3, 8, 5], { partial: true })).toBe(8);
  });

  it("has no value without a stamp", () => {
    expect(derive("sum", [1, 1], { partial: true, from: 2, to: 2 })).toBeNaN();
    expect(derive("max", [1, 1], { partial: true, from: 2, to: 2 })).toBeNaN();
  });
});

describe("the dominant direction", () => {
  const speeds = hours(24, () => 10);
  /** The dominant direction of a day from `first` degrees for its first `split` hours and `rest` after, at `kmh`. */
  const dominantOf = (split: number, first: number, rest: number, kmh = 10) =>
    derive(
      "dominant",
      hours(24, (h) => (h < split ? first : rest)),
      { weights: hours(24, () => kmh) },
    );

  it("skips a missing direction: 23 hours from the east give 90°", () => {
    expect(
      derive(
        "dominant",
        hours(24, (h) => (h === 5 ? null : 90)),
        { weights: speeds },
      ),
    ).toBeCloseTo(90, 9);
  });

  it("is 0° for wind from due north all day (Σ sin = 0, Σ cos = 240)", () => {
    expect(dominantOf(24, 0, 0)).toBe(0);
  });

  it("is missing when equal winds blow from opposite sides: Σ cos and Σ sin cancel to their rounding", () => {
    for (const [a, b] of [
      [0, 180],
      [90, 270],
      [45, 225],
    ] as const)
      expect(dominantOf(12, a, b), `${a}° and ${b}°`).toBeNaN();
    // a near cancellation still has its direction: 11 hours from the north, 13 from the south give 180°
    expect(dominantOf(11, 0, 180)).toBeCloseTo(180, 6);
  });

  it("cancels relative to the winds' total: opposite winds of 1 000 km/h give no direction either", () => {
    // the residue of sin 180° grows with the speeds (12 × 1 000 × 1.2e-16); so does the tolerance (1e-9 × 24 000)
    expect(dominantOf(12, 0, 180, 1000)).toBeNaN();
  });

  it("reads a direction between whole degrees as it is: 0.5° and 89.5° at equal speeds give 45°", () => {
    expect(dominantOf(12, 0.5, 89.5)).toBeCloseTo(45, 9);
    expect(dominantOf(24, 359.5, 359.5)).toBeCloseTo(359.5, 9);
  });

  it("is missing on a calm day: no wind weights no direction (Σ = 0 both ways)", () => {
    expect(dominantOf(24, 90, 90, 0)).toBeNaN();
  });

  it("measures the resultant (Math.hypot) only where it can be short: never for a wind with a direction", () => {
    const hypot = vi.spyOn(Math, "hypot");
    try {
      // 24 hours from the east (Σ sin = 240) or the north (Σ cos = 240): far beyond 1e-9 × 240, no hypot needed
      expect(dominantOf(24, 90, 90)).toBeCloseTo(90, 9);
      expect(dominantOf(24, 0, 0)).toBe(0);
      expect(hypot).not.toHaveBeenCalled();
      // opposite winds cancel to their rounding: both sums within the limit, so hypot decides
      expect(dominantOf(12, 0, 180)).toBeNaN();
      expect(hypot).toHaveBeenCalledTimes(1);
    } finally {
      hypot.mockRestore();
    }
  });
});
