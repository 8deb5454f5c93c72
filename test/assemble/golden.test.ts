/**
 * Golden records: whole VanSkyCountry records of a handful of world-fixture countries chosen to cover every branch
 * (coast and landlocked, heat, storm, polar night, black ice, downpour, fog, no drive window). A change to any of
 * them fails here until it is reviewed by eye and accepted with `REGEN=1 npx vitest run test/assemble/golden.test.ts`.
 * CI runs this file again under TZ=Pacific/Chatham, so it also proves byte-identical output in another zone.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreCountry } from "../../src/assemble/country.js";
import { world } from "../adapters/helpers.js";

const GOLDEN = {
  "2026-07-15": ["PT", "CH", "AE", "AU", "BF", "AQ", "LA", "NZ", "BO", "FK"],
  "2026-01-15": ["NO", "CA", "IN", "BR"],
} as const;

const regenerate = process.env.REGEN === "1";

describe.each(Object.entries(GOLDEN))("golden records of the %s world set", (set, codes) => {
  const index = world(set, "index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };

  it.each(codes)("%s is unchanged", (code) => {
    const entry = index.countries.find((c) => c.code === code);
    if (!entry) throw new Error(`${code} is not in the ${set} set`);
    const record = scoreCountry({
      code,
      forecast: world(set, entry.forecast),
      marine: entry.marine ? world(set, entry.marine) : null,
      now: `${set}T12:00:00Z`,
      fetchedAt: `${set}T11:00:00Z`,
    });
    const text = `${JSON.stringify(record, null, 2)}\n`;
    const dir = new URL(`./golden/${set}/`, import.meta.url);
    const file = new URL(`${code}.json`, dir);
    if (regenerate) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, text);
    }
    expect(existsSync(file), `${set}/${code}.json: run with REGEN=1 to create it`).toBe(true);
    expect(text).toBe(readFileSync(file, "utf8"));
  });
});
