/**
 * The sample the package ships for `vansky score --sample` and `vansky report --sample`, so that a registry install
 * has data to try without the repository: a few countries of the July world fixtures (fixtures/world/2026-07-15),
 * their forecast and marine responses as they are, and an index.json of them dated by the set's instant (each
 * record's `fetched_at`), in the folder layout vansky score reads. The build writes it into dist/sample/
 * (tsup.config.ts, after the command is bundled); `vansky/sample` (./sample-module.ts) holds the same countries.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** One country per continent (CH landlocked), Portugal's coast with its sea point, and Antarctica (polar day and night). */
export const SAMPLE_CODES: readonly string[] = ["CH", "KE", "JP", "BR", "AU", "PT", "AQ"];

const WORLD = fileURLToPath(new URL("../../fixtures/world/2026-07-15/", import.meta.url));

interface Entry {
  readonly code: string;
  readonly forecast: string;
  readonly marine: string | null;
}

/** Writes the sample into `outDir`/sample/, replacing what was there. */
export function writeSample(outDir: string): void {
  const world = JSON.parse(readFileSync(join(WORLD, "index.json"), "utf8")) as {
    reference: string;
    countries: Entry[];
  };
  // each location dated as vansky fetch dates it: the instant its responses stand for
  const countries = world.countries
    .filter((e) => SAMPLE_CODES.includes(e.code))
    .map((e) => ({ ...e, fetched_at: world.reference }));
  const dir = join(outDir, "sample");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of countries)
    for (const file of [entry.forecast, entry.marine]) if (file) copyFileSync(join(WORLD, file), join(dir, file));
  const index = { reference: world.reference, source: "fixtures/world/2026-07-15", count: countries.length, countries };
  writeFileSync(join(dir, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
}
