/** Gusts for members without them (src/outlook/gusts.ts): the place's factor measured, written in, said so. */
import { describe, expect, it } from "vitest";
import type { ForecastSeries } from "../../src/adapters/forecast.js";
import { gustFactorOf } from "../../src/outlook/gusts.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { fb } from "../adapters/flatbuffers/helpers.js";
import { bern, FINE, type Json, julyHours, keyOf, withMembers, without } from "./helpers.js";

/** An hourly series of whole days, each day's wind and gusts steady at the values given. */
function hourly(days: readonly [wind: number, gust: number][]): ForecastSeries["hourly"] {
  const repeat = (i: 0 | 1) => Float64Array.from(days.flatMap((d) => Array(24).fill(d[i])));
  return { columns: { windSpeedKmh: repeat(0), windGustsKmh: repeat(1) } } as unknown as ForecastSeries["hourly"];
}

describe("gustFactorOf", () => {
  it("is the largest ratio of a day's highest gust to its highest wind: 15/10, 44/20, 60/30 give 2.2", () => {
    expect(
      gustFactorOf(
        hourly([
          [10, 15],
          [20, 44],
          [30, 60],
        ]),
      ),
    ).toEqual({ factor: 2.2, days: 3 });
  });

  it("rounds up to two decimals (a gust is never made smaller): 31/14 = 2.214… gives 2.22", () => {
    const factor = gustFactorOf(
      hourly([
        [14, 31],
        [10, 15],
        [10, 15],
      ]),
    )?.factor;
    expect(factor).toBe(2.22);
  });

  it("is null below three days with both a wind above 0 and a gust", () => {
    expect(
      gustFactorOf(
        hourly([
          [10, 15],
          [0, 5],
          [20, Number.NaN],
        ]),
      ),
    ).toBeNull();
    expect(gustFactorOf(null)).toBeNull();
  });

  it("counts a day's own 24 hours only: a calm day (wind 0) and the hours after the last whole day are not read", () => {
    expect(
      gustFactorOf(
        hourly([
          [10, 25],
          [40, 40],
          [10, 20],
          [0, 5],
        ]),
      ),
    ).toEqual({ factor: 2.5, days: 3 }); // 25/10; 40/40; 20/10; the calm day left out
    const whole = hourly([
      [10, 20],
      [10, 20],
      [10, 20],
    ]) as { columns: { windSpeedKmh: Float64Array; windGustsKmh: Float64Array } };
    // six hours more, of gusts 3 × the wind: not a whole day
    const tail = (values: Float64Array, v: number) => Float64Array.from([...values, ...Array(6).fill(v)]);
    const partial = {
      columns: {
        windSpeedKmh: tail(whole.columns.windSpeedKmh, 10),
        windGustsKmh: tail(whole.columns.windGustsKmh, 30),
      },
    } as unknown as ForecastSeries["hourly"];
    expect(gustFactorOf(partial)).toEqual({ factor: 2, days: 3 });
  });
});

describe("an outlook of members without gusts", () => {
  const time = julyHours(15, 0, 72);
  const gustless = without(
    withMembers(bern(time), 3),
    [0, 1, 2].map((m) => keyOf("wind_gusts_10m", m)),
  );

  it("gives each member its wind × the factor of the place's deterministic forecast, and says so", () => {
    // the deterministic forecast: wind 10, gusts 25, three days: factor 2.5
    const deterministic = bern(time, { ...FINE, wind_gusts_10m: 25 });
    const outlook = outlookCountry({ code: "CH", forecast: gustless, deterministic, now: "2026-07-15T12:00:00Z" });
    expect(outlook.estimated).toEqual([
      {
        variable: "wind_gusts_10m",
        factor: 2.5,
        method:
          "each member's wind_speed_10m × 2.5: the largest ratio of a day's highest gust to its highest wind in this place's deterministic forecast (3 days)",
      },
    ]);
    // the same as members given gusts of 25 (10 × 2.5)
    const given = outlookCountry({
      code: "CH",
      forecast: withMembers(bern(time, { ...FINE, wind_gusts_10m: 25 }), 3),
      deterministic,
      now: "2026-07-15T12:00:00Z",
    });
    expect(outlook.days).toEqual(given.days);
  });

  it("estimates the same from the answer's FlatBuffers bytes, as Open-Meteo's own client fetches it", () => {
    const deterministic = bern(time, { ...FINE, wind_gusts_10m: 25 });
    const now = "2026-07-15T12:00:00Z";
    const json = outlookCountry({ code: "CH", forecast: gustless, deterministic, now });
    const bytes = outlookCountry({ code: "CH", forecast: fb(gustless), deterministic, now });
    expect(bytes.estimated.map((e) => [e.variable, e.factor])).toEqual([["wind_gusts_10m", 2.5]]);
    expect(bytes).toEqual(json);
  });

  it("estimates a gale from a windy member's wind: 40 km/h × 2.2 caps the van score (gusts of 88 km/h)", () => {
    const windy = without(
      withMembers(bern(time, { ...FINE, wind_speed_10m: 40 }), 3),
      [0, 1, 2].map((m) => keyOf("wind_gusts_10m", m)),
    );
    const outlook = outlookCountry({ code: "CH", forecast: windy, now: "2026-07-15T12:00:00Z" });
    expect(outlook.estimated[0]?.factor).toBe(2.2);
    // read as calm, the day is ideal; with gusts of 88 km/h (the gale cap from 74), harsh
    expect(outlook.days[0]?.label).toBe("harsh");
    expect(outlook.days[0]?.members_good).toBe(0);
  });

  it("withholds the drive of members with neither gusts nor wind, naming their model where it is given", () => {
    const still = without(
      withMembers(bern(time), 3),
      [0, 1, 2].flatMap((m) => [keyOf("wind_gusts_10m", m), keyOf("wind_speed_10m", m)]),
    );
    const input = { code: "CH", forecast: still, now: "2026-07-15T12:00:00Z" };
    const fields = ["drive", "members_drive", "p_drive", "best_move_day"];
    expect(outlookCountry(input, { model: "gfs_seamless" }).withheld).toEqual([
      {
        fields,
        reason:
          "gfs_seamless's members have no gusts or wind (gusts cost it up to 70): the drive cannot be seen (ask a model that has them: gfs_seamless)",
      },
    ]);
    const unnamed = outlookCountry(input);
    expect(unnamed.estimated).toEqual([]);
    expect(unnamed.withheld).toEqual([
      {
        fields,
        reason:
          "the answer's members have no gusts or wind (gusts cost it up to 70): the drive cannot be seen (ask a model that has them: gfs_seamless)",
      },
    ]);
  });

  it("estimates nothing when a member has gusts (the others then lack them and are left out)", () => {
    const answer = withMembers(bern(time), 3);
    const some = without(answer, [keyOf("wind_gusts_10m", 2)]);
    const outlook = outlookCountry({ code: "CH", forecast: some as Json, now: "2026-07-15T12:00:00Z" });
    expect(outlook.estimated).toEqual([]);
    expect(outlook.members).toBe(2);
  });
});
