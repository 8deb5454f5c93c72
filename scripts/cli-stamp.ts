/**
 * What the CLI bundle is built from, and the stamp `npm run build` leaves of it: a digest of src/, package.json and
 * tsup.config.ts, written with the built dist/cli/bin.js's size and modification time to
 * node_modules/.cache/vansky-cli/dist.json (outside dist/, so the package never holds it). The CLI tests
 * (test/cli/helpers.ts) run dist/cli/bin.js when the stamp matches the sources and that file, and otherwise build the
 * bundle of the sources into the cache themselves: `npm test`, which builds first, then builds it once, not twice.
 *
 *   tsx scripts/cli-stamp.ts        (the last step of npm run build)
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
/** Where the CLI tests keep their bundles, and the stamp of dist/'s. */
export const CLI_CACHE = join(ROOT, "node_modules/.cache/vansky-cli");
const STAMP = join(CLI_CACHE, "dist.json");
const DIST_BIN = join(ROOT, "dist/cli/bin.js");

/** A digest of everything the bundle is built from. */
export function sourceHash(): string {
  const hash = createHash("sha256");
  const files = (readdirSync(join(ROOT, "src"), { recursive: true }) as string[]).map((f) => join("src", f)).sort();
  for (const file of [...files, "package.json", "tsup.config.ts"]) {
    const path = join(ROOT, file);
    if (!statSync(path).isFile()) continue;
    hash.update(file).update("\0").update(readFileSync(path)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** dist/cli/bin.js as the stamp records it: its size and modification time. */
const binState = (): { size: number; mtimeMs: number } => {
  const { size, mtimeMs } = statSync(DIST_BIN);
  return { size, mtimeMs };
};

/** dist/cli/bin.js when the last build stamped it from sources of digest `hash` and it is still that build's; else undefined. */
export function stampedDistBin(hash: string): string | undefined {
  if (!existsSync(STAMP) || !existsSync(DIST_BIN)) return undefined;
  const stamp = JSON.parse(readFileSync(STAMP, "utf8")) as { hash: string; size: number; mtimeMs: number };
  const now = binState();
  return stamp.hash === hash && stamp.size === now.size && stamp.mtimeMs === now.mtimeMs ? DIST_BIN : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(CLI_CACHE, { recursive: true });
  writeFileSync(STAMP, `${JSON.stringify({ hash: sourceHash(), ...binState() })}\n`);
}
