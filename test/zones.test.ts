/** The suite's own machine time zone (vitest.config.ts): set for the test workers and the processes they start. */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SUITE_TZ } from "../vitest.config.js";

describe("the suite's machine time zone", () => {
  it("is Pacific/Chatham in the test workers: 2026-01-15 is in its summer, UTC+13:45", () => {
    expect(SUITE_TZ).toBe("Pacific/Chatham");
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Pacific/Chatham");
    // getTimezoneOffset is UTC minus local time, in minutes: -(13 × 60 + 45)
    expect(new Date("2026-01-15T00:00:00Z").getTimezoneOffset()).toBe(-825);
  });

  it("is inherited by the processes the tests start (the CLI's)", () => {
    const zone = execFileSync(process.execPath, ["-p", "Intl.DateTimeFormat().resolvedOptions().timeZone"], {
      encoding: "utf8",
    });
    expect(zone.trim()).toBe("Pacific/Chatham");
  });
});
