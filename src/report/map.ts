/**
 * The world map as one SVG document: each country of the 1:110m shapes (./shapes.ts, territories split from their
 * parents) filled by its record's band, places with a record and no shape (small islands) as dots moved apart where
 * they would hide each other (./dots.ts, a leader line back to their point), countries without a record hatched,
 * stale records and records with warnings outlined, and the legend. Every element of a place carries `data-code`
 * (its code), `data-band` (0-4, `none` without a value, `missing` without a record) and a title; dots are
 * focusable, so a keyboard reaches them as a pointer does.
 */
import { getCountry } from "../countries/index.js";
import { spreadDots } from "./dots.js";
import { escapeText } from "./escape.js";
import { fillOf, type ReportField } from "./fields.js";
import type { Prepared, Row } from "./input.js";
import { HATCH, svgLegend } from "./legend.js";
import { dayOn, percentWords, runsWords } from "./odds.js";
import { MAP_HEIGHT, MAP_WIDTH, project } from "./projection.js";
import { SHAPES } from "./shapes.js";
import { ageWords, count, dateWords, fieldWords, instantWords, NO_DATA } from "./words.js";

/** The radius of a place's dot, px. */
export const DOT_RADIUS = 3;
/** The least distance between two dots' centres, px: two radii, their outlines and a gap, so none hides another. */
export const DOT_GAP = 2 * DOT_RADIUS + 1.5;
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

/** The value a record's title gives of `prepared`'s field: the record's or its age, after the field's name. */
function fieldValue(row: Row, field: Exclude<ReportField, "p_good">): string {
  const value = field === "age" ? ageWords(row.ageHours) : String(row.record[field] ?? NO_DATA);
  return `${fieldWords(field, null, true)} ${value}`;
}

/** What a record's outlook says of the map's date: `good in 30 of 31 runs (probability 95 %)`, or `no data`. */
function oddsValue(row: Row, date: string | null): string {
  const day = dayOn(row.outlook, date);
  const members = row.outlook?.members;
  if (!day || members === undefined) return NO_DATA;
  return `good in ${runsWords(day.members_good, members)} (probability ${percentWords(day.p_good)})`;
}

/**
 * A record's title: name, code and the field's value (`Portugal (PT): van score 84`; the map's date for p_good:
 * `Portugal (PT), Sat 18 Jul: good in 30 of 31 runs (probability 95 %)`), and, when so, stale and the warning count.
 */
export function tooltip(row: Row, prepared: Pick<Prepared, "field" | "date">): string {
  const { record, name } = row;
  const notes = [row.stale ? "stale" : "", row.warnings.length > 0 ? count(row.warnings.length, "warning") : ""];
  const extra = notes.filter(Boolean).join(", ");
  const { field, date } = prepared;
  const text =
    field === "p_good"
      ? `${name} (${record.code})${date === null ? "" : `, ${dateWords(date)}`}: ${oddsValue(row, date)}`
      : `${name} (${record.code}): ${fieldValue(row, field)}`;
  return `${text}${extra ? `; ${extra}` : ""}`;
}

/** The attributes shared by a record's shape and dot. */
function recordAttributes(row: Row): string {
  const code = escapeText(row.record.code);
  return `data-code="${code}" data-band="${row.band ?? "none"}" fill="${fillOf(row.band)}"${outline(row)}`;
}

const title = (text: string) => `<title>${escapeText(text)}</title>`;
const flagged = (row: Row) => row.stale || row.warnings.length > 0;
const px = (v: number) => v.toFixed(1);

/** The shapes of the countries: without a record first, then records, flagged ones last (on top). */
function shapes(prepared: Prepared, rows: readonly Row[]): string {
  const byCode = new Map(rows.map((row) => [row.record.code.toUpperCase(), row]));
  const parts: string[] = [];
  for (const [code, d] of Object.entries(SHAPES)) {
    if (byCode.has(code)) continue;
    const name = getCountry(code)?.name ?? code;
    parts.push(
      `<path data-code="${code}" data-band="missing" fill="${HATCH}" d="${d}">${title(`${name} (${code}): not in this run`)}</path>`,
    );
  }
  for (const row of rows) {
    const d = SHAPES[row.record.code.toUpperCase()];
    if (d !== undefined) parts.push(`<path ${recordAttributes(row)} d="${d}">${title(tooltip(row, prepared))}</path>`);
  }
  return parts.join("");
}

/** The dots of records without a shape (a point id has no place on the map: a row of the table only). */
function dots(prepared: Prepared, rows: readonly Row[]): string {
  const byCode = new Map<string, Row>();
  const points = [];
  for (const row of rows) {
    const code = row.record.code.toUpperCase();
    const country = Object.hasOwn(SHAPES, code) ? undefined : getCountry(code);
    if (!country || byCode.has(code)) continue;
    byCode.set(code, row);
    const [x, y] = project(country.longitude, country.latitude);
    points.push({ code, x, y });
  }
  const placed = spreadDots(points, DOT_GAP);
  const leaders = placed
    .filter((p) => Math.hypot(p.x - p.x0, p.y - p.y0) > DOT_RADIUS)
    .map(
      (p) =>
        `<line x1="${px(p.x0)}" y1="${px(p.y0)}" x2="${px(p.x)}" y2="${px(p.y)}"/>` +
        `<circle cx="${px(p.x0)}" cy="${px(p.y0)}" r="0.8" fill="#333333"/>`,
    );
  const drawn = placed.map((p) => ({ p, row: byCode.get(p.code) as Row }));
  const circles = [...drawn.filter((d) => !flagged(d.row)), ...drawn.filter((d) => flagged(d.row))].map(
    ({ p, row }) => {
      const text = tooltip(row, prepared);
      const stroke = flagged(row) ? "" : ' stroke="#333333" stroke-width="0.6"';
      return (
        `<circle ${recordAttributes(row)}${stroke} cx="${px(p.x)}" cy="${px(p.y)}" r="${DOT_RADIUS}" tabindex="0" ` +
        `role="img" aria-label="${escapeText(text)}">${title(text)}</circle>`
      );
    },
  );
  return `<g class="vs-leaders" stroke="#333333" stroke-width="0.6">${leaders.join("")}</g>${circles.join("")}`;
}

/**
 * What the map shows and when, as its title: `Van score of 250 places, data updated Wed 15 Jul 2026, 12:00 UTC`;
 * a date's odds `Chance of a good day on Wed 15 Jul, 250 places, data updated …`.
 */
export function mapTitle(prepared: Prepared): string {
  const when =
    prepared.updatedAt === null
      ? `as of ${instantWords(prepared.now)}`
      : `data updated ${instantWords(prepared.updatedAt)}`;
  const places = count(prepared.rows.length, "place");
  const what = fieldWords(prepared.field, prepared.date);
  return `${prepared.field === "p_good" ? `${what}, ${places}` : `${what} of ${places}`}, ${when}`;
}

/**
 * The map of prepared records as an SVG document (no XML declaration, so it can also sit inside HTML), with its legend
 * unless `legend` is false (the report page draws it in HTML).
 */
export function mapSvg(prepared: Prepared, legend = true): string {
  const rows = [...prepared.rows.filter((r) => !flagged(r)), ...prepared.rows.filter(flagged)];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" ` +
    `height="${MAP_HEIGHT}" role="group" aria-label="${escapeText(`World map: ${fieldWords(prepared.field, prepared.date, true)}`)}">` +
    `${title(`VanSky map: ${mapTitle(prepared)}`)}${DEFS}<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${OCEAN}"/>` +
    `<g stroke="${BORDER}" stroke-width="0.4" stroke-linejoin="round">${shapes(prepared, rows)}</g>${dots(prepared, rows)}` +
    `${legend ? svgLegend(prepared, MAP_HEIGHT) : ""}</svg>`
  );
}
