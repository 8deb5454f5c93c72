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
});
