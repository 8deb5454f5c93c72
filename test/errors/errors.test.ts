import { describe, expect, it } from "vitest";
import { isVanskyInputError, VanskyInputError } from "../../src/errors.js";

describe("VanskyInputError", () => {
  it("says where, what and which code, and keeps each apart", () => {
    const e = new VanskyInputError("BAD_VALUE", "hourly.temperature_2m[3]", 'expected a number or null, got "x"');
    expect(e.message).toBe('hourly.temperature_2m[3]: expected a number or null, got "x" [BAD_VALUE]');
    expect([e.name, e.code, e.path, e.problem]).toEqual([
      "VanskyInputError",
      "BAD_VALUE",
      "hourly.temperature_2m[3]",
      'expected a number or null, got "x"',
    ]);
    expect(e).toBeInstanceOf(Error);
  });

  it("leaves the path out of the message when the whole input is wrong", () => {
    expect(new VanskyInputError("MISSING_SECTION", "", "no hourly, daily or current section").message).toBe(
      "no hourly, daily or current section [MISSING_SECTION]",
    );
  });

  it("names a batch input by its index: before a field's path, before an index, or alone", () => {
    const at = (path: string) => new VanskyInputError("BAD_TIME", path, "times out of order").atIndex(137);
    expect(at("hourly.time").path).toBe("[137].hourly.time");
    expect(at("[2].forecast").path).toBe("[137][2].forecast");
    expect(at("").path).toBe("[137]");
    const moved = at("hourly.time");
    expect([moved.code, moved.problem, moved.message]).toEqual([
      "BAD_TIME",
      "times out of order",
      "[137].hourly.time: times out of order [BAD_TIME]",
    ]);
    expect(moved).toBeInstanceOf(VanskyInputError);
  });
});

describe("isVanskyInputError", () => {
  /** An error as another copy of the package (ESM beside CJS) would throw it: not an instance of this class. */
  const lookalike = (fields: Record<string, unknown>) => Object.assign(new Error("x"), fields);

  it("knows its own errors and another copy's, by name, code and path", () => {
    expect(isVanskyInputError(new VanskyInputError("BAD_OPTION", "now", "not an instant"))).toBe(true);
    expect(isVanskyInputError(lookalike({ name: "VanskyInputError", code: "BAD_OPTION", path: "" }))).toBe(true);
  });

  it("refuses anything that lacks one of them, or is not an Error", () => {
    expect(isVanskyInputError(lookalike({ name: "TypeError", code: "BAD_OPTION", path: "" }))).toBe(false);
    expect(isVanskyInputError(lookalike({ name: "VanskyInputError", code: 3, path: "" }))).toBe(false);
    expect(isVanskyInputError(lookalike({ name: "VanskyInputError", code: "BAD_OPTION" }))).toBe(false);
    expect(isVanskyInputError({ name: "VanskyInputError", code: "BAD_OPTION", path: "" })).toBe(false);
    expect(isVanskyInputError(new Error("plain"))).toBe(false);
    expect(isVanskyInputError(null)).toBe(false);
  });
});
