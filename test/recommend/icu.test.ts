import { describe, expect, it } from "vitest";
import { type MessageFormatters, parseMessage, renderMessage } from "../../src/recommend/icu.js";

/** English plural rules; numbers as `n` or, with two digits at least, `0n`, to see which format a node asked for. */
const f: MessageFormatters = {
  plural: new Intl.PluralRules("en"),
  number: (value, minDigits) => (minDigits === 2 ? `0${value}`.slice(-2) : `n${value}`),
};
const render = (pattern: string, params: Record<string, number>) => renderMessage(parseMessage(pattern), params, f);

/**
 * The message of the Error that parsing `pattern` throws. (Vitest's `toThrow(message)` also passes when a function
 * throws `undefined`, so the error is caught and checked here.)
 */
function parseError(pattern: string): string {
  try {
    parseMessage(pattern);
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
  throw new Error(`parsed ${JSON.stringify(pattern)}`);
}

describe("parseMessage", () => {
  it("reads text, numbers with their minimum digits and plurals, spaces inside the braces allowed", () => {
    expect(parseMessage("a {x, number} b")).toEqual(["a ", { kind: "number", name: "x", minDigits: 1 }, " b"]);
    expect(parseMessage("{ x , number , ::integer-width/*00 }")).toEqual([{ kind: "number", name: "x", minDigits: 2 }]);
    expect(parseMessage("{x,number,::integer-width/*000}")).toEqual([{ kind: "number", name: "x", minDigits: 3 }]);
    expect(parseMessage("{d, plural,\n  =1 {one day}\n  other {# days}\n}")).toEqual([
      {
        kind: "plural",
        name: "d",
        cases: new Map<string, unknown>([
          ["=1", ["one day"]],
          ["other", [{ kind: "hash" }, " days"]],
        ]),
      },
    ]);
    expect(parseMessage("# is text outside a plural")).toEqual(["# is text outside a plural"]);
    expect(parseMessage("")).toEqual([]);
  });

  it("takes any white space between and around a plural's cases, and none before a case's `{`", () => {
    const days = {
      kind: "plural",
      name: "d",
      cases: new Map([
        ["=1", ["a"]],
        ["other", ["b"]],
      ]),
    };
    expect(parseMessage("{d, plural, =1 {a}\tother {b}}")).toEqual([days]);
    expect(parseMessage("{d, plural, =1{a} other{b}}")).toEqual([days]);
    expect(parseMessage("{d, plural, =1 {a} other {b} }")).toEqual([days]);
    expect(parseMessage("{d, plural, =1 {a}  other {b}\n}")).toEqual([days]);
    expect(render("{d, plural, =1{tomorrow} other{in # days}} ", { d: 2 })).toBe("in n2 days ");
  });

  it.each([
    ["{x", /an argument is/],
    ["{x, number", /a number's only style/],
    ["{x, number, ::group-off}", /a number's only style/],
    ["{x, plural}", /a plural lists its cases/],
    ["{x, plural, ::integer-width/*00, other {a}}", /a plural lists its cases/],
    ["{x, plural, }", /a plural needs an `other` case/],
    ["{x, plural, few {a} other {b}", /a plural is not closed/],
    ["{x, plural, other {a}", /a plural is not closed/],
    ["{x, plural, other {a {y, number}}", /a plural is not closed/],
    ["{x, plural, =a {b} other {c}}", /a plural case is =N or a CLDR category/],
    ["{x, plural, other {a", /a plural case is not closed/],
    ["{x, select, a {b} other {c}}", /an argument is/],
    ["{, number}", /an argument is/],
    ["a}", /a `}` without its `{`/],
    ["l'eau", /apostrophe/],
  ])("refuses %j", (pattern, error) => {
    expect(parseError(pattern)).toMatch(error);
  });

  it.each([
    ["ab}", 2, "a `}` without its `{`"],
    ["{-x, number}", 1, "an argument is {name, number} or {name, plural, …}"],
    // the skeleton is the whole of ::integer-width/*0…, nothing before or after it
    ["{x, number, ::x::integer-width/*00}", 34, "a number's only style is ::integer-width/*00"],
    ["{x, number, ::integer-width/*00x}", 32, "a number's only style is ::integer-width/*00"],
    // a number takes no cases, a plural no skeleton (the comma after it apart: ::[^\s}]+ would take it in)
    ["{x, number, other {a}}", 12, "a plural lists its cases"],
    ["{x, plural, ::integer-width/*00 , other {a}}", 34, "a plural lists its cases"],
    ["{x, plural, xother {a}}", 12, "a plural case is =N or a CLDR category, then {…}"],
  ])("says what is wrong in %j, and where: at %i, %s", (pattern, at, what) => {
    expect(parseError(pattern)).toBe(`message pattern, at ${at}: ${what}: ${pattern}`);
  });
});

describe("renderMessage", () => {
  it("fills numbers by the node's minimum digits and `#` with the plural's number", () => {
    expect(render("{h, number}:{m, number, ::integer-width/*00}", { h: 7, m: 5 })).toBe("n7:05");
    expect(render("{d, plural, other {in # days}}", { d: 3 })).toBe("in n3 days");
  });

  it("picks an exact =N case before the CLDR category, the category before `other`", () => {
    const days = "{d, plural, =1 {tomorrow} one {in # day} =24 {midnight} other {in # days}}";
    expect(render(days, { d: 1 })).toBe("tomorrow");
    expect(render(days, { d: 24 })).toBe("midnight");
    expect(render(days, { d: 2 })).toBe("in n2 days");
    expect(render("{d, plural, one {a} other {b}}", { d: 1 })).toBe("a");
    expect(render("{d, plural, few {a} other {b}}", { d: 1 })).toBe("b");
  });

  it("nests: a plural's branch fills other arguments, and `#` is the innermost plural's number", () => {
    const nested = "{a, plural, =0 {{b, plural, other {b#}}} other {a# {b, number}}}";
    expect(render(nested, { a: 0, b: 4 })).toBe("bn4");
    expect(render(nested, { a: 2, b: 4 })).toBe("an2 n4");
    expect(render("{a, plural, =0 {} other {x}}", { a: 0 })).toBe("");
  });

  it("leaves a missing, NaN or infinite parameter visible as {name}, in a number or a plural", () => {
    expect(render("{x, number} {d, plural, other {#}}", {})).toBe("{x} {d}");
    expect(render("{x, number}", { x: Number.NaN })).toBe("{x}");
    expect(render("{x, number}", { x: Number.POSITIVE_INFINITY })).toBe("{x}");
  });
});
