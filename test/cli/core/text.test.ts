/** The commands' English (src/cli/core/text.ts): counts with CLDR's plural, lists, lengths of time and sizes. */

import { describe, expect, it } from "vitest";
import { bytes, count, grouped, listed, nounFor, span } from "../../../src/cli/core/text.js";
import { fc, test } from "../../prop.js";

describe("count", () => {
  it("says one thing in the singular and every other number in the plural, fractions too", () => {
    expect(count(1, "request")).toBe("1 request");
    expect(count(0, "request")).toBe("0 requests");
    expect(count(2, "request")).toBe("2 requests");
    expect(count(1.6, "API call")).toBe("1.6 API calls");
    // thousands grouped as English sentences write them (review N25): 10,000, not 10000
    expect(count(10_000, "call")).toBe("10,000 calls");
    expect(count(2500, "record")).toBe("2,500 records");
    expect(count(1741.5, "API call")).toBe("1,741.5 API calls");
    expect(count(999, "record")).toBe("999 records");
    expect(grouped(1_234_567)).toBe("1,234,567");
    expect(count(21, "input")).toBe("21 inputs");
    expect(count(1, "full refresh", "full refreshes")).toBe("1 full refresh");
    expect(count(5, "full refresh", "full refreshes")).toBe("5 full refreshes");
    expect(nounFor(1, "other", "others")).toBe("other");
    expect(nounFor(3, "other", "others")).toBe("others");
  });
});

describe("grouped", () => {
  it("groups the whole part by thousands and keeps the fraction and the sign", () => {
    expect(grouped(0)).toBe("0");
    expect(grouped(999)).toBe("999");
    expect(grouped(1000)).toBe("1,000");
    expect(grouped(-1234.5)).toBe("-1,234.5");
    expect(grouped(123_456_789.25)).toBe("123,456,789.25");
  });

  // the law it replaces Intl.NumberFormat by, over the numbers the commands write: counts and tenths of calls
  test.prop([fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), fc.constantFrom(1, 10, 100)])(
    "writes what Intl.NumberFormat('en') writes for whole numbers, tenths and hundredths",
    (n, per) => {
      expect(grouped(n / per)).toBe(new Intl.NumberFormat("en", { maximumFractionDigits: 20 }).format(n / per));
    },
  );
});

describe("listed", () => {
  it("joins with commas and the last word", () => {
    expect(listed([])).toBe("");
    expect(listed(["json"])).toBe("json");
    expect(listed(["json", "ndjson"])).toBe("json or ndjson");
    expect(listed(["keep", "drop", "fail"])).toBe("keep, drop or fail");
    expect(listed(["a", "b"], "and")).toBe("a and b");
  });
});

describe("span", () => {
  it("rounds to seconds below 100 s, minutes below 100 min, hours and minutes below 48 h, then days", () => {
    expect(span(0)).toBe("0 s");
    expect(span(4000)).toBe("4 s");
    expect(span(99_400)).toBe("99 s");
    expect(span(99_500)).toBe("2 min");
    expect(span(5 * 60_000)).toBe("5 min");
    expect(span(99 * 60_000)).toBe("99 min");
    expect(span(100 * 60_000)).toBe("1 h 40 min");
    expect(span(3 * 3_600_000)).toBe("3 h");
    expect(span(18 * 3_600_000)).toBe("18 h");
    expect(span(47 * 3_600_000 + 59 * 60_000)).toBe("47 h 59 min");
    expect(span(48 * 3_600_000)).toBe("2 days");
    expect(span(135 * 86_400_000)).toBe("135 days");
  });

  it("gives the length of a negative span: how far, not which way", () => {
    expect(span(-6000)).toBe("6 s");
    expect(span(-86_400_000)).toBe("24 h");
  });
});

describe("bytes", () => {
  it("writes SI units, a decimal below 100 of them", () => {
    expect(bytes(999)).toBe("999 B");
    expect(bytes(1000)).toBe("1 kB");
    expect(bytes(10_000)).toBe("10 kB");
    expect(bytes(144_048)).toBe("144 kB");
    expect(bytes(14_404_800)).toBe("14.4 MB");
    expect(bytes(999_499_999)).toBe("999 MB");
    expect(bytes(1_500_000_000)).toBe("1.5 GB");
  });
});
