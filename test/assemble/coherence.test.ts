/**
 * The coherence laws (coherence.ts) over both world sets scored on each of their seven days: 250 countries × 7 days
 * × 2 sets = 3 500 records, `now` moved one day at a time from 12:00 UTC, as the messages review of 2026-11-28 read
 * them (its N1-N6, N9-N11, N23). Each law is a test of its own and fails on the first record that breaks it, naming
 * the record and what broke. Each response is parsed once and each record explained once, for every law.
 */
import { describe, expect, it } from "vitest";
import { LAWS, type Subject } from "./coherence.js";
import { worldSubjects } from "./coherence-world.js";

const SUBJECTS: readonly Subject[] = worldSubjects();

describe("the coherence laws over both world sets, each of their seven days (3 500 records)", () => {
  it("reads 3 500 records", () => {
    expect(SUBJECTS).toHaveLength(3500);
  });

  for (const law of LAWS) {
    it(law.name, () => {
      let applies = 0;
      for (const s of SUBJECTS) {
        if (law.applies(s)) applies++;
        const broken = law.broken(s);
        if (broken !== null) expect.fail(`${law.name}: broken by ${s.id}: ${broken}`);
      }
      // a law the world sets never speak to proves nothing here (its property test still does)
      expect(applies, `${law.name}: records it applies to`).toBeGreaterThan(0);
    });
  }
});
