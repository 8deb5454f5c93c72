/** Progress and the summary line on stderr (src/cli/core/progress.ts): counts as English sentences write them. */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { Progress } from "../../../src/cli/core/progress.js";

describe("Progress", () => {
  it("sums up a run with its thousands grouped (review N25: 12,500 scored, not 12500)", () => {
    const stream = new PassThrough();
    let text = "";
    stream.on("data", (chunk: Buffer) => {
      text += chunk;
    });
    const progress = new Progress(stream, 14_000, false);
    progress.tick(12_500, 1500);
    progress.finish(2000);
    expect(text).toMatch(/^vansky: 12,500 scored, 1,500 failed, 2,000 stale in [\d.]+ s \([\d,]+ per second, CPU /);
    expect(progress.scored).toBe(12_500);
    expect(progress.failures).toBe(1500);
  });
});
