/**
 * The shared option parser (src/cli/core/args.ts): every command line read in vansky's own words, and each kind of
 * value checked in the one pattern `--name expects …, got "…"`.
 */
import { describe, expect, it } from "vitest";
import { boolean, choice, durationWords, parseOptions, size, wholeNumber } from "../../../src/cli/core/args.js";

const OPTIONS = {
  out: { type: "string" },
  workers: { type: "string" },
  quiet: { type: "boolean", default: false },
} as const;

const message = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a usage error");
};

describe("parseOptions", () => {
  it("takes a value starting with a dash, joined or not, and keeps - and what follows -- as positionals", () => {
    const { values, positionals } = parseOptions(
      ["--workers", "-1", "-", "--out=-x", "--quiet", "--", "--workers"],
      OPTIONS,
    );
    expect(values).toEqual({ workers: "-1", out: "-x", quiet: true });
    expect(positionals).toEqual(["-", "--workers"]);
  });

  it("names an unknown option, a missing value and a value given to a switch in one line each", () => {
    expect(message(() => parseOptions(["--colour"], OPTIONS))).toBe('unknown option "--colour"');
    expect(message(() => parseOptions(["-q"], OPTIONS))).toBe('unknown option "-q"');
    expect(message(() => parseOptions(["--colour=red"], OPTIONS))).toBe('unknown option "--colour"');
    expect(message(() => parseOptions(["--workers"], OPTIONS))).toBe("--workers expects a value, got nothing");
    expect(message(() => parseOptions(["--workers", "--quiet"], OPTIONS))).toBe(
      "--workers expects a value, got nothing",
    );
    expect(message(() => parseOptions(["--workers", "--"], OPTIONS))).toBe("--workers expects a value, got nothing");
    expect(message(() => parseOptions(["--quiet=yes"], OPTIONS))).toBe('--quiet takes no value, got "yes"');
  });
});

describe("option values", () => {
  it("quotes the value given after what was expected", () => {
    expect(message(() => wholeNumber("30", "days", 7, 1, 16))).toBe(
      '--days expects a whole number from 1 to 16, got "30"',
    );
    expect(message(() => wholeNumber("0", "concurrency", 4, 1))).toBe(
      '--concurrency expects a whole number of at least 1, got "0"',
    );
    expect(message(() => wholeNumber("-1", "workers", 2))).toBe('--workers expects a whole number, got "-1"');
    expect(message(() => choice("xml", "format", ["json", "ndjson"], "json"))).toBe(
      '--format expects json or ndjson, got "xml"',
    );
    expect(message(() => choice("x", "field", ["a", "b", "c", "d"], "a"))).toBe(
      '--field expects one of a, b, c, d, got "x"',
    );
    expect(message(() => boolean("yes", "is-coastal"))).toBe('--is-coastal expects true or false, got "yes"');
  });

  it("reads sizes in bytes and SI units, and nothing below a byte", () => {
    expect(size("800000", "max-body")).toBe(800_000);
    expect(size("500kB", "max-body")).toBe(500_000);
    expect(size("64MB", "max-body")).toBe(64_000_000);
    expect(size("1.5GB", "max-body")).toBe(1_500_000_000);
    expect(size("2 mb", "max-body")).toBe(2_000_000);
    expect(size("1B", "max-body")).toBe(1);
    for (const bad of ["0", "0.4", "1 MiB", "MB", "-5MB", ""])
      expect(
        message(() => size(bad, "max-body")),
        bad,
      ).toBe(`--max-body expects a size such as 500kB, 64MB or 1GB, got ${JSON.stringify(bad)}`);
  });
});

describe("durationWords", () => {
  it("says a duration option's value as a sentence does, its number and unit apart (review N22: 12 h, not 12h)", () => {
    expect(durationWords("12h")).toBe("12 h");
    expect(durationWords("30m")).toBe("30 min");
    expect(durationWords("1.5h")).toBe("1.5 h");
    expect(durationWords("500ms")).toBe("500 ms");
    expect(durationWords("45s")).toBe("45 s");
    expect(durationWords("1d")).toBe("1 day");
    expect(durationWords("2d")).toBe("2 days");
    expect(durationWords("10000s")).toBe("10,000 s");
    expect(durationWords("soon")).toBe("soon");
  });
});
