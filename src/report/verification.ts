/**
 * A verification drawn (`vansky verify --svg`, and for a page to embed): the reliability diagram of a probability
 * (forecast against observed frequency per bin, the diagonal a reliable forecast follows, each bin's count written)
 * and the rank histogram of the van score (observed against what a reliable ensemble gives, per bin of the published
 * quantiles). Standalone SVG documents, 320 × 240, text escaped.
 */
import type { BrierSummary, RankHistogram } from "../verify/scores.js";
import { escapeText } from "./escape.js";
import { PALETTE } from "./fields.js";

const W = 320;
const H = 240;
/** The plot's frame inside the drawing: left, top, width, height. */
const FRAME = { x: 44, y: 28, w: 256, h: 168 };

const svgOf = (title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui,sans-serif" font-size="10">` +
  `<title>${escapeText(title)}</title><rect width="${W}" height="${H}" fill="#fff"/>` +
  `<text x="${W / 2}" y="16" text-anchor="middle" font-weight="bold">${escapeText(title)}</text>${body}</svg>`;

const fixed = (x: number) => Number(x.toFixed(1));
const px = (fraction: number) => fixed(FRAME.x + fraction * FRAME.w);
const py = (fraction: number) => fixed(FRAME.y + (1 - fraction) * FRAME.h);

/** The frame, its 0-1 ticks on both axes and the axis names. */
function axes(xName: string, yName: string): string {
  const ticks = [0, 0.5, 1]
    .map(
      (t) =>
        `<text x="${px(t)}" y="${FRAME.y + FRAME.h + 12}" text-anchor="middle">${t}</text>` +
        `<text x="${FRAME.x - 4}" y="${py(t) + 3}" text-anchor="end">${t}</text>`,
    )
    .join("");
  return (
    `<rect x="${FRAME.x}" y="${FRAME.y}" width="${FRAME.w}" height="${FRAME.h}" fill="none" stroke="#888"/>${ticks}` +
    `<text x="${px(0.5)}" y="${H - 8}" text-anchor="middle">${escapeText(xName)}</text>` +
    `<text transform="translate(10 ${py(0.5)}) rotate(-90)" text-anchor="middle">${escapeText(yName)}</text>`
  );
}

/**
 * The reliability diagram of `summary` (a probability's bins): each bin with forecasts a dot at (its mean forecast,
 * its observed frequency), sized by its count, which is written beside; the diagonal of a reliable forecast dashed.
 */
export function reliabilitySvg(summary: BrierSummary, title: string): string {
  const most = Math.max(1, ...summary.reliability.map((b) => b.count));
  const dots = summary.reliability
    .filter((b) => b.count > 0 && b.forecast !== null && b.observed !== null)
    .map((b) => {
      const r = fixed(2 + 5 * Math.sqrt(b.count / most));
      const [x, y] = [px(b.forecast as number), py(b.observed as number)];
      return (
        `<circle cx="${x}" cy="${y}" r="${r}" fill="${PALETTE[1]}"><title>${b.from.toFixed(1)}-${b.to.toFixed(1)}: ` +
        `${b.count} forecasts, observed ${(b.observed as number).toFixed(2)}</title></circle>` +
        `<text x="${fixed(x + r + 2)}" y="${fixed(y - 2)}">${b.count}</text>`
      );
    })
    .join("");
  const line = `<line x1="${px(0)}" y1="${py(0)}" x2="${px(1)}" y2="${py(1)}" stroke="#888" stroke-dasharray="4 3"/>`;
  return svgOf(title, `${axes("forecast probability", "observed frequency")}${line}${dots}`);
}

/** The rank histogram `rank`: observed counts per bin as bars, what a reliable ensemble gives as a line over them. */
export function rankHistogramSvg(rank: RankHistogram, title: string): string {
  const total = rank.observed.reduce((a, b) => a + b, 0);
  const top = Math.max(
    1e-9,
    ...rank.observed.map((c) => c / Math.max(1, total)),
    ...rank.expected.map((c) => c / Math.max(1, total)),
  );
  const width = FRAME.w / 8;
  const names = ["<min", "min", "p10", "p25", "p50", "p75", "p90", ">max"];
  const bars = rank.observed
    .map((c, i) => {
      const share = c / Math.max(1, total);
      const e = (rank.expected[i] as number) / Math.max(1, total);
      const x = fixed(FRAME.x + i * width);
      return (
        `<rect x="${fixed(x + 2)}" y="${py(share / top)}" width="${fixed(width - 4)}" height="${fixed((share / top) * FRAME.h)}" fill="${PALETTE[2]}">` +
        `<title>${escapeText(`${names[i]}: ${c.toFixed(1)} observed, ${(rank.expected[i] as number).toFixed(1)} expected`)}</title></rect>` +
        `<line x1="${x}" x2="${fixed(x + width)}" y1="${py(e / top)}" y2="${py(e / top)}" stroke="#000" stroke-width="2"/>` +
        `<text x="${fixed(x + width / 2)}" y="${FRAME.y + FRAME.h + 12}" text-anchor="middle">${escapeText(names[i] as string)}</text>`
      );
    })
    .join("");
  const frame = `<rect x="${FRAME.x}" y="${FRAME.y}" width="${FRAME.w}" height="${FRAME.h}" fill="none" stroke="#888"/>`;
  const note = `${rank.verdict}: ${(100 * rank.outside.observed).toFixed(0)} % outside p10-p90, ${(100 * rank.outside.expected).toFixed(0)} % expected`;
  return svgOf(
    title,
    `${frame}${bars}<text x="${px(0.5)}" y="${H - 8}" text-anchor="middle">${escapeText(note)}</text>`,
  );
}
