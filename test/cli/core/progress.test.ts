/**
 * Progress lines and the summary line on stderr (src/cli/core/progress.ts): counts as English sentences write them,
 * and the tests' filter of the plain progress lines (test/cli/helpers.ts).
 */
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Progress } from "../../../src/cli/core/progress.js";
import { PROGRESS_LINE } from "../helpers.js";

function stream() {
  const lines: string[] = [];
  return {
    lines,
    write: (chunk: string) => lines.push(chunk) > 0,
    isTTY: false,
  } as unknown as NodeJS.WritableStream & {
    lines: string[];
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Progress on a stderr that is not a terminal", () => {
  it("writes a plain line once 5 s have passed since the last, with count, share, rate and time left", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    const err = stream();
    const progress = new Progress(err, 40, false, "requests");
    vi.advanceTimersByTime(4_999);
    progress.tick(5, 0);
    expect(err.lines).toEqual([]);
    vi.advanceTimersByTime(1);
    progress.tick(5, 0);
    // 10 of 40 in 5 s: 2 a second, 30 left at 2/s take 15 s
    expect(err.lines).toEqual(["vansky: 10/40 requests (25.0 %), 2/s, ETA 15 s\n"]);
    vi.advanceTimersByTime(5_000);
    progress.tick(0, 2);
    // 12 of 40 (2 failed) in 10 s: 1.2/s printed 1, 28 left take 23.3 s
    expect(err.lines[1]).toBe("vansky: 12/40 requests (30.0 %), 2 failed, 1/s, ETA 23 s\n");
  });

  it("sums up a run with its thousands grouped (review N25: 12,500 scored, not 12500)", () => {
    const out = new PassThrough();
    let text = "";
    out.on("data", (chunk: Buffer) => {
      text += chunk;
    });
    const progress = new Progress(out, 14_000, false);
    progress.tick(12_500, 1500);
    progress.finish(2000);
    expect(text).toMatch(/^vansky: 12,500 scored, 1,500 failed, 2,000 stale in [\d.]+ s \([\d,]+ per second, CPU /);
    expect(progress.scored).toBe(12_500);
    expect(progress.failures).toBe(1500);
  });

  it("is what the CLI tests leave out of stderr, and nothing else is", () => {
    const printed = [
      "vansky: 10/40 requests (25.0 %), 2/s, ETA 15 s\n",
      "vansky: 12,500/14,000 inputs (89.3 %), 1,500 failed, 1,250/s, ETA 1 s\n",
      "vansky: 120 inputs, 24/s\n",
    ];
    const summary = "vansky: 3 fetched, 0 reused, 0 failed, 0 others kept; 2 requests, 44.1 API calls\n";
    expect(`${printed[0]}${summary}${printed[1]}${printed[2]}`.replace(PROGRESS_LINE, "")).toBe(summary);
    const scored = "vansky: 12,500 scored, 0 failed in 1.2 s (10,417 per second, CPU 1.5 s, peak RSS 90 MB)\n";
    expect(scored.replace(PROGRESS_LINE, "")).toBe(scored);
  });
});
