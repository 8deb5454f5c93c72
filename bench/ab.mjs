/**
 * Before and after: `npm run bench:ab -- <git-ref>` builds `<git-ref>` in a temporary git worktree (sharing this
 * checkout's node_modules) and the working tree into dist/, loads both builds into this one process and times scoreCountry over the 250 world-fixture countries,
 * alternating the two round by round and keeping each one's fastest round of CPU time. One process and alternating
 * rounds matter on these shared machines: separate runs moved by ±10 %, wall-clock medians by ±30 %, while this
 * resolves changes of 2-3 %. Prints µs per country for both and the ratio after / before. `--lean` scores the answers
 * a lean request gets for the same countries (`leanTexts`) instead of the full ones.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { leanTexts, loadTexts, parseInputs, WORLD } from "./lib.mjs";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: "string", default: "80" }, lean: { type: "boolean", default: false } },
});
const ref = positionals[0];
if (!ref) {
  console.error("usage: npm run bench:ab -- <git-ref> [--rounds N] [--lean]");
  process.exit(2);
}
const root = fileURLToPath(new URL("../", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "vansky-ab-"));
const tree = join(scratch, "tree");
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });

run("git", ["worktree", "add", "--quiet", "--detach", tree, ref], root);
let before;
let after;
try {
  symlinkSync(join(root, "node_modules"), join(tree, "node_modules"), "dir");
  run("npx", ["tsup", "--silent"], tree);
  run("npx", ["tsup", "--silent"], root);
  before = await import(pathToFileURL(join(tree, "dist/index.js")).href);
  after = await import(pathToFileURL(join(root, "dist/index.js")).href);
} finally {
  run("git", ["worktree", "remove", "--force", tree], root);
  rmSync(scratch, { recursive: true, force: true });
}

const texts = loadTexts(WORLD);
const inputs = parseInputs(values.lean ? leanTexts(texts, after.REQUEST_VARIABLES.lean) : texts);
let sink = 0;
const cpuMs = (score) => {
  const start = process.cpuUsage();
  for (const input of inputs) sink += score(input).van_score;
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
for (let i = 0; i < 30; i++) cpuMs(before.scoreCountry) + cpuMs(after.scoreCountry);
let a = Number.POSITIVE_INFINITY;
let b = Number.POSITIVE_INFINITY;
for (let r = 0; r < Number(values.rounds); r++) {
  a = Math.min(a, cpuMs(before.scoreCountry));
  b = Math.min(b, cpuMs(after.scoreCountry));
}
if (sink === 0) throw new Error("the benchmark's work was optimized away");
const perCountry = (ms) => ((ms * 1000) / inputs.length).toFixed(1);
console.log(
  `${ref}: ${perCountry(a)} µs per country; working tree: ${perCountry(b)} µs; after / before ${(b / a).toFixed(3)}`,
);
