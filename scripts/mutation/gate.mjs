/**
 * The mutation gate. Stryker runs layer by layer, each layer's mutants against that layer's own tests
 * (src/scores/** against test/scores/**, `VANSKY_MUTATION_LAYER` in vitest.stryker.config.ts): a mistake in a layer
 * must be caught by the tests of that layer, not only by an end-to-end record several layers up, and a mutant then
 * costs about a second instead of 4-15.
 *
 * `npm run mutation:full [-- src/scores src/day/night.ts ...]` (mode `full`) mutates every engine file, or the files and
 * folders given, and merges each layer's result into reports/stryker-baseline.json as soon as the layer is done: the
 * commit, each run's time, and each file's and layer's score, with a fingerprint of the file and the tests of its
 * layer that import it.
 *
 * `npm run mutation:ci` (in .ci/run): the measured files whose fingerprint changed are mutated again, and the step
 * fails when a file's score falls more than `SLACK` points below its baseline (a removed assertion lets the mutants
 * it killed survive). Files the baseline has not measured yet are counted, not gated. Nothing measured changed: no
 * run. The step has a time budget (`BUDGET_MIN`, or `VANSKY_MUTATION_BUDGET_MIN`): each changed file's cost is
 * estimated from the baseline (its mutants times its layer's last measured seconds per mutant), the cheapest are
 * mutated first while they fit, and the others are named, not run: a stale baseline must never hold CI for hours
 * (the measured engine is 2.5 hours of a 2-core machine). `npm run mutation:full -- <files>` re-measures them.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const BASELINE = `${root}reports/stryker-baseline.json`;
/** Stryker's JSON report of one layer (stryker.config.mjs: one per layer, so two layers can run at once). */
const reportOf = (layer) => `${root}reports/mutation-${layer}.json`;
/** Points a file's score may fall below its baseline (the order of a timed-out mutant on a loaded machine). */
const SLACK = 1;
/**
 * Minutes of estimated Stryker time `mutation:ci` may spend: what is left of CI's 25 minutes after its other stages
 * (about 16.5 on CI's machine: its run of 2026-11-28 took 1 662 s, 11 minutes of them this step at a budget of 10)
 * and each layer's start (about 20 s, not in the estimate), so a stale baseline costs gating, never CI's time.
 */
const BUDGET_MIN = Number(process.env.VANSKY_MUTATION_BUDGET_MIN ?? 6);

/** Whether a source file is one Stryker mutates (stryker.config.mjs `mutate`). */
const isEngine = (path) =>
  /^src\/.+\.ts$/.test(path) &&
  !/^src\/(cli|schema)\//.test(path) &&
  !/(^|\/)(index|types)\.ts$/.test(path) &&
  path !== "src/countries/table.ts" &&
  path !== "src/report/shapes.ts" &&
  path !== "src/recommend/messages/catalog.ts";

/** A file's layer: its folder under src/, or for a module of its own at the top (src/errors.ts) its name. */
const layerOf = (file) => basename(file.split("/")[1], ".ts");
const listFiles = (dir) =>
  existsSync(`${root}${dir}`)
    ? readdirSync(`${root}${dir}`, { recursive: true })
        .map((f) => `${dir}/${f}`)
        .filter((f) => f.endsWith(".ts"))
    : [];

/**
 * The tests of a file's layer that import it (test/scores/*.ts naming `src/scores/drive.js"`), sorted. The whole path
 * is matched, not the base name: test/adapters/flatbuffers/json.test.ts imports `src/adapters/flatbuffers/json.js`,
 * not src/adapters/json.ts.
 */
function testsOf(file) {
  const module = `/${file.replace(/\.ts$/, ".js")}"`;
  return listFiles(`test/${layerOf(file)}`)
    .filter((t) => readFileSync(`${root}${t}`, "utf8").includes(module))
    .sort();
}

/** A fingerprint of a source file and the tests that guard it: what the gate compares with the baseline's. */
function fingerprint(file) {
  const hash = createHash("sha256");
  for (const path of [file, ...testsOf(file)]) hash.update(path).update(readFileSync(`${root}${path}`));
  return hash.digest("hex").slice(0, 16);
}

/** Per file, Stryker's score: detected (killed, timed out) over valid (not ignored, not errors), %. */
function scores(report) {
  const out = {};
  for (const [file, { mutants }] of Object.entries(report.files)) {
    let detected = 0;
    let valid = 0;
    for (const { status } of mutants) {
      if (status === "Ignored" || status === "CompileError" || status === "RuntimeError") continue;
      valid++;
      if (status === "Killed" || status === "Timeout") detected++;
    }
    const score = valid === 0 ? 100 : Math.round((1000 * detected) / valid) / 10;
    out[file] = { detected, valid, score, fingerprint: fingerprint(file) };
  }
  return out;
}

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/** Stryker over some files of one layer, against that layer's tests; its exit status and per-file scores. */
function stryker(layer, files) {
  const args = ["stryker", "run", "--mutate", files.join(",")];
  const env = { ...process.env, VANSKY_MUTATION_LAYER: layer };
  const { status } = spawnSync("npx", args, { cwd: root, stdio: "inherit", env });
  // each layer's full report kept beside the others (git-ignored) for `npm run mutation:survivors`
  if (status === 0) {
    mkdirSync(`${root}reports/layers`, { recursive: true });
    const kept = `${root}reports/layers/${layer}.json`;
    const report = JSON.parse(readFileSync(reportOf(layer), "utf8"));
    // a run of some of the layer's files replaces theirs and keeps the others'
    const old = existsSync(kept) ? JSON.parse(readFileSync(kept, "utf8")).files : {};
    writeFileSync(kept, JSON.stringify({ ...report, files: { ...old, ...report.files } }));
  }
  return { status, scores: status === 0 ? scores(JSON.parse(readFileSync(reportOf(layer), "utf8"))) : {} };
}

/** Files grouped by layer, in the pipeline's order of the folder names given (or alphabetical). */
function byLayer(files) {
  const groups = new Map();
  for (const file of files) groups.set(layerOf(file), [...(groups.get(layerOf(file)) ?? []), file]);
  return groups;
}

const readBaseline = () =>
  existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, "utf8")) : { runs: [], layers: {}, files: {} };

function writeBaseline(old, files, run) {
  const layers = {};
  for (const [file, s] of Object.entries(files)) {
    layers[layerOf(file)] ??= { detected: 0, valid: 0 };
    const layer = layers[layerOf(file)];
    layer.detected += s.detected;
    layer.valid += s.valid;
  }
  for (const s of Object.values(layers)) s.score = Math.round((1000 * s.detected) / s.valid) / 10;
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  const runs = [...old.runs, run];
  writeFileSync(
    BASELINE,
    `${JSON.stringify({ commit: git("rev-parse", "HEAD"), runs, layers, files: sorted }, null, 2)}\n`,
  );
}

const [mode = "ci", ...paths] = process.argv.slice(2);
const engineFiles = listFiles("src").filter(isEngine).sort();

if (mode === "full") {
  // the layers in the order of the paths given (the most important first: each is saved as soon as it is done)
  const under = (f, p) => f === p || f.startsWith(`${p.replace(/\/$/, "")}/`);
  const wanted = paths.length === 0 ? engineFiles : paths.flatMap((p) => engineFiles.filter((f) => under(f, p)));
  let failed = false;
  for (const [layer, files] of byLayer(wanted)) {
    const started = Date.now();
    const result = stryker(layer, files);
    if (result.status !== 0) {
      console.error(
        `mutation: Stryker failed on ${layer} (status ${result.status}); the baseline keeps its old scores`,
      );
      failed = true;
      continue;
    }
    const old = readBaseline();
    const minutes = Math.round((Date.now() - started) / 6000) / 10;
    const mutants = Object.values(result.scores).reduce((n, s) => n + s.valid, 0);
    // a file Stryker found nothing to mutate in (only types and constants) is measured too: nothing to gate
    const empty = Object.fromEntries(
      files
        .filter((f) => !(f in result.scores))
        .map((f) => [f, { detected: 0, valid: 0, score: 100, fingerprint: fingerprint(f) }]),
    );
    writeBaseline(old, { ...old.files, ...empty, ...result.scores }, { layer, files: files.length, mutants, minutes });
    console.log(
      `mutation baseline: ${layer} measured (${files.length} files, ${mutants} valid mutants, ${minutes} min)`,
    );
  }
  process.exit(failed ? 1 : 0);
}

if (!existsSync(BASELINE)) {
  console.log("mutation gate: no reports/stryker-baseline.json (npm run mutation:full writes it): skipped");
  process.exit(0);
}
const baseline = readBaseline();
const changed = Object.keys(baseline.files)
  .filter((f) => existsSync(`${root}${f}`) && fingerprint(f) !== baseline.files[f].fingerprint)
  .sort();
const unmeasured = engineFiles.filter((f) => !(f in baseline.files));
if (unmeasured.length > 0)
  console.log(
    `mutation gate: ${unmeasured.length} engine files not in the baseline yet (npm run mutation:full -- <folder>)`,
  );
if (changed.length === 0) {
  console.log("mutation gate: no measured engine file or its tests changed since the baseline: nothing to mutate");
  process.exit(0);
}
console.log(`mutation gate: ${changed.length} measured file(s) changed since the baseline: ${changed.join(" ")}`);
/** Seconds per mutant of each layer, from its last run in the baseline (a layer's whole run, or part of it). */
const perMutantS = {};
for (const run of baseline.runs) if (run.mutants > 0) perMutantS[run.layer] = (60 * run.minutes) / run.mutants;
/** A file's estimated minutes: its mutants at its layer's last measured pace (a layer's start, about 20 s, is left out). */
const costMin = (f) => (baseline.files[f].valid * (perMutantS[layerOf(f)] ?? 2)) / 60;
const chosen = [];
let planned = 0;
for (const file of [...changed].sort((a, b) => costMin(a) - costMin(b) || a.localeCompare(b))) {
  if (planned + costMin(file) > BUDGET_MIN) continue;
  planned += costMin(file);
  chosen.push(file);
}
const later = changed.filter((f) => !chosen.includes(f));
if (later.length > 0)
  console.log(
    `mutation gate: over the ${BUDGET_MIN}-minute budget, ${later.length} changed file(s) are not mutated here ` +
      `(about ${Math.round(later.reduce((m, f) => m + costMin(f), 0))} min): npm run mutation:full -- ${later.join(" ")}`,
  );
const failures = [];
for (const [layer, files] of byLayer(chosen.sort())) {
  const result = stryker(layer, files);
  if (result.status !== 0) failures.push(`${layer}: Stryker failed (status ${result.status})`);
  for (const file of files) {
    const s = result.scores[file];
    if (!s) continue;
    // a file may not fall below its baseline (a weak one can only improve: docs/mutation.md has the targets)
    const floor = baseline.files[file].score - SLACK;
    const line = `${file}: ${s.score} % (${s.detected}/${s.valid}), floor ${floor} %`;
    console.log(`  ${line}`);
    if (s.score < floor) failures.push(line);
  }
}
if (failures.length > 0) {
  console.error(`mutation gate failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
