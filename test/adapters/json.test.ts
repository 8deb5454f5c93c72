import { expect, it, describe as suite } from "vitest";
import { checkObject, describe } from "../../src/adapters/json.js";
import { VanskyInputError } from "../../src/errors.js";
import { expectInputError } from "./helpers.js";

suite("describe", () => {
  it("names null, arrays and objects by kind", () => {
    expect(describe(null)).toBe("null");
    expect(describe([])).toBe("an array");
    expect(describe([1, 2])).toBe("an array");
    expect(describe({})).toBe("an object");
    expect(describe({ error: true })).toBe("an object");
  });

  it("gives numbers and booleans as JavaScript writes them", () => {
    expect(describe(5)).toBe("5");
    expect(describe(-0.5)).toBe("-0.5");
    expect(describe(true)).toBe("true");
  });

  it("names the numbers JSON cannot hold, which an object built in code can (JSON would write null)", () => {
    expect(describe(Number.NaN)).toBe("NaN");
    expect(describe(Number.NEGATIVE_INFINITY)).toBe("-Infinity");
  });

  it("says nothing was there, never JavaScript's undefined", () => {
    expect(describe(undefined)).toBe("nothing");
  });

  it("quotes a string of up to 40 characters whole", () => {
    expect(describe("")).toBe('""');
    expect(describe("2026-07-15T06:00")).toBe('"2026-07-15T06:00"');
    const forty = "a".repeat(40);
    expect(describe(forty)).toBe(`"${forty}"`);
  });

  it("cuts a longer string to its first 40 characters and an ellipsis", () => {
    const fortyOne = `${"0123456789".repeat(4)}X`; // 40 + 1 characters
    expect(describe(fortyOne)).toBe(`"${"0123456789".repeat(4)}…"`);
  });
});

suite("checkObject", () => {
  it("returns a plain object itself", () => {
    const object = { latitude: 0 };
    expect(checkObject(object, "")).toBe(object);
  });

  it("rejects anything else with NOT_AN_OPEN_METEO_RESPONSE, saying what it got", () => {
    expectInputError(() => checkObject([], "hourly"), "NOT_AN_OPEN_METEO_RESPONSE", "hourly");
    let thrown: unknown;
    try {
      checkObject(null, "daily_units");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(VanskyInputError);
    expect((thrown as VanskyInputError).problem).toBe("expected an object, got null");
  });
});
