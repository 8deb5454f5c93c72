/**
 * The map's classes: a record's field as one of five bands (scores by the contract's label bands, words by their
 * level, age by the stale limit's quarter, half, whole and double) and the legends of the word fields, worked by hand.
 */
import { describe, expect, it } from "vitest";
import { ageBand, bandOf, fillOf, legendOf, NO_VALUE_FILL, PALETTE, scoreBand } from "../../src/report/fields.js";

/** A record with only the fields a band reads (the others are never looked at). */
const record = (fields: Record<string, unknown>) => fields as unknown as Parameters<typeof bandOf>[0];

describe("ageBand", () => {
  it.each([
    // a stale limit of 12 h: bands end at 3, 6, 12 and 24 h, each bound in the younger band
    [0, 4],
    [3, 4],
    [3.01, 3],
    [6, 3],
    [6.01, 2],
    [12, 2],
    [12.01, 1],
    [24, 1],
    [24.01, 0],
    [240, 0],
  ])("puts an age of %s h (limit 12 h) in band %s", (hours, band) => {
    expect(ageBand(hours, 12)).toBe(band);
  });
});

describe("bandOf", () => {
  it("bands a score by the contract's label bands, each floor in the band above", () => {
    expect(
      [79, 80, 59, 60, 19, 20, 0, 100].map((v) => bandOf(record({ van_score: v }), "van_score", null, 12)),
    ).toEqual([3, 4, 2, 3, 0, 1, 0, 4]);
    expect(scoreBand(39.5)).toBe(1);
  });

  it("bands the word fields by their level, and a word it does not know, or no value, as none", () => {
    const r = record({ condensation_risk: "medium", awning_status: "retract", score_label: "ideal" });
    expect(bandOf(r, "condensation_risk", null, 12)).toBe(2);
    expect(bandOf(r, "awning_status", null, 12)).toBe(0);
    expect(bandOf(r, "score_label", null, 12)).toBe(4);
    expect(bandOf(record({ awning_status: "toString" }), "awning_status", null, 12)).toBeNull();
    expect(bandOf(record({ awning_status: "bogus" }), "awning_status", null, 12)).toBeNull();
    expect(bandOf(record({ condensation_risk: null }), "condensation_risk", null, 12)).toBeNull();
    expect(bandOf(record({ sea_score: null }), "sea_score", null, 12)).toBeNull();
  });

  it("bands the record's age, none when it is unknown, and never a p_good (an outlook's)", () => {
    expect(bandOf(record({}), "age", 2, 12)).toBe(4);
    expect(bandOf(record({}), "age", 13, 12)).toBe(1);
    expect(bandOf(record({}), "age", null, 12)).toBeNull();
    expect(bandOf(record({}), "p_good", 1, 12)).toBeNull();
  });

  it("fills a band with its colour of the palette, no value grey", () => {
    expect([fillOf(0), fillOf(4), fillOf(null)]).toEqual(["#440154", "#fde725", NO_VALUE_FILL]);
    expect(PALETTE).toHaveLength(5);
  });
});

describe("legendOf", () => {
  it("words the word fields' bands, best first", () => {
    expect(legendOf("condensation_risk", 12)).toEqual([
      { band: 4, text: "low" },
      { band: 2, text: "medium" },
      { band: 0, text: "high" },
    ]);
    expect(legendOf("awning_status", 12)).toEqual([
      { band: 4, text: "safe" },
      { band: 2, text: "caution" },
      { band: 0, text: "retract" },
    ]);
  });

  it("words a score's and a share's bands with their ranges, best first", () => {
    expect(legendOf("drive_score", 12).map((e) => e.text)).toEqual([
      "ideal ≥ 80",
      "comfortable 60–79",
      "acceptable 40–59",
      "harsh 20–39",
      "extreme < 20",
    ]);
    expect(legendOf("p_good", 12)[0]).toEqual({ band: 4, text: "probability 80 % or more" });
  });
});
