/**
 * The outlook is deterministic: the same bytes under any machine time zone (fresh processes of the built package
 * over the committed ensemble sample, which crosses no clock change), and whatever the order of the inputs.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { outlookCountries } from "../../src/outlook/outlook.js";
import type { OutlookInput } from "../../src/outlook/types.js";
import { printedUnder, ZONES } from "../zones.js";

const root = new URL("../../", import.meta.url).pathname;
const dir = `${root}fixtures/ensemble/2026-07-15/`;
const read = (file: string) => JSON.parse(readFileSync(dir + file, "utf8"));

function inputs(): OutlookInput[] {
  const index = read("index.json") as {
    reference: string;
    countries: {
      code: string;
      ensemble: string;
      forecast: string;
      marine: string | null;
      ensemble_fetched_at: string;
    }[];
  };
  return index.countries.map((e) => ({
    code: e.code,
    forecast: read(e.ensemble),
    deterministic: read(e.forecast),
    marine: e.marine ? read(e.marine) : null,
    fetchedAt: e.ensemble_fetched_at,
  }));
}

const SCRIPT = `
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { outlookCountries } from "./dist/index.js";
const dir = "./fixtures/ensemble/2026-07-15/";
const read = (f) => JSON.parse(readFileSync(dir + f, "utf8"));
const index = read("index.json");
const all = outlookCountries(index.countries.map((e) => ({
  code: e.code, forecast: read(e.ensemble), deterministic: read(e.forecast), marine: e.marine ? read(e.marine) : null,
  fetchedAt: e.ensemble_fetched_at,
})));
process.stdout.write(createHash("sha256").update(JSON.stringify(all)).digest("hex"));
`;

describe("outlook determinism", () => {
  const forward = outlookCountries(inputs());
  const expected = createHash("sha256").update(JSON.stringify(forward)).digest("hex");

  it.each(ZONES)(
    "gives the same bytes under TZ=%s as here",
    (zone) => expect(printedUnder(zone, SCRIPT)).toBe(expected),
    60_000,
  );

  it("gives the same outlooks whatever the order of the inputs, and on every run", () => {
    const reversed = outlookCountries(inputs().reverse());
    expect(reversed.reverse()).toEqual(forward);
    expect(JSON.stringify(outlookCountries(inputs()))).toBe(JSON.stringify(forward));
  });
});
