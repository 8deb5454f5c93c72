/**
 * The outlook (issues 32 and 41). Figure 10: the outlooks of the 250 countries from 31-member ensemble answers (14
 * days, the nine score variables: the GEFS-like set `npm run fixtures:ensemble -- --all` writes into fixtures/grid,
 * generated when missing), each with its record's forecast beside it as `vansky outlook` reads it (`deterministic`:
 * the record's days weighed in) / 31 × scoring the same countries deterministically (`scoreCountry` of each answer's
 * control run alone: the same hours and variables, one run); target 1, no cost beyond scoring each member. Beside
 * it the heap of the parsed answers and of the outlooks, and the process's largest RSS while it makes the 250
 * outlooks. Figure 11: the default ensemble plan's Open-Meteo calls for the 250 countries (a count, from the built
 * package's `openMeteoEnsembleRequests`: GEFS, every score variable, within 7 000), with beside it the other
 * models' and a pool's. Each timing is the fastest of a few passes, the two tasks alternated
 * (other load only ever adds time).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { COUNTRIES, openMeteoEnsembleRequests, outlookCountry, scoreCountry } from "../dist/index.js";

const DIR = new URL("../fixtures/grid/ensemble-gfs_seamless-2026-07-15/", import.meta.url);
const MB = 1024 * 1024;

/** The 250-country ensemble set's index, the set generated when missing. */
function ensembleIndex() {
  if (!existsSync(new URL("index.json", DIR))) {
    console.error("bench: generating the 250-country ensemble set (fixtures/grid, not in git)...");
    execFileSync("npx", ["tsx", "scripts/fixtures/ensemble-set.ts", "--all"], { stdio: "inherit" });
  }
  return JSON.parse(readFileSync(new URL("index.json", DIR), "utf8"));
}

const read = (file) => JSON.parse(readFileSync(new URL(file, DIR), "utf8"));
const heapMb = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / MB;
};

/** An answer's control run alone: the same answer without its `_memberNN` keys. */
function controlOnly(answer) {
  const keep = (block) => Object.fromEntries(Object.entries(block).filter(([key]) => !key.includes("_member")));
  return { ...answer, hourly_units: keep(answer.hourly_units), hourly: keep(answer.hourly) };
}

/** Milliseconds `run` takes, the fastest of `passes`. */
function timed(run) {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export function outlookBench({ quick }) {
  const index = ensembleIndex();
  const before = heapMb();
  const inputs = index.countries.map((e) => ({
    code: e.code,
    forecast: read(e.ensemble),
    deterministic: read(e.forecast),
    marine: e.marine ? read(e.marine) : null,
    now: index.reference,
    fetchedAt: e.ensemble_fetched_at,
  }));
  const inputsMb = heapMb() - before;
  const controls = inputs.map(({ deterministic, ...input }) => ({ ...input, forecast: controlOnly(input.forecast) }));
  const options = { model: index.model };
  let sink = 0;
  const outlooks = () => {
    for (const input of inputs) sink += outlookCountry(input, options).members;
  };
  const deterministic = () => {
    for (let m = 0; m < index.members; m++) for (const input of controls) sink += scoreCountry(input).van_score;
  };
  outlooks(); // warm up
  deterministic();
  let outlookMs = Number.POSITIVE_INFINITY;
  let deterministicMs = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < (quick ? 2 : 4); pass++) {
    outlookMs = Math.min(outlookMs, timed(outlooks));
    deterministicMs = Math.min(deterministicMs, timed(deterministic));
  }
  const held = heapMb();
  let rssMb = 0;
  const kept = inputs.map((input) => {
    const outlook = outlookCountry(input, options);
    rssMb = Math.max(rssMb, process.memoryUsage.rss() / MB);
    return outlook;
  });
  const outlooksMb = heapMb() - held;
  if (sink === 0 || kept.length !== inputs.length) throw new Error("the benchmark's work was optimized away");
  const codes = COUNTRIES.map((c) => c.code);
  const plan = openMeteoEnsembleRequests(codes);
  const costOf = (model) => openMeteoEnsembleRequests(codes, { model }).weight;
  return {
    figures: { outlookVsMembers: outlookMs / deterministicMs, ensembleCalls: plan.weight },
    context: {
      outlook: {
        countries: inputs.length,
        members: index.members,
        days: kept[0]?.days.length,
        model: plan.model,
        members_asked: plan.members,
        variables: plan.variables.length,
        otherCalls: {
          gem_global: costOf("gem_global"),
          ecmwf_ifs025: costOf("ecmwf_ifs025"),
          "gfs_seamless,ecmwf_ifs025": costOf(["gfs_seamless", "ecmwf_ifs025"]),
        },
      },
    },
    absolute: {
      outlookAllMs: outlookMs,
      outlookMicrosecondsPerMember: (outlookMs * 1000) / inputs.length / index.members,
      deterministicMicrosecondsPerCountry: (deterministicMs * 1000) / inputs.length / index.members,
      ensembleInputsHeapMb: inputsMb,
      outlooksHeapMb: outlooksMb,
      outlookPeakRssMb: rssMb,
    },
  };
}
