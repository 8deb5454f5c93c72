/**
 * The mutation gate (`npm run mutation:ci`, in .ci/run): Stryker over the engine files that changed since the
 * committed baseline (reports/stryker-baseline.json names the commit its incremental file was made at) and over the
 * sources whose mirrored test changed (test/scores/drive.test.ts -> src/scores/drive.ts), reusing the baseline's
 * results for every mutant whose code and covering tests are unchanged (Stryker's incremental mode). It fails when a
 * file's mutation score falls more than `SLACK` points below its baseline score (a removed assertion lets the
 * mutants it killed survive). Files the baseline has not measured yet are listed, not
 * gated. Nothing measured changed: no run.
 *
 * `npm run mutation [-- src/scores ...]` (mode `full`) mutates every engine file, or those under the folders given,
 * and merges the result into the baseline: the commit, each run's time, and each file's and layer's score.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const BASELINE = `${root}reports/stryker-baseline.json`;
const REPORT = `${root}reports/mutation.json`;
/** Points a file's score may fall below its baseline (the order of a timed-out mutant on a loaded machine). */
const SLACK = 1;

/** Whether a source file is one Stryker mutates (stryker.config.mjs `mutate`). */
const isEngine = (path) =>
  /^src\/.+\.ts$/.test(path) &&
  !/^src\/(cli|schema)\//.test(path) &&
  !/(^|\/)(index|types)\.ts$/.test(path) &&
  path !== "src/countries/table.ts" &&
  path !== "src/report/shapes.ts";

/** The source a test file mirrors, by the project's layout (test/x/y.test.ts -> src/x/y.ts). */
const mirrored = (path) => path.replace(/^test\//, "src/").replace(/\.test\.ts$/, ".ts");

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
    out[file] = { detected, valid, score: valid === 0 ? 100 : Math.round((1000 * detected) / valid) / 10 };
  }
  return out;
}

const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const stryker = (mutate) => {
  const args = ["stryker", "run", ...(mutate ? ["--mutate", mutate.join(",")] : [])];
  return spawnSync("npx", args, { cwd: root, stdio: "inherit" }).status;
};

const [mode = "ci", ...paths] = process.argv.slice(2);
if (mode === "full") {
  // `npm run mutation [-- src/day ...]`: every engine file, or those under the paths given, merged into the baseline
  const started = Date.now();
  const status = stryker(paths.length > 0 ? paths.map((p) => `${p.replace(/\/$/, "")}/**/*.ts`) : null);
  const old = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, "utf8")) : { files: {} };
  const files = { ...old.files, ...scores(JSON.parse(readFileSync(REPORT, "utf8"))) };
  const layers = {};
  for (const [file, s] of Object.entries(files)) {
    const layer = file.split("/")[1];
    layers[layer] ??= { detected: 0, valid: 0 };
    layers[layer].detected += s.detected;
    layers[layer].valid += s.valid;
  }
  for (const s of Object.values(layers)) s.score = Math.round((1000 * s.detected) / s.valid) / 10;
  const minutes = Math.round((Date.now() - started) / 6000) / 10;
  const runs = [...(old.runs ?? []), { paths: paths.length > 0 ? paths : ["src"], minutes }];
  const commit = git("rev-parse", "HEAD");
  writeFileSync(BASELINE, `${JSON.stringify({ commit, runs, layers, files }, null, 2)}\n`);
  console.log(`mutation baseline: ${Object.keys(files).length} files, this run ${minutes} min`);
  process.exit(status ?? 1);
}

if (!existsSync(BASELINE)) {
  console.log("mutation gate: no reports/stryker-baseline.json (npm run mutation writes it): skipped");
  process.exit(0);
}
const baseline = JSON.parse(readFileSync(BASELINE, "utf8"));
const changed = git("diff", "--name-only", baseline.commit, "--", "src", "test").split("\n").filter(Boolean);
const touched = [...new Set(changed.map((f) => (f.startsWith("test/") ? mirrored(f) : f)))]
  .filter(isEngine)
  .filter((f) => existsSync(`${root}${f}`))
  .sort();
// the gate holds the files the baseline has measured (docs/mutation.md: a full run takes hours on two cores)
const mutate = touched.filter((f) => f in baseline.files);
const unmeasured = touched.filter((f) => !(f in baseline.files));
if (unmeasured.length > 0)
  console.log(`mutation gate: not in the baseline yet (npm run mutation -- <folder>): ${unmeasured.join(" ")}`);
if (mutate.length === 0) {
  console.log(`mutation gate: no measured engine file changed since ${baseline.commit.slice(0, 7)}: nothing to mutate`);
  process.exit(0);
}
console.log(
  `mutation gate: ${mutate.length} engine file(s) changed since ${baseline.commit.slice(0, 7)}: ${mutate.join(" ")}`,
);
const status = stryker(mutate);
const now = scores(JSON.parse(readFileSync(REPORT, "utf8")));
const failures = [];
for (const file of mutate) {
  const s = now[file];
  if (!s) continue;
  // a file may not fall below its baseline (a weak one can only improve: docs/mutation.md has the targets)
  const floor = baseline.files[file].score - SLACK;
  const line = `${file}: ${s.score} % (${s.detected}/${s.valid}), floor ${floor} %`;
  console.log(`  ${line}`);
  if (s.score < floor) failures.push(line);
}
if (failures.length > 0 || status !== 0) {
  console.error(`mutation gate failed: ${failures.length} file(s) below their baseline score`);
  process.exit(1);
}
