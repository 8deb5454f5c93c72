/**
 * The sample the package ships, as the folder `--sample` reads (./sample.ts) and as the module `vansky/sample`
 * (./sample-module.ts): the same countries, their responses those of the July world fixtures, each dated by the set's
 * instant so every record of the sample has its `fetched_at` and its age.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SAMPLE_CODES, writeSample } from "../../scripts/package/sample.js";
import { SAMPLE_INPUTS, SAMPLE_REFERENCE } from "../../scripts/package/sample-module.js";
import { scoreCountries } from "../../src/assemble/batch.js";

const WORLD = new URL("../../fixtures/world/2026-07-15/", import.meta.url);
const world = (file: string) => JSON.parse(readFileSync(new URL(file, WORLD), "utf8"));
const out = mkdtempSync(join(tmpdir(), "vansky-sample-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("vansky/sample", () => {
  it("holds the sample's countries, with the world fixtures' responses as they are", () => {
    expect(SAMPLE_REFERENCE).toBe(world("index.json").reference);
    expect(SAMPLE_INPUTS.map((i) => i.code)).toEqual([...SAMPLE_CODES].sort());
    for (const { code, forecast, marine } of SAMPLE_INPUTS) {
      expect(forecast, code).toEqual(world(`${code}.forecast.json`));
      expect(marine, code).toEqual(code === "CH" ? null : world(`${code}.marine.json`));
    }
  });

  it("scores as it is into seven records, each fetched at the sample's instant", () => {
    const records = scoreCountries(SAMPLE_INPUTS);
    expect(records.map((r) => r.code)).toEqual(["AQ", "AU", "BR", "CH", "JP", "KE", "PT"]);
    for (const r of records) expect(r.fetched_at, r.code).toBe("2026-07-15T12:00:00Z");
    expect(Object.isFrozen(SAMPLE_INPUTS) && SAMPLE_INPUTS.every(Object.isFrozen)).toBe(true);
  });
});

describe("the sample folder (vansky score --sample, vansky report --sample)", () => {
  it("lists each country with its files and the set's instant as its fetched_at", () => {
    writeSample(out);
    const index = JSON.parse(readFileSync(join(out, "sample/index.json"), "utf8"));
    expect(index.reference).toBe(SAMPLE_REFERENCE);
    expect(index.countries.map((e: { code: string }) => e.code)).toEqual([...SAMPLE_CODES].sort());
    for (const entry of index.countries) {
      expect(entry.fetched_at, entry.code).toBe(SAMPLE_REFERENCE);
      expect(readFileSync(join(out, "sample", entry.forecast), "utf8")).toBe(
        readFileSync(new URL(entry.forecast, WORLD), "utf8"),
      );
    }
  });
});
