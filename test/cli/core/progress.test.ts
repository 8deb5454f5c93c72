/** The progress lines of a run whose stderr is not a terminal, and the tests' filter of them (test/cli/helpers.ts). */
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

  it("is what the CLI tests leave out of stderr, and nothing else is", () => {
    const printed = [
      "vansky: 10/40 requests (25.0 %), 2/s, ETA 15 s\n",
      "vansky: 12/40 requests (30.0 %), 2 failed, 1/s, ETA 23 s\n",
      "vansky: 120 inputs, 24/s\n",
    ];
    const summary = "vansky: 3 fetched, 0 reused, 0 failed, 0 others kept; 2 requests, 44.1 API calls\n";
    expect(`${printed[0]}${summary}${printed[1]}${printed[2]}`.replace(PROGRESS_LINE, "")).toBe(summary);
    expect(
      "vansky: 250 scored, 0 failed in 1.2 s (208 per second, CPU 1.5 s, peak RSS 90 MB)\n".replace(PROGRESS_LINE, ""),
    ).not.toBe("");
  });
});
