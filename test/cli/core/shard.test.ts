import { describe, expect, it } from "vitest";
import { dataFileOf, formatShard, inShard, isSidecarName, parseShard, sidecarOf } from "../../../src/cli/core/shard.js";
import { fc, test } from "../../prop.js";

describe("shards", () => {
  it("parses i/n with 0 <= i < n and rejects anything else", () => {
    expect(parseShard("0/4")).toEqual({ index: 0, count: 4 });
    expect(parseShard("3/4")).toEqual({ index: 3, count: 4 });
    for (const bad of ["4/4", "1/0", "-1/4", "1/4/2", "a/b", "", "1"]) expect(parseShard(bad), bad).toBeUndefined();
  });

  test.prop([fc.array(fc.string(), { maxLength: 50 }), fc.integer({ min: 1, max: 16 })])(
    "puts every id in exactly one of n shards",
    (ids, count) => {
      for (const id of ids) {
        const owners = Array.from({ length: count }, (_, index) => inShard(id, { index, count })).filter(Boolean);
        expect(owners).toHaveLength(1);
      }
    },
  );

  it("keeps every id without a shard", () => {
    expect(inShard("PT", undefined)).toBe(true);
  });

  test.prop([fc.integer({ min: 1, max: 1000 }).chain((n) => fc.tuple(fc.nat({ max: n - 1 }), fc.constant(n)))])(
    "writes i/n as parseShard reads it",
    ([index, count]) => {
      expect(parseShard(formatShard({ index, count }))).toEqual({ index, count });
    },
  );

  it("names an ndjson shard's meta file beside it, and back", () => {
    expect(sidecarOf("out/shard-1.ndjson")).toBe("out/shard-1.ndjson.meta.json");
    expect(dataFileOf(sidecarOf("out/shard-1.ndjson"))).toBe("out/shard-1.ndjson");
    expect([isSidecarName("a.ndjson.meta.json"), isSidecarName("a.ndjson")]).toEqual([true, false]);
  });
});
