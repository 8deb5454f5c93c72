/**
 * The map's legend, in the map (the SVG alone) or as HTML beside it (the report page, where it stays readable at
 * any width): the field's bands best first, then no data, no record, stale and warnings, in readers' words.
 */
import { escapeText } from "./escape.js";
import { fillOf, legendOf } from "./fields.js";
import type { Prepared } from "./input.js";
import { fieldWords, hoursWords, NO_DATA } from "./words.js";

/** The fill of the hatch pattern of countries without a record. */
export const HATCH = "url(#vs-hatch)";

/** How a legend entry's swatch is drawn: a fill, the hatch, or an outline (dashed for stale). */
type Swatch =
  | { readonly fill: string }
  | { readonly hatch: true }
  | { readonly outline: string; readonly dashed: boolean };

interface Entry {
  readonly swatch: Swatch;
  readonly text: string;
}

/** The legend's title and entries for `prepared`'s field. */
function entries(prepared: Prepared): { title: string; items: Entry[] } {
  const bands = legendOf(prepared.field, prepared.maxAgeHours);
  return {
    title: fieldWords(prepared.field, prepared.date),
    items: [
      ...bands.map((e) => ({ swatch: { fill: fillOf(e.band) }, text: e.text })),
      { swatch: { fill: fillOf(null) }, text: `${NO_DATA} for this field` },
      { swatch: { hatch: true }, text: "not in this run" },
      { swatch: { outline: "#000000", dashed: true }, text: `stale: older than ${hoursWords(prepared.maxAgeHours)}` },
      { swatch: { outline: "#d55e00", dashed: false }, text: "with warnings" },
    ],
  };
}

const ROW = 15;

/** The legend drawn in the map, in the South Pacific (`height`: the map's). */
export function svgLegend(prepared: Prepared, height: number): string {
  const { title, items } = entries(prepared);
  const top = height - 14 - ROW * (items.length + 1);
  const rows = items.map(({ swatch, text }, i) => {
    const y = ROW * (i + 1);
    const paint =
      "fill" in swatch
        ? `fill="${swatch.fill}"`
        : "hatch" in swatch
          ? `fill="${HATCH}" stroke="#9a9a9a"`
          : `fill="none" stroke="${swatch.outline}"${swatch.dashed ? ' stroke-dasharray="3 2"' : ""}`;
    return `<rect x="0" y="${y}" width="16" height="11" ${paint}/><text x="22" y="${y + 10}">${escapeText(text)}</text>`;
  });
  return (
    `<g class="vs-legend" transform="translate(18 ${top})" font-size="11" font-family="system-ui, sans-serif">` +
    `<text y="10" font-weight="bold">${escapeText(title)}</text>${rows.join("")}</g>`
  );
}

/** The legend as an HTML list for the report page (its swatches styled by the page's `.sw` rules). */
export function htmlLegend(prepared: Prepared): string {
  const { title, items } = entries(prepared);
  const rows = items.map(({ swatch, text }) => {
    const style =
      "fill" in swatch
        ? ` style="background:${swatch.fill}"`
        : "hatch" in swatch
          ? ' class="sw hatch"'
          : ` style="border:2px ${swatch.dashed ? "dashed" : "solid"} ${swatch.outline}"`;
    const span = style.startsWith(" class") ? `<span${style}></span>` : `<span class="sw"${style}></span>`;
    return `<li>${span}${escapeText(text)}</li>`;
  });
  return `<div class="vs-legend" id="vs-legend"><b>${escapeText(title)}</b><ul>${rows.join("")}</ul></div>`;
}
