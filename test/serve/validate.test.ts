/**
 * The serving module's own validator agrees with ajv (with ajv-formats, as the contract tests use it) on the shipped
 * schemas: on every world-fixture record, on records broken at a random place in a random way, and on the date and
 * date-time edge cases of RFC 3339.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { schemaDocument, schemas } from "../../src/schema/index.js";
import { compileSchema, isDate, isDateTime, pathText } from "../../src/serve/validate.js";
import { records } from "./helpers.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: true }));
const FILES = Object.keys(schemas) as (keyof typeof schemas)[];
const COUNTRY = ajv.compile(schemaDocument("vansky-country.schema.json"));
const check = compileSchema(schemas["vansky-country.schema.json"]);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

const WORLD = [...records(250, "2026-07-15"), ...records(250, "2026-01-15")];

type Json = Record<string, unknown> | unknown[];

/** Every path to a value inside `value` (keys and indices), containers included. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

/** A copy of `record` with the value at `path` replaced by `replacement`, or deleted when it is `undefined`. */
function mutate(record: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(record) as Json;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const replacement = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -200, max: 400 }),
  fc.double({ min: -1e3, max: 1e3, noNaN: true }),
  fc.constantFrom(0.5, 100.5, 360, 361, -0.1, Number.NaN, Number.POSITIVE_INFINITY, 7, 8),
  fc.constantFrom("ideal", "hard", "low", "retract", "tip", "vansky.rec.uv", "vansky.rec.UV", "2026-07-15"),
  fc.constantFrom("2026-07-15T06:12:00+01:00", "2026-07-15T06:12", "2026-02-30T00:00:00Z", "2026-06-30T23:59:60Z"),
  fc.string({ maxLength: 4 }),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ start: "2026-07-15T08:00:00Z", end: "2026-07-15T10:00:00Z" }),
);

describe("compileSchema", () => {
  it("compiles every shipped schema (they use only the subset it knows)", () => {
    for (const file of FILES) expect(() => compileSchema(schemaDocument(file)), file).not.toThrow();
  });

  it("refuses a keyword outside its subset rather than ignoring it", () => {
    expect(() => compileSchema({ type: "object", oneOf: [] })).toThrow(/oneOf/);
    expect(() => compileSchema({ type: "string", format: "email" })).toThrow(/email/);
  });

  it("accepts every world-fixture record, as ajv does", () => {
    for (const record of WORLD) {
      expect(COUNTRY(record), record.code).toBe(true);
      expect(check(record), record.code).toBeUndefined();
    }
  });

  it("agrees with ajv on records broken at any place in any way", () => {
    const record = fc.constantFrom(...WORLD.slice(0, 40), ...WORLD.slice(250, 260));
    const broken = record.chain((r) =>
      fc.tuple(fc.constantFrom(...paths(r)), replacement).map(([path, value]) => mutate(r, path, value)),
    );
    let rejected = 0;
    fc.assert(
      fc.property(broken, (value) => {
        const ours = check(value) === undefined;
        if (!ours) rejected++;
        expect(ours).toBe(COUNTRY(value));
      }),
      { numRuns: RUNS },
    );
    expect(rejected).toBeGreaterThan(RUNS / 4);
  });

  it("names where a record fails", () => {
    const record = structuredClone(WORLD[0]) as unknown as { forecast: Record<string, unknown>[]; marine: unknown };
    (record.forecast[2] as Record<string, unknown>).van_score = 50.5;
    expect(check(record)).toEqual({ path: ["forecast", 2, "van_score"], problem: "expected integer, got 50.5" });
    record.forecast[2] = { ...record.forecast[1] };
    record.marine = { sea_temp: 20, wave_height: -1, wave_dir: null, wave_period: null };
    expect(check(record)).toEqual({ path: ["marine", "wave_height"], problem: "-1 is below 0" });
    record.marine = "calm";
    expect(check(record)?.problem).toBe('expected object, got "calm"; or expected null, got "calm"');
  });
});

describe("formats (RFC 3339 §5.6, as ajv-formats reads it)", () => {
  const dateTime = ajv.compile({ type: "string", format: "date-time" });
  const date = ajv.compile({ type: "string", format: "date" });

  it.each([
    "2026-07-15T12:00:00Z",
    "2026-07-15T12:00:00z",
    "2026-07-15t12:00:00+05:45",
    "2026-07-15 12:00:00-03:30",
    "2026-07-15T12:00:00.123+14:00",
    "2026-07-15T12:00:00+0545",
    "2026-07-15T12:00:00+05",
    "2026-07-15T12:00:00",
    "2026-07-15T12:00Z",
    "2026-07-15",
    "2024-02-29T00:00:00Z",
    "2026-02-29T00:00:00Z",
    "2026-13-01T00:00:00Z",
    "2026-04-31T00:00:00Z",
    "2026-07-15T24:00:00Z",
    "2026-07-15T12:60:00Z",
    "2026-06-30T23:59:60Z",
    "2026-06-30T23:59:60+00:00",
    "2026-07-01T00:59:60+01:00",
    "2026-06-30T22:59:60Z",
    "2026-06-30T23:59:61Z",
    "2026-07-15T12:00:00+24:00",
    "2026-07-15T12:00:00+05:60",
    "2026-07-15TT12:00:00Z",
    "",
    // leap seconds written in other zones: 23:59:60 UTC is 18:59:60-05:00, 05:29:60+05:30 (the next UTC day's
    // hour and minute both step back) and 00:00:60+00:01
    "2026-06-30T18:59:60-05:00",
    "2026-07-01T05:29:60+05:30",
    "2026-07-01T00:00:60+00:01",
    "2026-06-30T23:59:60.5Z",
    "2026-06-30T19:59:60-05:00",
    // the zone's bounds, and text before or after the parts
    "2026-07-15T12:00:00+23:59",
    "2026-07-15T12:00:00-23:00",
    "2026-07-15T12:00:00Zx",
    "x2026-07-15T12:00:00Z",
    "2026-07-15Tx12:00:00Z",
    "2026-07-15T12:00:00Z 1",
  ])("date-time %j: as ajv", (text) => {
    expect(isDateTime(text)).toBe(dateTime(text));
  });

  it.each([
    "2026-07-15",
    "2024-02-29",
    "2100-02-29",
    "2000-02-29",
    "2026-00-10",
    "2026-07-32",
    "2026-7-15",
    "20260715",
    "2026-07-15x",
    "x2026-07-15",
    "2026-12-31",
    "2026-12-00",
  ])("date %j: as ajv", (text) => {
    expect(isDate(text)).toBe(date(text));
  });
});

describe("compileSchema's keywords at their edges (hand-stated, beside the comparison with ajv)", () => {
  it("minItems and maxItems count an array's items and ignore what is not an array", () => {
    const check = compileSchema({ minItems: 1, maxItems: 2 });
    expect(check([1])).toBeUndefined();
    expect(check([1, 2])).toBeUndefined();
    expect(check([])).toEqual({ path: [], problem: "fewer than 1 items" });
    expect(check([1, 2, 3])).toEqual({ path: [], problem: "more than 2 items" });
    expect(check("abc")).toBeUndefined();
  });

  it("additionalProperties as a schema checks each unknown field by it, the failure at the field's key", () => {
    const check = compileSchema({ properties: { a: { type: "string" } }, additionalProperties: { type: "number" } });
    expect(check({ a: "x", b: 1, c: 2.5 })).toBeUndefined();
    expect(check({ a: "x", b: "y" })).toEqual({ path: ["b"], problem: 'expected number, got "y"' });
    expect(check([1, 2])).toBeUndefined();
  });

  it("anyOf names the branch that got deepest, else every branch's problem", () => {
    const check = compileSchema({
      anyOf: [{ type: "null" }, { type: "object", properties: { x: { type: "integer" } } }],
    });
    expect(check(null)).toBeUndefined();
    expect(check({ x: 1 })).toBeUndefined();
    expect(check({ x: 1.5 })).toEqual({ path: ["x"], problem: "expected integer, got 1.5" });
    expect(check(3)).toEqual({ path: [], problem: "expected null, got 3; or expected object, got 3" });
  });

  it("type names what it got: a non-finite number, undefined, a long value cut at 37 characters", () => {
    const check = compileSchema({ type: ["integer", "null"] });
    expect(check(3)).toBeUndefined();
    expect(check(null)).toBeUndefined();
    expect(check(2.5)).toEqual({ path: [], problem: "expected integer or null, got 2.5" });
    expect(compileSchema({ type: "number" })(Number.POSITIVE_INFINITY)).toEqual({
      path: [],
      problem: "expected number, got Infinity",
    });
    expect(compileSchema({ type: "number" })(7)).toBeUndefined(); // an integer is a number
    expect(compileSchema({ type: "object" })(undefined)?.problem).toBe("expected object, got undefined");
    expect(compileSchema({ type: "object" })([])?.problem).toBe("expected object, got []");
    // JSON.stringify of 39 a's is 41 characters: its first 37 and "..."; 38 a's (40 characters) whole
    expect(check("a".repeat(39))?.problem).toBe(`expected integer or null, got "${"a".repeat(36)}...`);
    expect(check("a".repeat(38))?.problem).toBe(`expected integer or null, got "${"a".repeat(38)}"`);
  });

  it("enum, const, minimum and maximum say what was expected; bounds are inclusive, non-numbers ignored", () => {
    expect(compileSchema({ enum: ["low", "high"] })("mid")?.problem).toBe('expected one of low, high, got "mid"');
    expect(compileSchema({ enum: ["low", "high"] })("low")).toBeUndefined();
    expect(compileSchema({ const: "Open-Meteo" })("Open-Meteo")).toBeUndefined();
    expect(compileSchema({ const: "Open-Meteo" })("DWD")?.problem).toBe('expected "Open-Meteo", got "DWD"');
    const range = compileSchema({ minimum: 0, maximum: 100 });
    expect([range(0), range(100), range("x")]).toEqual([undefined, undefined, undefined]);
    expect(range(-1)?.problem).toBe("-1 is below 0");
    expect(range(100.5)?.problem).toBe("100.5 is above 100");
  });

  it("minLength counts characters (code points), pattern reads Unicode, both ignore what is not a string", () => {
    const short = compileSchema({ minLength: 2 });
    expect(short("ab")).toBeUndefined();
    expect(short("a😀")).toBeUndefined();
    expect(short("😀")?.problem).toBe("shorter than 2 characters"); // two UTF-16 code units, one character
    expect(short(5)).toBeUndefined();
    const one = compileSchema({ pattern: "^.$" });
    expect(one("😀")).toBeUndefined(); // one code point under the u flag
    expect(one("ab")?.problem).toBe('"ab" does not match ^.$');
    expect(one(12)).toBeUndefined();
  });

  it("format names the format; an unknown format is refused when compiled; non-strings are ignored", () => {
    const date = compileSchema({ format: "date" });
    expect(date("2026-02-30")?.problem).toBe('"2026-02-30" is not a date (RFC 3339)');
    expect(date("2026-02-28")).toBeUndefined();
    expect(date(20260228)).toBeUndefined();
    expect(compileSchema({ format: "date-time" })("2026-02-28")?.problem).toBe(
      '"2026-02-28" is not a date-time (RFC 3339)',
    );
    expect(() => compileSchema({ format: "email" })).toThrow("unsupported format email");
  });

  it("required, properties and additionalProperties check objects only, own keys only, in the schema's order", () => {
    const check = compileSchema({
      required: ["a", "b"],
      properties: { a: { type: "string" }, b: { type: "integer" } },
      additionalProperties: false,
    });
    expect(check({ a: "x", b: 1 })).toBeUndefined();
    expect(check({ a: "x" })?.problem).toBe("missing b");
    expect(check({ a: "x", b: undefined })?.problem).toBe("missing b");
    expect(check({ a: 1, b: 1.5 })).toEqual({ path: ["a"], problem: "expected string, got 1" });
    expect(check({ a: "x", b: 1, c: 0 })).toEqual({ path: [], problem: "unknown field c" });
    expect(check([1])).toBeUndefined();
    expect(check("text")).toBeUndefined();
    // an inherited key is not the object's own: properties does not check it
    const inherited = Object.assign(Object.create({ a: 1 }) as object, { b: 2 });
    expect(compileSchema({ properties: { a: { type: "string" } } })(inherited)).toBeUndefined();
  });

  it("items checks each item of an array, the failure at its index; anything else passes", () => {
    const check = compileSchema({ items: { type: "integer" } });
    expect(check([1, 2])).toBeUndefined();
    expect(check([1, "2", 3.5])).toEqual({ path: [1], problem: 'expected integer, got "2"' });
    expect(check({ 0: "x" })).toBeUndefined();
  });

  it("anyOf keeps the first of two branches that got equally deep", () => {
    const check = compileSchema({
      anyOf: [{ properties: { x: { type: "integer" } } }, { properties: { x: { type: "string", minLength: 5 } } }],
    });
    expect(check({ x: 1.5 })).toEqual({ path: ["x"], problem: "expected integer, got 1.5" });
  });

  it("skips annotations, refuses any other keyword, and reports the first failing keyword in the schema's order", () => {
    const check = compileSchema({ $schema: "x", $id: "y", title: "t", description: "d", minimum: 0, maximum: -5 });
    expect(check(-1)?.problem).toBe("-1 is below 0");
    expect(check(3)?.problem).toBe("3 is above -5");
    expect(() => compileSchema({ $comment: "no" })).toThrow("unsupported JSON Schema keyword $comment");
  });

  it("pathText writes indices in brackets and keys after dots", () => {
    expect(pathText("data", [3, "weather", "temp_day"])).toBe("data[3].weather.temp_day");
    expect(pathText("data", [])).toBe("data");
  });
});
