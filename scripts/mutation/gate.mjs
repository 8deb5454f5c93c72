/**
 * The mutation gate (`npm run mutation:ci`, in .ci/run): Stryker over the measured engine files whose source or
 * mirrored test (src/scores/drive.ts, test/scores/drive.test.ts) changed since the committed baseline
 * (reports/stryker-baseline.json: each file's score and a fingerprint of both), reusing the baseline's
 * results for every mutant whose code and covering tests are unchanged (Stryker's incremental mode). It fails when a
 * file's mutation score falls more than `SLACK` points below its baseline score (a removed assertion lets the
 * mutants it killed survive). Files the baseline has not measured yet are listed, not
 * gated. Nothing measured changed: no run.
 *
 * `npm run mutation [-- src/scores ...]` (mode `full`) mutates every engine file, or the files and folders given,
 * and merges the result into the baseline: the commit, each run's time, and each file's and layer's score.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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

/** A fingerprint of a source file and the test that mirrors it: what the gate compares with the baseline's. */
function fingerprint(file) {
  const hash = createHash("sha256");
  for (const path of [file, mirroredTest(file)])
    hash.update(existsSync(`${root}${path}`) ? readFileSync(`${root}${path}`) : "");
  return hash.digest("hex").slice(0, 16);
}

/** The test file that mirrors a source (src/x/y.ts -> test/x/y.test.ts). */
const mirroredTest = (path) => path.replace(/^src\//, "test/").replace(/\.ts$/, ".test.ts");

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
// `force` runs every mutant of the files again: the vitest runner reports no test locations, so Stryker's own
// incremental diff cannot see a changed test body (a removed assertion) and would reuse the baseline's verdicts
const stryker = (mutate, force = false) => {
  const args = ["stryker", "run", ...(mutate ? ["--mutate", mutate.join(",")] : []), ...(force ? ["--force"] : [])];
  return spawnSync("npx", args, { cwd: root, stdio: "inherit" }).status;
};

const [mode = "ci", ...paths] = process.argv.slice(2);
if (mode === "full") {
  // `npm run mutation [-- src/day ...]`: every engine file, or those under the paths given, merged into the baseline
  const started = Date.now();
  const globs = paths.map((p) => (p.endsWith(".ts") ? p : `${p.replace(/\/$/, "")}/**/*.ts`));
  const status = stryker(paths.length > 0 ? globs : null);
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
// the measured files whose source or mirrored test changed since (fingerprints: no git history needed)
const mutate = Object.keys(baseline.files)
  .filter((f) => existsSync(`${root}${f}`) && fingerprint(f) !== baseline.files[f].fingerprint)
  .sort();
const unmeasured = readdirSync(`${root}src`, { recursive: true })
  .map((f) => `src/${f}`)
  .filter((f) => isEngine(f) && !(f in baseline.files));
if (unmeasured.length > 0)
  console.log(
    `mutation gate: ${unmeasured.length} engine files not in the baseline yet (npm run mutation -- <folder>)`,
  );
if (mutate.length === 0) {
  console.log("mutation gate: no measured engine file or its test changed since the baseline: nothing to mutate");
  process.exit(0);
}
console.log(`mutation gate: ${mutate.length} measured file(s) changed since the baseline: ${mutate.join(" ")}`);
const status = stryker(mutate, true);
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
