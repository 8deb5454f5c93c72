/**
 * `npm run check:package`: the package as npm would publish it, checked by publint (strict: warnings are errors)
 * and by Are the Types Wrong (`node16` profile: ESM and CJS types resolve). It packs the dist/ already built (`npm
 * test` builds it first) once, with the manifest `prepack` would write (pack-manifest.mjs), and without running
 * `prepack`: `attw --pack` and publint's own packing each ran it, building dist/ a second and third time.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: "inherit" });

if (!existsSync(join(root, "dist/index.js"))) throw new Error("check:package: dist/ is missing: run npm run build");
const work = mkdtempSync(join(tmpdir(), "vansky-package-"));
try {
  run(process.execPath, ["scripts/package/pack-manifest.mjs", "strip"]);
  try {
    run("npm", ["pack", "--ignore-scripts", "--silent", "--pack-destination", work]);
  } finally {
    run(process.execPath, ["scripts/package/pack-manifest.mjs", "restore"]);
  }
  const [tarball] = readdirSync(work).filter((f) => f.endsWith(".tgz"));
  if (!tarball) throw new Error("check:package: npm pack wrote no tarball");
  run("npx", ["--no-install", "publint", "run", join(work, tarball), "--strict"]);
  run("npx", ["--no-install", "attw", join(work, tarball), "--profile", "node16"]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
