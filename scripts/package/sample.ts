/**
 * The sample the package ships for `vansky score --sample` and `vansky report --sample`, so that a registry install
 * has data to try without the repository: a few countries of the July world fixtures (fixtures/world/2026-07-15),
 * their forecast and marine responses as they are, and an index.json of them dated by the set's instant (each
 * record's `fetched_at`), in the folder layout vansky score reads; and for PT, CH and AU their Ensemble API answers
 * (fixtures/ensemble/2026-07-15: GEFS, 31 runs, 14 days) with `ensemble`, `ensemble_fetched_at` and `ensemble_model`,
 * the layout vansky outlook reads (`vansky outlook --sample`, `vansky serve --sample`'s outlooks). The build writes it
 * into dist/sample/ (tsup.config.ts, after the command is bundled); `vansky/sample` (./sample-module.ts) holds the
 * same countries.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** One country per continent (CH landlocked), Portugal's coast with its sea point, and Antarctica (polar day and night). */
export const SAMPLE_CODES: readonly string[] = ["CH", "KE", "JP", "BR", "AU", "PT", "AQ"];

const WORLD = fileURLToPath(new URL("../../fixtures/world/2026-07-15/", import.meta.url));
const ENSEMBLE = fileURLToPath(new URL("../../fixtures/ensemble/2026-07-15/", import.meta.url));

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
  const ensemble = JSON.parse(readFileSync(join(ENSEMBLE, "index.json"), "utf8")) as {
    model: string;
    countries: { code: string; ensemble: string }[];
  };
  const answers = new Map(ensemble.countries.map((e) => [e.code, e.ensemble]));
  // each location dated as vansky fetch dates it: the instant its responses stand for
  const countries = world.countries
    .filter((e) => SAMPLE_CODES.includes(e.code))
    .map((e) => {
      const answer = answers.get(e.code);
      const outlook = answer
        ? { ensemble: answer, ensemble_fetched_at: world.reference, ensemble_model: ensemble.model }
        : {};
      return { ...e, fetched_at: world.reference, ...outlook };
    });
  const dir = join(outDir, "sample");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of countries) {
    for (const file of [entry.forecast, entry.marine]) if (file) copyFileSync(join(WORLD, file), join(dir, file));
    if ("ensemble" in entry) copyFileSync(join(ENSEMBLE, entry.ensemble), join(dir, entry.ensemble));
  }
  const index = { reference: world.reference, source: "fixtures/world/2026-07-15", count: countries.length, countries };
  writeFileSync(join(dir, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
}
