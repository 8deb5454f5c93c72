/**
 * The engine against its input: figures 1 and 2 of the benchmark suite, the public normalizers alone, and the floor.
 * 1. scoring the 250 world-fixture countries (7 days, 168 hours, current, marine) / JSON.parse of the same texts;
 * 2. engine time per country-day / one suncalc.getTimes call;
 * floor: reading every value of the parsed inputs once (touchEveryValue) / JSON.parse, and the engine / that floor:
 * how much of figure 1 is the unavoidable reading of the input and how much is the engine's own work;
 * 1b. figure 1 on the answers a lean request gets for the same countries (`leanTexts`, the hourly series alone),
 * where the engine rebuilds the daily values and computes the sun times that the full answers carry, with its floor;
 * 1c. garbage collection's share of the wall time of scoring the 250 countries (every pause a PerformanceObserver
 * hears of).
 */
import { getTimes } from "suncalc";
import { COUNTRIES, normalizeForecast, normalizeMarine, REQUEST_VARIABLES, scoreCountry } from "../dist/index.js";
import { gcShare, leanTexts, loadTexts, measure, parseInputs, touchEveryValue, WORLD } from "./lib.mjs";

export async function engine({ quick }) {
  const texts = loadTexts(WORLD);
  const inputs = parseInputs(texts);
  const lean = leanTexts(texts, REQUEST_VARIABLES.lean);
  const leanInputs = parseInputs(lean);
  const day = Math.floor(Date.parse("2026-07-15") / 86_400_000);
  let sink = 0;
  const store = new Float64Array(4096);
  const { ms, table } = await measure(
    {
      "JSON.parse, 250 countries": () => {
        for (const t of texts) {
          sink += JSON.parse(t.forecast).latitude;
          if (t.marine !== null) sink += JSON.parse(t.marine).latitude;
        }
      },
      "scoreCountry, 250 countries": () => {
        for (const input of inputs) sink += scoreCountry(input).van_score;
      },
      "JSON.parse, 250 lean answers": () => {
        for (const t of lean) {
          sink += JSON.parse(t.forecast).latitude;
          if (t.marine !== null) sink += JSON.parse(t.marine).latitude;
        }
      },
      "scoreCountry, 250 lean answers": () => {
        for (const input of leanInputs) sink += scoreCountry(input).van_score;
      },
      "reading every input value once, 250 lean answers": () => {
        for (const input of leanInputs) {
          sink += touchEveryValue(input.forecast, store);
          if (input.marine !== null) sink += touchEveryValue(input.marine, store);
        }
      },
      "reading every input value once, 250 countries": () => {
        for (const input of inputs) {
          sink += touchEveryValue(input.forecast, store);
          if (input.marine !== null) sink += touchEveryValue(input.marine, store);
        }
      },
      "normalize only, 250 countries": () => {
        for (const input of inputs) {
          sink += normalizeForecast(input.forecast).latitude;
          if (input.marine !== null) sink += normalizeMarine(input.marine)?.latitude ?? 0;
        }
      },
      "suncalc.getTimes, 250 calls": () => {
        for (const c of COUNTRIES) {
          const noon = new Date(day * 86_400_000 + 43_200_000 - (c.longitude / 15) * 3_600_000);
          sink += getTimes(noon, c.latitude, c.longitude).solarNoon.getTime();
        }
      },
    },
    { rounds: quick ? 3 : 5, time: quick ? 300 : 1000 },
  );
  // garbage collection's share of scoring the full answers, whole passes of the 250 countries (issue 43: below 5 %)
  const scoreAll = () => {
    for (const input of inputs) sink += scoreCountry(input).van_score;
  };
  const gc = await gcShare(scoreAll, quick ? 20 : 60);
  if (sink === 0) throw new Error("the benchmark's work was optimized away");
  const parse = ms["JSON.parse, 250 countries"];
  const score = ms["scoreCountry, 250 countries"];
  const leanParse = ms["JSON.parse, 250 lean answers"];
  const leanScore = ms["scoreCountry, 250 lean answers"];
  const getTimesUs = (ms["suncalc.getTimes, 250 calls"] * 1000) / 250;
  return {
    table,
    figures: {
      engineVsParse: score / parse,
      leanEngineVsParse: leanScore / leanParse,
      adapterVsParse: ms["normalize only, 250 countries"] / parse,
      dayVsGetTimes: (score * 1000) / 250 / 7 / getTimesUs,
      gcShare: gc,
    },
    context: {
      floorVsParse: ms["reading every input value once, 250 countries"] / parse,
      engineVsFloor: score / ms["reading every input value once, 250 countries"],
      leanFloorVsParse: ms["reading every input value once, 250 lean answers"] / leanParse,
      leanEngineVsFloor: leanScore / ms["reading every input value once, 250 lean answers"],
      leanScoreVsFull: leanScore / score,
    },
    absolute: {
      scoreAllMs: score,
      parseAllMs: parse,
      microsecondsPerCountry: (score * 1000) / 250,
      leanMicrosecondsPerCountry: (leanScore * 1000) / 250,
      getTimesMicroseconds: getTimesUs,
      floorMicrosecondsPerCountry: (ms["reading every input value once, 250 countries"] * 1000) / 250,
      leanFloorMicrosecondsPerCountry: (ms["reading every input value once, 250 lean answers"] * 1000) / 250,
    },
  };
}
