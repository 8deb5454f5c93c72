/**
 * Every ensemble answer checked before it counts (issue 41, part 4; review N10): a member with only nulls of a
 * variable, values that stop in one member or in all, fewer runs than the model has, a single run.
 */
import { describe, expect, it } from "vitest";
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
