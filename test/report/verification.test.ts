/** A verification drawn (src/report/verification.ts): the reliability diagram and the rank histogram as SVG. */
import { describe, expect, it } from "vitest";
import { rankHistogramSvg, reliabilitySvg } from "../../src/report/verification.js";
import { brierOf, rankHistogramOf } from "../../src/verify/scores.js";

describe("reliabilitySvg", () => {
  const summary = brierOf([
    { p: 0.05, happened: false },
    { p: 0.05, happened: false },
    { p: 0.95, happened: true },
    { p: 0.95, happened: false },
  ]);
  const svg = reliabilitySvg(summary, "p_good <lead 0>");

  it("is a standalone SVG document whose title is text, never markup", () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 240"/);
    expect(svg).toContain("<title>p_good &lt;lead 0&gt;</title>");
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("draws a dot per bin with forecasts at (its mean forecast, its frequency), with its count, and the diagonal", () => {
    // frame x 44..300, y 196..28: (0.05, 0) at (56.8, 196), (0.95, 0.5) at (287.2, 112)
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg).toContain('<circle cx="56.8" cy="196"');
    expect(svg).toContain('<circle cx="287.2" cy="112"');
    expect(svg).toContain("2 forecasts, observed 0.50");
    expect(svg).toContain('<line x1="44" y1="196" x2="300" y2="28" stroke="#888" stroke-dasharray="4 3"/>');
  });

  it("sizes each dot by its count against the largest (2 + 5√(n/most): 7 for both) and writes the count beside it", () => {
    expect(svg.match(/ r="7"/g)).toHaveLength(2);
    // the count 2 px right of the dot's edge and 2 px up: (56.8 + 7 + 2, 196 - 2), (287.2 + 9, 112 - 2)
    expect(svg).toContain('<text x="65.8" y="194">2</text>');
    expect(svg).toContain('<text x="296.2" y="110">2</text>');
    // one dot of one forecast beside one of three: √(1/3) × 5 + 2 = 4.9
    const uneven = brierOf([0.05, 0.05, 0.05, 0.95].map((p) => ({ p, happened: false })));
    expect(reliabilitySvg(uneven, "t")).toMatch(
      /<circle cx="56.8" cy="196" r="7"[\s\S]*<circle cx="287.2" cy="196" r="4.9"/,
    );
  });

  it("frames the plot with ticks at 0, 0.5 and 1 on both axes, the axes named and the title centred", () => {
    // the x ticks 12 px under the frame (196 + 12), the y ticks 4 px left of it and 3 px below their height
    for (const [t, x, y] of [
      ["0", 44, 199],
      ["0.5", 172, 115],
      ["1", 300, 31],
    ] as const) {
      expect(svg).toContain(`<text x="${x}" y="208" text-anchor="middle">${t}</text>`);
      expect(svg).toContain(`<text x="40" y="${y}" text-anchor="end">${t}</text>`);
    }
    expect(svg).toContain('<rect x="44" y="28" width="256" height="168" fill="none" stroke="#888"/>');
    expect(svg).toContain('<text x="172" y="232" text-anchor="middle">forecast probability</text>');
    expect(svg).toContain(
      '<text transform="translate(10 112) rotate(-90)" text-anchor="middle">observed frequency</text>',
    );
    expect(svg).toContain('<text x="160" y="16" text-anchor="middle" font-weight="bold">p_good &lt;lead 0&gt;</text>');
  });
});

describe("rankHistogramSvg", () => {
  it("draws eight bars of observed shares, the expected share as a line over each, and the verdict", () => {
    const values = [10, 20, 30, 40, 50, 60, 70];
    const rank = rankHistogramOf(Array.from({ length: 10 }, () => ({ n: 21, values, y: 5 })));
    const svg = rankHistogramSvg(rank, "ranks");
    expect(svg.match(/<rect x="\d/g)?.length).toBe(9); // the frame and eight bars
    expect(svg).toContain("<title>&lt;min: 10.0 observed, 0.5 expected</title>");
    expect(svg).toContain("over-confident: 100 % outside p10-p90, 18 % expected");
  });

  it("scales the bars to the tallest share, the expected lines likewise, each bin named under its bar", () => {
    // four days: two below the lowest value, one between p25 and p50, one above the highest; shares 0.5, 0.25,
    // 0.25 of the tallest 0.5; a reliable ensemble of 21 gives 1, 1, 4, 5, 6, 3, 1, 1 of 22 per bin
    const values = [10, 20, 30, 40, 50, 60, 70];
    const rank = rankHistogramOf([5, 5, 35, 75].map((y) => ({ n: 21, values, y })));
    const svg = rankHistogramSvg(rank, "ranks");
    // bars 32 px wide at 44 + 32 i, drawn 2 px in: 28 wide; the frame 168 high from y 28
    expect(svg).toContain('<rect x="46" y="28" width="28" height="168"');
    expect(svg).toContain('<rect x="142" y="112" width="28" height="84"');
    expect(svg).toContain('<rect x="270" y="112" width="28" height="84"');
    expect(svg).toContain('<rect x="78" y="196" width="28" height="0"');
    // expected 6/22 in the p50 bin, over the tallest 0.5: at 28 + (1 - 0.545) × 168 = 104.4; 1/22 below the lowest: 180.7
    expect(svg).toContain('<line x1="172" x2="204" y1="104.4" y2="104.4" stroke="#000" stroke-width="2"/>');
    expect(svg).toContain('<line x1="44" x2="76" y1="180.7" y2="180.7" stroke="#000" stroke-width="2"/>');
    const names = [...svg.matchAll(/<text x="([\d.]+)" y="208" text-anchor="middle">([^<]*)<\/text>/g)];
    expect(names.map((m) => [Number(m[1]), m[2]])).toEqual([
      [60, "&lt;min"],
      [92, "min"],
      [124, "p10"],
      [156, "p25"],
      [188, "p50"],
      [220, "p75"],
      [252, "p90"],
      [284, "&gt;max"],
    ]);
    // three of four outside p10-p90 (bins 0, 1, 6, 7) against 4 of 22: z = 2.95, within 3
    expect(svg).toContain(
      '<text x="172" y="232" text-anchor="middle">consistent: 75 % outside p10-p90, 18 % expected</text>',
    );
  });
});
