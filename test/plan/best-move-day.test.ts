import { describe, expect, it } from "vitest";
import { bestMoveDay } from "../../src/plan/best-move-day.js";
import { fc, test } from "../prop.js";

describe("bestMoveDay", () => {
  it("takes the best drive score, then the higher van score, then the earliest day", () => {
    const days = [
      { date: "2026-07-15", drive_score: 80, van_score: 90 },
      { date: "2026-07-16", drive_score: 95, van_score: 60 },
      { date: "2026-07-17", drive_score: 95, van_score: 70 },
      { date: "2026-07-18", drive_score: 95, van_score: 70 },
    ];
    expect(bestMoveDay(days)?.date).toBe("2026-07-17");
    expect(bestMoveDay([])).toBeUndefined();
  });

  it("lets a higher van score break only a tie: it never outweighs a lower drive score", () => {
    const days = [
      { date: "2026-07-15", drive_score: 95, van_score: 60 },
      { date: "2026-07-16", drive_score: 94, van_score: 99 },
    ];
    expect(bestMoveDay(days)?.date).toBe("2026-07-15");
  });
});

const score = fc.integer({ min: 0, max: 100 });
/** One to eight consecutive days from 2026-07-10, in date order. */
const days = fc
  .array(fc.record({ drive_score: score, van_score: score }), { minLength: 1, maxLength: 8 })
  .map((ds) => ds.map((d, i) => ({ date: `2026-07-${10 + i}`, ...d })));

test.prop([days], { numRuns: 200 })(
  "no day beats the best: a higher drive score, or equal with a higher van score",
  (ds) => {
    const best = bestMoveDay(ds);
    for (const d of ds) {
      expect(d.drive_score <= (best?.drive_score ?? -1)).toBe(true);
      if (d.drive_score === best?.drive_score) expect(d.van_score <= best.van_score).toBe(true);
    }
    // among the days that tie with it on both scores, it is the first (the earliest date)
    const first = ds.find((d) => d.drive_score === best?.drive_score && d.van_score === best.van_score);
    expect(best).toBe(first);
  },
);
