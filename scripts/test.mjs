/**
 * `npm test`, the whole suite, in the order that fails soonest and with the two cores busy: lint then the type
 * check beside the build (each mostly one core), then vitest with coverage (test/, both cores: vitest.config.ts),
 * then the package checks of the built dist/. Prints each stage's time at the end (README, the quick start). Stops at the
 * first stage that fails, with its exit code.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const times = [];

/** Runs `npm run <script> [-- args]` (or npx), resolving to its time in seconds; rejects with its exit code. */
function stage(name, command, args) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      times.push(`${name} ${seconds.toFixed(0)} s`);
      if (code === 0) resolve(seconds);
      else reject(Object.assign(new Error(`${name} failed`), { exitCode: code ?? (signal ? 1 : 1) }));
    });
  });
}

const npm = (script) => ["run", "--silent", script];
const started = performance.now();
try {
  await Promise.all([
    stage("lint", "npm", npm("lint")).then(() => stage("typecheck", "npm", npm("typecheck"))),
    stage("build", "npm", npm("build")),
  ]);
  await stage("vitest", "npx", ["--no-install", "vitest", "run", "--coverage"]);
  await stage("check:package", "npm", npm("check:package"));
  console.log(`\nnpm test: ${times.join(", ")}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`);
} catch (error) {
  console.error(`\nnpm test: ${error.message} (${times.join(", ")})`);
  process.exitCode = error.exitCode ?? 1;
}
