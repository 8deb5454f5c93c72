/**
 * Vitest's global setup: `npm run test:unit` on a fresh clone builds `dist/` first (the API-surface and
 * determinism tests load the built package; `npm test` builds before it tests, and a present dist/ is left as it is),
 * and says which tests skip for want of `../shared` beside the repository (CI has it).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const BUILT = ["dist/index.js", "dist/index.cjs", "dist/schema.js", "dist/schema.cjs", "dist/cli/bin.js"];
const SHARED = [
  ["../shared/fixtures/open-meteo-real/", "the tests on real recorded Open-Meteo responses"],
  ["../shared/reference/openvan/", "the check of regions against the live service's snapshot"],
] as const;

export default function setup(): void {
  if (BUILT.some((file) => !existsSync(`${root}${file}`))) {
    console.log("vansky tests: dist/ is missing; building it (npm run build) for the tests of the built package");
    execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  }
  for (const [dir, what] of SHARED)
    if (!existsSync(`${root}${dir}`)) console.log(`vansky tests: ${dir} is not beside the repository: ${what} skip`);
}
