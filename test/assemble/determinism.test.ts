/**
 * Determinism: the same input gives the same bytes under any machine time zone (the engine has no clock and never
 * reads the zone), on every run, and whatever the order of the inputs of `scoreCountries`.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scoreCountries } from "../../src/assemble/batch.js";
import type { CountryInput } from "../../src/assemble/country.js";
import { world } from "../adapters/helpers.js";
import { printedUnder, ZONES } from "../zones.js";

const SETS = ["2026-07-15", "2026-01-15"];

function inputs(set: string): CountryInput[] {
  const index = world(set, "index.json") as { countries: { code: string; forecast: string; marine: string | null }[] };
  return index.countries.map((e) => ({
    code: e.code,
    forecast: world(set, e.forecast),
    marine: e.marine ? world(set, e.marine) : null,
    now: `${set}T12:00:00Z`,
  }));
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Scores both world sets with the built package in a fresh process under `TZ`; the SHA-256 of the JSON. */
const SCRIPT = `
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { scoreCountries } from "./dist/index.js";
const all = [];
for (const set of ${JSON.stringify(SETS)}) {
  const dir = "./fixtures/world/" + set + "/";
  const read = (f) => JSON.parse(readFileSync(dir + f, "utf8"));
  const index = read("index.json");
  all.push(scoreCountries(index.countries.map((e) => ({
    code: e.code, forecast: read(e.forecast), marine: e.marine ? read(e.marine) : null, now: set + "T12:00:00Z",
  }))));
}
process.stdout.write(createHash("sha256").update(JSON.stringify(all)).digest("hex"));
`;

describe("determinism", () => {
  const expected = sha256(JSON.stringify(SETS.map((set) => scoreCountries(inputs(set)))));

  it.each(ZONES)(
    "gives the same bytes under TZ=%s as here",
    (zone) => expect(printedUnder(zone, SCRIPT)).toBe(expected),
    60_000,
  );

  it("gives the same records whatever the order of the inputs, and on every run", () => {
    const all = inputs("2026-07-15");
    const forward = scoreCountries(all);
    // a fixed permutation: every 7th input first, by stride
    const order = all.map((_, i) => (i * 7) % all.length);
    expect(new Set(order).size).toBe(all.length);
    const shuffled = scoreCountries(order.map((i) => all[i] as CountryInput));
    const byCode = new Map(shuffled.map((r) => [r.code, JSON.stringify(r)]));
    for (const r of forward) expect(byCode.get(r.code)).toBe(JSON.stringify(r));
    expect(JSON.stringify(scoreCountries(all))).toBe(JSON.stringify(forward));
  });
});
