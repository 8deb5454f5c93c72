/**
 * Renders every rating curve of the default profile to an SVG in docs/img/ (`npm run docs:curves`), with no
 * dependency: axes, gridlines, the breakpoints and the piecewise-linear curve between them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Curve, interpolate } from "../../src/math/curve.js";
import { defaultProfile } from "../../src/profile/index.js";

interface Chart {
  file: string;
  title: string;
  xLabel: string;
  yLabel: string;
  curve: Curve;
}

const p = defaultProfile;
const charts: Chart[] = [
  {
    file: "van-thermal",
    title: "van_score: thermal comfort",
    xLabel: "day temperature, heat temperature (°C)",
    yLabel: "rating",
    curve: p.van.thermalByApparentMaxC,
  },
  {
    file: "van-sky",
    title: "van_score: sunshine / sky",
    xLabel: "daytime cloud cover (%)",
    yLabel: "rating",
    curve: p.van.skyByCloudPct,
  },
  {
    file: "van-precipitation",
    title: "van_score: precipitation",
    xLabel: "daily precipitation (mm)",
    yLabel: "rating",
    curve: p.van.precipitationByMm,
  },
  {
    file: "van-wind",
    title: "van_score: wind",
    xLabel: "daytime mean wind (km/h)",
    yLabel: "rating",
    curve: p.van.windByMeanKmh,
  },
  {
    file: "sleep-thermal",
    title: "sleep_score: night temperature",
    xLabel: "night mean temperature (°C)",
    yLabel: "rating",
    curve: p.sleep.thermalByNightC,
  },
  {
    file: "sleep-humidity",
    title: "sleep_score: humidity penalty",
    xLabel: "night dew point (°C)",
    yLabel: "points off",
    curve: p.sleep.humidityPenaltyByDewPointC,
  },
  {
    file: "sleep-wind",
    title: "sleep_score: wind penalty",
    xLabel: "night gust max (km/h)",
    yLabel: "points off",
    curve: p.sleep.windPenaltyByGustKmh,
  },
  {
    file: "sleep-rain",
    title: "sleep_score: rain penalty",
    xLabel: "night rain (mm)",
    yLabel: "points off",
    curve: p.sleep.rainPenaltyByMm,
  },
  {
    file: "solar-score",
    title: "solar_score",
    xLabel: "PV yield (kWh per kWp per day)",
    yLabel: "score",
    curve: p.solar.scoreByKWh,
  },
  {
    file: "van-gusts",
    title: "van_score: gust penalty",
    xLabel: "day's gust max (km/h)",
    yLabel: "points off",
    curve: p.van.gustPenaltyByKmh,
  },
  {
    file: "drive-gusts",
    title: "drive_score: gust penalty",
    xLabel: "daylight gust max (km/h)",
    yLabel: "points off",
    curve: p.drive.gustPenaltyByKmh,
  },
  {
    file: "drive-visibility",
    title: "drive_score: visibility penalty",
    xLabel: "minimum visibility (m)",
    yLabel: "points off",
    curve: p.drive.visibilityPenaltyByM,
  },
  {
    file: "drive-heat",
    title: "drive_score: heat penalty",
    xLabel: "air temperature max (°C)",
    yLabel: "points off",
    curve: p.drive.heatPenaltyByAirC,
  },
  {
    file: "sea-water",
    title: "sea_score: water temperature",
    xLabel: "sea surface temperature (°C)",
    yLabel: "rating",
    curve: p.sea.waterByC,
  },
  {
    file: "sea-waves",
    title: "sea_score: waves",
    xLabel: "significant wave height max (m)",
    yLabel: "rating",
    curve: p.sea.wavesByM,
  },
];

const W = 520;
const H = 300;
const M = { left: 56, right: 16, top: 36, bottom: 48 };
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const fmt = (x: number) => (Math.abs(x) >= 100 || Number.isInteger(x) ? x.toFixed(0) : x.toFixed(1));

/** Round steps for an axis spanning `span`. */
function ticks(lo: number, hi: number, count: number): number[] {
  const raw = (hi - lo) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) out.push(Number(t.toFixed(10)));
  return out;
}

function render(chart: Chart): string {
  const xs = chart.curve.map(([x]) => x);
  const pad = (Math.max(...xs) - Math.min(...xs)) * 0.08;
  const x0 = Math.min(...xs) - pad;
  const x1 = Math.max(...xs) + pad;
  const y1 = Math.max(100, ...chart.curve.map(([, y]) => y));
  const sx = (x: number) => M.left + ((x - x0) / (x1 - x0)) * (W - M.left - M.right);
  const sy = (y: number) => H - M.bottom - (y / y1) * (H - M.top - M.bottom);
  const samples = Array.from({ length: 201 }, (_, i) => x0 + ((x1 - x0) * i) / 200);
  const path = samples
    .map((x, i) => `${i ? "L" : "M"}${sx(x).toFixed(1)},${sy(interpolate(chart.curve, x)).toFixed(1)}`)
    .join("");
  const grid = [
    ...ticks(x0, x1, 8).map(
      (t) =>
        `<line x1="${sx(t)}" y1="${M.top}" x2="${sx(t)}" y2="${H - M.bottom}" class="g"/><text x="${sx(t)}" y="${H - M.bottom + 16}" text-anchor="middle">${fmt(t)}</text>`,
    ),
    ...ticks(0, y1, 5).map(
      (t) =>
        `<line x1="${M.left}" y1="${sy(t)}" x2="${W - M.right}" y2="${sy(t)}" class="g"/><text x="${M.left - 6}" y="${sy(t) + 4}" text-anchor="end">${fmt(t)}</text>`,
    ),
  ].join("\n  ");
  const dots = chart.curve
    .map(([x, y]) => `<circle cx="${sx(x).toFixed(1)}" cy="${sy(y).toFixed(1)}" r="3"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="11" role="img">
  <title>${esc(`${chart.title}: ${chart.yLabel} by ${chart.xLabel}`)}</title>
  <style>.g{stroke:#ddd;stroke-width:1}path{fill:none;stroke:#1f6f8b;stroke-width:2}circle{fill:#1f6f8b}text{fill:#333}</style>
  <rect width="${W}" height="${H}" fill="#fff"/>
  <text x="${M.left}" y="20" font-size="14" font-weight="bold">${esc(chart.title)}</text>
  ${grid}
  <line x1="${M.left}" y1="${H - M.bottom}" x2="${W - M.right}" y2="${H - M.bottom}" stroke="#333"/>
  <line x1="${M.left}" y1="${M.top}" x2="${M.left}" y2="${H - M.bottom}" stroke="#333"/>
  <path d="${path}"/>${dots}
  <text x="${(M.left + W - M.right) / 2}" y="${H - 12}" text-anchor="middle">${esc(chart.xLabel)}</text>
  <text transform="translate(16 ${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${esc(chart.yLabel)}</text>
</svg>
`;
}

const dir = fileURLToPath(new URL("../../docs/img/", import.meta.url));
mkdirSync(dir, { recursive: true });
for (const chart of charts) writeFileSync(`${dir}${chart.file}.svg`, render(chart));
console.log(`wrote ${charts.length} curves to docs/img/`);
