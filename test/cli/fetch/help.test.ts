/**
 * `vansky fetch --help` (src/cli/fetch/help.ts) filled as a reader expects: no line past every help's width (114
 * columns), and no line of
 * a paragraph or of an option's description cut short, the next line's first word fitting on it (the review's N21:
 * "A marine failure costs⏎only the marine data").
 */
import { describe, expect, it } from "vitest";
import { HELP_WIDTH as WIDTH } from "../../../src/cli/core/help.js";
import { HELP } from "../../../src/cli/fetch/help.js";

const lines = HELP.split("\n");
/** An option line (`  --name …`, `  CODE...`) or a line of the models' table, which is laid out, not filled. */
const laidOut = (line: string) => /^ {2}\S/.test(line) || /^ {23}\w+ \(.*runs of/.test(line);

describe("vansky fetch --help", () => {
  it("keeps within every help's width", () => {
    expect(lines.filter((line) => line.length > WIDTH)).toEqual([]);
  });

  it("leaves no line of a paragraph or a description short of its next word (no ragged wraps)", () => {
    const ragged: string[] = [];
    for (let i = 0; i + 1 < lines.length; i++) {
      const line = lines[i] as string;
      const next = lines[i + 1] as string;
      if (line === "" || next === "" || laidOut(next) || /^ {23}\w+ \(.*runs of/.test(line)) continue;
      // an option alone on its line (its description on the next) is not a line of the description
      if (/^ {2}-/.test(line) && line.trim().split(" ").length <= 2) continue;
      const word = next.trimStart().split(" ")[0] as string;
      if (line.length + 1 + word.length <= WIDTH) ragged.push(line);
    }
    expect(ragged).toEqual([]);
  });

  it("words the paragraphs the review found cut: a marine failure, the Date header, the waits", () => {
    const text = HELP.replace(/\s+/g, " ");
    expect(text).toContain("A marine failure costs only the marine data");
    expect(text).toContain("An answer is dated by its Date header when");
    expect(text).toContain("Waits longer than 3 s are told on stderr.");
  });

  it("says --days counts the days published, which the forecasts ask one more than (--days 7: forecast_days 8)", () => {
    const at = lines.findIndex((line) => line.startsWith("  --days N"));
    expect(
      lines
        .slice(at, at + 2)
        .join(" ")
        .replace(/ +/g, " "),
    ).toBe(
      " --days N days published, 1 to 16 (default 7; forecasts ask one more; with --ensemble 14, up to the model's horizon)",
    );
  });
});
