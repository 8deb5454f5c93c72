/** Runs of the built package in fresh processes under machine time zones, for the determinism tests. */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { expect } from "vitest";

/** Zones with odd offsets either side of Greenwich and of the date line. */
export const ZONES = ["UTC", "America/St_Johns", "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Kiritimati"];

const root = new URL("../", import.meta.url).pathname;

/** What the ES module `script` prints when run from the repository in a fresh node process under `TZ=zone`. */
export function printedUnder(zone: string, script: string): string {
  expect(existsSync(`${root}dist/index.js`), "dist is missing: run npm run build").toBe(true);
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, TZ: zone },
    encoding: "utf8",
  });
}
