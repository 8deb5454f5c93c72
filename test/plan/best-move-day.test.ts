import { describe, expect, it } from "vitest";
import { bestMoveDay } from "../../src/plan/best-move-day.js";

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
});
