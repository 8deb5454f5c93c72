/**
 * Every ensemble answer checked before it counts (issue 41, part 4; review N10): a member with only nulls of a
 * variable, values that stop in one member or in all, fewer runs than the model has, a single run.
 */
import { describe, expect, it } from "vitest";
import { timeAt } from "../../src/outlook/checks.js";
import { outlookCountry } from "../../src/outlook/outlook.js";
import { generated, type Json, keyOf } from "./helpers.js";

const input = (forecast: Json) => ({ code: "CH", forecast, now: "2026-07-15T12:00:00Z" });

/** `answer` with `variable` of runs `members` null from hour `from` on. */
function nullFrom(answer: Json, variable: string, members: readonly number[], from: number): Json {
  const hourly = { ...(answer.hourly as Record<string, unknown[]>) };
  for (const m of members)
    hourly[keyOf(variable, m)] = (hourly[keyOf(variable, m)] as unknown[]).map((v, i) => (i >= from ? null : v));
  return { ...answer, hourly };
}

describe("an ensemble answer's values", () => {
  it("leave out a member whose gusts are all null, though it has the key (not scored as if calm)", () => {
    const outlook = outlookCountry(input(nullFrom(generated("CH", 5, 14), "wind_gusts_10m", [3], 0)));
    expect(outlook.members).toBe(4);
    expect(outlook.warnings.map((w) => w.message)).toEqual([
      "member 3 left out, lacking wind_gusts_10m, which the other members have: 4 of 5 members used",
    ]);
  });

  it("end the outlook where every member's gusts stop (day 9), never read the days after as calm", () => {
    const answer = nullFrom(generated("CH", 5, 14), "wind_gusts_10m", [0, 1, 2, 3, 4], 24 * 9);
    const outlook = outlookCountry(input(answer));
    expect(outlook.members).toBe(5);
    expect(outlook.days.map((d) => d.date).at(-1)).toBe("2026-07-23");
    expect(outlook.warnings).toEqual([
      {
        code: "FORECAST_SHORTENED",
        path: "hourly",
        message: "wind_gusts_10m has no values after 2026-07-23T23:00 in most members: the outlook ends at 2026-07-23",
      },
    ]);
    // the days it keeps are those of the whole answer
    expect(outlook.days).toEqual(outlookCountry(input(generated("CH", 5, 14))).days.slice(0, 9));
  });

  it("leave out a member whose visibility stops before the others'", () => {
    const outlook = outlookCountry(input(nullFrom(generated("CH", 5, 14), "visibility", [2], 24 * 6 + 5)));
    expect(outlook.members).toBe(4);
    expect(outlook.days).toHaveLength(14);
    expect(outlook.warnings.map((w) => w.message)).toEqual([
      "member 2 left out, its visibility ending at 2026-07-21T04:00, before most members' (2026-07-28T23:00): 4 of 5 members used",
    ]);
  });
});

describe("timeAt", () => {
  it("gives an ISO hour as the answer writes it, a unix time as the same local wall time, else the hour's number", () => {
    expect(timeAt({ hourly: { time: ["2026-07-16T22:00", "2026-07-16T23:00"] } }, 1)).toBe("2026-07-16T23:00");
    // 1784239200 s is 2026-07-16T22:00Z: 23:00 an hour east (FlatBuffers answers, timeformat=unixtime)
    expect(timeAt({ utc_offset_seconds: 3600, hourly: { time: [1784239200] } }, 0)).toBe("2026-07-16T23:00");
    expect(timeAt({ utc_offset_seconds: -9000, hourly: { time: [1784239200] } }, 0)).toBe("2026-07-16T19:30");
    expect(timeAt({ hourly: { time: [1784239200] } }, 0)).toBe("2026-07-16T22:00"); // no offset: UTC
    expect(timeAt({ utc_offset_seconds: "3600", hourly: { time: [1784239200] } }, 0)).toBe("2026-07-16T22:00");
    expect(timeAt({ hourly: { time: [Number.NaN] } }, 0)).toBe("NaN");
    expect(timeAt({ hourly: { time: [] } }, 12)).toBe("hour 12");
    expect(timeAt({}, 3)).toBe("hour 3");
  });
});

describe("an ensemble answer's reach", () => {
  it("names the first variable, in the answer's order, of those that stop together in a left-out run", () => {
    const both = nullFrom(nullFrom(generated("CH", 5, 14), "visibility", [2], 100), "wind_gusts_10m", [2], 100);
    const order = Object.keys(both.hourly as Json).filter((k) => k === "visibility" || k === "wind_gusts_10m");
    const outlook = outlookCountry(input(both));
    expect(outlook.warnings.map((w) => w.message)).toEqual([
      `member 2 left out, its ${order[0]} ending at 2026-07-19T03:00, before most members' (2026-07-28T23:00): 4 of 5 members used`,
    ]);
  });

  it("reads a variable no run has a value of as missing, not as values that stop at once", () => {
    const answer = nullFrom(generated("CH", 3, 4), "visibility", [0, 1, 2], 0);
    const outlook = outlookCountry(input(answer));
    expect([outlook.members, outlook.days.length]).toEqual([3, 4]);
    expect(outlook.warnings.map((w) => w.code)).not.toContain("FORECAST_SHORTENED");
  });
});

describe("an ensemble answer's runs", () => {
  it("are said to be fewer than the model's: 5 runs of GEFS's 31", () => {
    const outlook = outlookCountry(input(generated("CH", 5)), { model: "gfs_seamless" });
    expect(outlook.warnings).toEqual([
      {
        code: "FEW_MEMBERS",
        path: "hourly",
        message: "5 runs of NOAA GEFS's 31: the odds are of the runs the answer has",
      },
    ]);
    expect(outlookCountry(input(generated("CH", 31, 2)), { model: "gfs_seamless" }).warnings).toEqual([]);
    // a model vansky does not plan for has no count to check
    expect(outlookCountry(input(generated("CH", 5)), { model: "icon_seamless" }).warnings).toEqual([]);
  });
});
