/**
 * The world map as one SVG document: each country of the 1:110m shapes (./shapes.ts) filled by its record's band,
 * countries with a record and no shape (small islands) as dots at the country table's point, countries without a
 * record hatched, stale records and records with warnings outlined, and the legend. Every element of a country
 * carries `data-code` (its code) and `data-band` (0-4, `none` without a value, `missing` without a record).
 */
import { getCountry } from "../countries/index.js";
import { escapeText } from "./escape.js";
import { fillOf, legendOf } from "./fields.js";
import type { Prepared, Row } from "./input.js";
import { MAP_HEIGHT, MAP_WIDTH, project } from "./projection.js";
import { SHAPES } from "./shapes.js";

/** The radius of a country's dot, px. */
export const DOT_RADIUS = 3;
/** The fill of the hatch pattern of countries without a record. */
export const HATCH = "url(#vs-hatch)";
const OCEAN = "#f4f7fa";
const BORDER = "#ffffff";

const DEFS =
  '<defs><pattern id="vs-hatch" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
  '<rect width="4" height="4" fill="#ffffff"/><path d="M0 0v4" stroke="#9a9a9a" stroke-width="1.4"/></pattern></defs>';

/** The outline of a flagged record: black dashes when stale, solid red-orange (#d55e00, Okabe-Ito) for warnings. */
function outline(row: Row): string {
  if (row.stale) return ' stroke="#000000" stroke-width="1.2" stroke-dasharray="3 2"';
  return row.warnings.length > 0 ? ' stroke="#d55e00" stroke-width="1.2"' : "";
}

/** A record's tooltip: name, code, the field's value and, when so, stale and the warning count. */
function tooltip(row: Row, field: Prepared["field"]): string {
  const { record, name, ageHours } = row;
  const value = field === "age" ? (ageHours === null ? null : `${ageHours.toFixed(1)} h`) : record[field];
  const notes = [row.stale ? "stale" : "", row.warnings.length > 0 ? `${row.warnings.length} warning(s)` : ""];
  const extra = notes.filter(Boolean).join(", ");
  return `${name} (${record.code}): ${field} ${value ?? "no value"}${extra ? `; ${extra}` : ""}`;
}

/** The attributes shared by a record's shape and dot. */
function recordAttributes(row: Row): string {
  const code = escapeText(row.record.code);
  return `data-code="${code}" data-band="${row.band ?? "none"}" fill="${fillOf(row.band)}"${outline(row)}`;
}

const title = (text: string) => `<title>${escapeText(text)}</title>`;
const flagged = (row: Row) => row.stale || row.warnings.length > 0;

/** The shapes and dots of the countries: without a record first, then records, flagged ones last (on top). */
function countries(prepared: Prepared): string {
  const byCode = new Map(prepared.rows.map((row) => [row.record.code.toUpperCase(), row]));
  const parts: string[] = [];
  for (const [code, d] of Object.entries(SHAPES)) {
    if (byCode.has(code)) continue;
    const name = getCountry(code)?.name ?? code;
    parts.push(
      `<path data-code="${code}" data-band="missing" fill="${HATCH}" d="${d}">${title(`${name} (${code}): no record`)}</path>`,
    );
  }
  const rows = [...byCode.values()];
  for (const row of [...rows.filter((r) => !flagged(r)), ...rows.filter(flagged)]) {
    const code = row.record.code.toUpperCase();
    const attributes = recordAttributes(row);
    const text = title(tooltip(row, prepared.field));
    const d = Object.hasOwn(SHAPES, code) ? SHAPES[code] : undefined;
    if (d !== undefined) parts.push(`<path ${attributes} d="${d}">${text}</path>`);
    else {
      const country = getCountry(code);
      if (!country) continue; // a point id: no place on the map, a row of the table only
      const [x, y] = project(country.longitude, country.latitude).map((v) => v.toFixed(1));
      const stroke = flagged(row) ? "" : ' stroke="#333333" stroke-width="0.6"';
      parts.push(`<circle ${attributes}${stroke} cx="${x}" cy="${y}" r="${DOT_RADIUS}">${text}</circle>`);
    }
  }
  return parts.join("");
}

const LEGEND_ROW = 15;

/** The legend in the South Pacific: the field, its bands, no value, no record, stale and warnings. */
function legend(prepared: Prepared): string {
  const entries = [
    ...legendOf(prepared.field, prepared.maxAgeHours).map((e) => ({ fill: fillOf(e.band), text: e.text, extra: "" })),
    { fill: fillOf(null), text: "no value", extra: "" },
    { fill: HATCH, text: "no record", extra: ' stroke="#9a9a9a"' },
    { fill: "none", text: `stale (over ${prepared.maxAgeHours} h)`, extra: ' stroke="#000000" stroke-dasharray="3 2"' },
    { fill: "none", text: "warnings", extra: ' stroke="#d55e00"' },
  ];
  const top = MAP_HEIGHT - 14 - LEGEND_ROW * (entries.length + 1);
  const items = entries.map(
    (e, i) =>
      `<rect x="0" y="${LEGEND_ROW * (i + 1)}" width="16" height="11" fill="${e.fill}"${e.extra}/>` +
      `<text x="22" y="${LEGEND_ROW * (i + 1) + 10}">${escapeText(e.text)}</text>`,
  );
  return (
    `<g class="vs-legend" transform="translate(18 ${top})" font-size="11" font-family="system-ui, sans-serif">` +
    `<text y="10" font-weight="bold">${escapeText(prepared.field)}</text>${items.join("")}</g>`
  );
}

/** The map of prepared records as an SVG document (no XML declaration, so it can also sit inside HTML). */
export function mapSvg(prepared: Prepared): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" ` +
    `height="${MAP_HEIGHT}" role="img" aria-label="${escapeText(`World map of ${prepared.field}`)}">` +
    `${DEFS}<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${OCEAN}"/>` +
    `<g stroke="${BORDER}" stroke-width="0.4" stroke-linejoin="round">${countries(prepared)}</g>${legend(prepared)}</svg>`
  );
}
