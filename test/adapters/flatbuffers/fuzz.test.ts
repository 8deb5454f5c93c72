/**
 * Hostile bytes for the FlatBuffers reader: arbitrary bytes, a real answer's bytes overwritten here and there, and cut
 * at any length give a series or a VanskyInputError, never another exception (a RangeError from a DataView, a
 * TypeError from a null table), and the bytes are never written (helpers in ../../hostile.ts).
 */
import { describe, expect } from "vitest";
import { normalizeForecast } from "../../../src/adapters/forecast.js";
import { normalizeMarine } from "../../../src/adapters/marine.js";
import { ensembleLayout } from "../../../src/adapters/members.js";
import { numRuns, onlyInputErrors } from "../../hostile.js";
import { fc, test } from "../../prop.js";
import { world } from "../helpers.js";
import { fb } from "./helpers.js";

const FORECAST = fb(world("2026-07-15", "PT.forecast.json"));
const MARINE = fb(world("2026-07-15", "PT.marine.json"));

/** Every reader of an answer, each giving a result or a VanskyInputError. */
function readAll(bytes: Uint8Array): void {
  onlyInputErrors(() => normalizeForecast(bytes));
  onlyInputErrors(() => normalizeMarine(bytes));
  onlyInputErrors(() => ensembleLayout(bytes));
}

/** `bytes` with the byte at each of `writes`' positions (a share of the length) set to its value. */
function overwritten(bytes: Uint8Array, writes: readonly (readonly [number, number])[]): Uint8Array {
  const copy = bytes.slice();
  for (const [at, value] of writes) copy[Math.floor(at * copy.length)] = value;
  return copy;
}

const writes = fc.array(fc.tuple(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.nat(255)), {
  minLength: 1,
  maxLength: 8,
});

describe("FlatBuffers fuzz", () => {
  test.prop([fc.uint8Array({ maxLength: 2048 })], { numRuns })("arbitrary bytes", (bytes) => {
    readAll(bytes);
  });

  test.prop([fc.constantFrom(FORECAST, MARINE), writes], { numRuns })(
    "a real answer with bytes overwritten, never written by the reader",
    (answer, at) => {
      const bytes = overwritten(answer, at);
      const before = bytes.slice();
      readAll(bytes);
      expect(Buffer.compare(bytes, before)).toBe(0); // toEqual compares typed arrays element by element: slow
    },
  );

  test.prop([fc.constantFrom(FORECAST, MARINE), fc.double({ min: 0, max: 1, noNaN: true })], { numRuns })(
    "a real answer cut at any length",
    (answer, share) => {
      readAll(answer.subarray(0, Math.floor(share * answer.length)));
    },
  );
});
