/**
 * The package.json a packed tarball carries: the repository's without its `prepare` script (`prepack` strips it,
 * `postpack` puts the file back byte for byte). `prepare` builds dist/ for a git dependency, which npm prepares by
 * running it; a tarball has dist/ already, and an install script there only makes npm warn ("install scripts not yet
 * covered by allowScripts") on every install. A copy left by a pack that failed is put back before the next strip.
 *
 *   node scripts/package/pack-manifest.mjs strip      (prepack, after the build)
 *   node scripts/package/pack-manifest.mjs restore    (postpack)
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";

const FILE = "package.json";
const KEPT = "package.json.before-pack";

if (existsSync(KEPT)) renameSync(KEPT, FILE);
if (process.argv[2] === "strip") {
  const text = readFileSync(FILE, "utf8");
  const stripped = text.replace(/^ *"prepare": "[^"]*",\n/m, "");
  if (stripped === text || "prepare" in (JSON.parse(stripped).scripts ?? {}))
    throw new Error(`${FILE}: no "prepare" script line to strip`);
  writeFileSync(KEPT, text);
  writeFileSync(FILE, stripped);
}
