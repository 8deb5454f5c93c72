/**
 * Figure 12 (issue 43): the whole road of one country from the answer's bytes to its record, for the 250 countries of
 * the July world set (forecast and marine answers): JSON (UTF-8 decoded, `JSON.parse`, `scoreCountry`) against
 * FlatBuffers (`scoreCountry` of the bytes Open-Meteo would send for the same answers: scripts/flatbuffers/world.ts,
 * written into fixtures/grid when missing); target: FlatBuffers <= 0.5 x JSON. Beside it the bytes of both formats
 * on disk and on the wire: raw, gzip (level 6) and brotli (quality 5, what a server compresses on the fly with),
 * each answer compressed alone as it travels. `node bench/flatbuffers.bench.mjs [--quick]` measures this figure alone
 * (after `npm run build`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { scoreCountry } from "../dist/index.js";
import { measure, NOW } from "./lib.mjs";

const DIR = new URL("../fixtures/grid/flatbuffers-2026-07-15/", import.meta.url);

/** The FlatBuffers set's index, the set written when missing. */
function flatBuffersIndex() {
  if (!existsSync(new URL("index.json", DIR))) {
    console.error("bench: writing the July world set as FlatBuffers answers (fixtures/grid, not in git)...");
    execFileSync("npx", ["tsx", "scripts/flatbuffers/world.ts"], { stdio: "inherit" });
  }
  return JSON.parse(readFileSync(new URL("index.json", DIR), "utf8"));
}

/** A file's bytes in an ArrayBuffer of their own, as `fetch`'s `arrayBuffer()` hands an answer over. */
const bytesOf = (file) => new Uint8Array(readFileSync(new URL(file, DIR)));

/** Raw, gzip and brotli sizes of a list of answers, each compressed alone. */
function sizes(answers) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const a of answers) {
    raw += a.length;
    gzip += gzipSync(a, { level: 6 }).length;
    brotli += brotliCompressSync(a, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  }
  return { raw, gzip, brotli };
}

export async function flatbuffersBench({ quick }) {
  const index = flatBuffersIndex();
  const countries = index.countries.map((e) => ({
    code: e.code,
    json: { forecast: bytesOf(e.json.forecast), marine: e.json.marine && bytesOf(e.json.marine) },
    fb: { forecast: bytesOf(e.forecast), marine: e.marine && bytesOf(e.marine) },
  }));
  const decoder = new TextDecoder();
  const parse = (bytes) => bytes && JSON.parse(decoder.decode(bytes));
  let sink = 0;
  const { ms, table } = await measure(
    {
      "JSON bytes -> record, 250 countries": () => {
        for (const c of countries) {
          const forecast = parse(c.json.forecast);
          sink += scoreCountry({ code: c.code, forecast, marine: parse(c.json.marine), now: NOW }).van_score;
        }
      },
      "FlatBuffers bytes -> record, 250 countries": () => {
        for (const c of countries)
          sink += scoreCountry({ code: c.code, forecast: c.fb.forecast, marine: c.fb.marine, now: NOW }).van_score;
      },
    },
    { rounds: quick ? 3 : 5, time: quick ? 300 : 1000 },
  );
  if (sink === 0) throw new Error("the benchmark's work was optimized away");
  const json = ms["JSON bytes -> record, 250 countries"];
  const flat = ms["FlatBuffers bytes -> record, 250 countries"];
  const answers = (format) => countries.flatMap((c) => [c[format].forecast, c[format].marine].filter(Boolean));
  return {
    table,
    figures: { flatbuffersVsJson: flat / json },
    context: { bytes: { json: sizes(answers("json")), flatbuffers: sizes(answers("fb")) } },
    absolute: {
      jsonBytesToRecordMicroseconds: (json * 1000) / countries.length,
      flatbuffersBytesToRecordMicroseconds: (flat * 1000) / countries.length,
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(await flatbuffersBench({ quick: process.argv.includes("--quick") }));
