/**
 * Figure 9, bounded answers: the peak RSS of `vansky fetch --all` (the built command) when one of its answers never
 * ends / the same when every answer is whole. Bodies are read as streams and given up past `--max-body` (by default
 * twice the largest answer the plan can bring), so an endless answer costs at most that much more memory (issue 35:
 * at most 1.5 times a normal fetch's). The server is a plain node:http one on 127.0.0.1 in this process, answering
 * from the July world fixtures (the full plan: the fixtures are its answers as they are) and, for the oversized run,
 * streaming the first forecast request's body without end. Peak RSS is the child's own `process.resourceUsage()`,
 * written at its exit by a preloaded module; each run is measured three times and the medians compared.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { COUNTRIES } from "../dist/index.js";
import { median, WORLD } from "./lib.mjs";

const BIN = fileURLToPath(new URL("../dist/cli/bin.js", import.meta.url));
/** Written to stderr at the child's exit: its peak resident memory, kB. */
const PEAK = `data:text/javascript,${encodeURIComponent(
  'process.on("exit", () => process.stderr.write("peak RSS " + process.resourceUsage().maxRSS + " kB\\n"));',
)}`;

/**
 * The command's clock stopped at the fixtures' day: `vansky fetch` takes an answer only when its first hour lies on
 * the day it was fetched (src/request/checks.ts), and the world fixtures' answers are of 15 July 2026.
 */
const CLOCK = `data:text/javascript,${encodeURIComponent(
  'const t = Date.parse("2026-07-15T12:00:00Z"); const D = Date; globalThis.Date = class extends D { constructor(...a) { super(...(a.length > 0 ? a : [t])); } static now() { return t; } };',
)}`;

/** The fixture of each point the server answers, by `api:latitude,longitude`. */
function fixtures() {
  const byPoint = new Map();
  for (const c of COUNTRIES) {
    const read = (api) => JSON.parse(readFileSync(new URL(`${c.code}.${api}.json`, WORLD), "utf8"));
    byPoint.set(`forecast:${c.latitude},${c.longitude}`, read("forecast"));
    if (c.is_coastal) byPoint.set(`marine:${c.marine_latitude},${c.marine_longitude}`, read("marine"));
  }
  return byPoint;
}

/** A stand-in Open-Meteo answering from `byPoint`; with `endless`, its first forecast answer never ends. */
async function server(byPoint, endless) {
  let forecasts = 0;
  const http = createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    const api = url.pathname.endsWith("/marine") ? "marine" : "forecast";
    const lats = url.searchParams.get("latitude").split(",");
    const lons = url.searchParams.get("longitude").split(",");
    if (api === "forecast" && endless && forecasts++ === 0) {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.from("1.5,".repeat(16_384));
      res.write('[{"latitude":0,"longitude":0,"hourly":{"temperature_2m":[');
      const more = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on("drain", more);
      more();
      return;
    }
    const bodies = lats.map((lat, i) => ({
      ...byPoint.get(`${api}:${lat},${lons[i]}`),
      latitude: Number(lat),
      longitude: Number(lons[i]),
      ...(i > 0 ? { location_id: i } : {}),
    }));
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(bodies.length === 1 ? bodies[0] : bodies));
  });
  await new Promise((resolve) => http.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${http.address().port}`, close: () => new Promise((r) => http.close(r)) };
}

/** One `vansky fetch --all --plan full` into a new folder: its exit code and peak RSS, MB. */
async function fetchRss(url) {
  const out = mkdtempSync(join(tmpdir(), "vansky-fetch-bench-"));
  try {
    const args = [
      "--import",
      PEAK,
      "--import",
      CLOCK,
      BIN,
      "fetch",
      "--all",
      "--plan",
      "full",
      "--out",
      out,
      "--base-url",
      url,
      "--quiet",
    ];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (c) => (err += c));
    const code = await new Promise((resolve) => child.on("close", resolve));
    const kb = Number(/peak RSS (\d+) kB/.exec(err)?.[1] ?? Number.NaN);
    return { code, rssMb: kb / 1024, stderr: err };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Figure 9 and its absolute figures. */
export async function oversized({ rounds = 3 } = {}) {
  const byPoint = fixtures();
  const normal = [];
  const endless = [];
  for (let r = 0; r < rounds; r++)
    for (const [list, isEndless] of [
      [normal, false],
      [endless, true],
    ]) {
      const s = await server(byPoint, isEndless);
      try {
        const run = await fetchRss(s.url);
        const expected = isEndless ? 1 : 0; // the endless answer's 100 countries fail, the rest are written
        if (run.code !== expected) throw new Error(`vansky fetch exited ${run.code}, not ${expected}:\n${run.stderr}`);
        if (isEndless && !/larger than --max-body/.test(run.stderr))
          throw new Error(`no --max-body failure:\n${run.stderr}`);
        list.push(run.rssMb);
      } finally {
        await s.close();
      }
    }
  const [normalMb, endlessMb] = [median(normal), median(endless)];
  return {
    figures: { fetchOversizedRss: endlessMb / normalMb },
    absolute: { fetchPeakRssMb: Math.round(normalMb), fetchOversizedPeakRssMb: Math.round(endlessMb) },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await oversized());
