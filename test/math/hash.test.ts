import { describe, expect, it } from "vitest";
import { fnv1a } from "../../src/math/hash.js";
import { fc, test } from "../prop.js";

describe("fnv1a", () => {
  it("gives the published FNV-1a 32-bit test vectors", () => {
    // Fowler, Noll and Vo's reference vectors (draft-eastlake-fnv). By hand for "a": 0x811c9dc5 ^ 0x61 = 0x811c9da4;
    // × 0x01000193 = × (2^24 + 403) mod 2^32: 0xa4 << 24 = 0xa4000000, 0x811c9da4 × 403 mod 2^32 = 0x400c292c,
    // sum 0xe40c292c.
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
    expect(fnv1a("")).toBe(0x811c9dc5); // no character: the offset basis
  });

  it("depends on every character and its place", () => {
    expect(fnv1a("ab")).not.toBe(fnv1a("ba"));
    expect(fnv1a("ab")).not.toBe(fnv1a("a"));
  });

  test.prop([fc.string()])("is an unsigned 32-bit integer", (text) => {
    const h = fnv1a(text);
    expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
  });
});
