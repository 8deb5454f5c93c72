/**
 * Conditional requests: HTTP-dates read exactly as RFC 9110 §5.6.7 writes them (anything else ignored, §13.1.3),
 * entity tags compared weakly (§13.1.2), If-None-Match before If-Modified-Since.
 */
import { describe, expect, it } from "vitest";
import { etagMatches, httpDateMs, notModified } from "../../src/serve/conditional.js";

/** RFC 9110 §5.6.7's example instant, Sun, 06 Nov 1994 08:49:37 GMT: 784 111 777 s after the epoch. */
const EXAMPLE_MS = 784_111_777_000;
const NOW_2026 = Date.UTC(2026, 6, 15, 12);

describe("httpDateMs", () => {
  it.each([
    ["Sun, 06 Nov 1994 08:49:37 GMT", EXAMPLE_MS],
    ["Sunday, 06-Nov-94 08:49:37 GMT", EXAMPLE_MS],
    ["Sun Nov  6 08:49:37 1994", EXAMPLE_MS],
    // ten days later (864 000 s), the asctime day in two digits
    ["Wed Nov 16 08:49:37 1994", EXAMPLE_MS + 864_000_000],
    ["Thu, 29 Feb 2028 00:00:00 GMT", Date.UTC(2028, 1, 29)],
    // a leap second is the first second of the next minute
    ["Wed, 31 Dec 2025 23:59:60 GMT", Date.UTC(2026, 0, 1)],
    // the day's name is not checked against the date (6 November 1994 was a Sunday)
    ["Mon, 06 Nov 1994 08:49:37 GMT", EXAMPLE_MS],
    // four digits are the year as written, even below 100 (Date.UTC would read 0099 as 1999): 683 368 days before
    // the epoch (1 871 years, 453 of them leap years)
    ["Thu, 01 Jan 0099 00:00:00 GMT", -59_042_995_200_000],
  ])("reads %j", (text, ms) => {
    expect(httpDateMs(text, NOW_2026)).toBe(ms);
  });

  it("reads a two-digit year as the year with those digits from 49 years before now's to 50 after", () => {
    const at = (yy: string, nowMs: number) =>
      new Date(httpDateMs(`Monday, 01-Jan-${yy} 00:00:00 GMT`, nowMs)).getUTCFullYear();
    expect([at("76", NOW_2026), at("77", NOW_2026), at("26", NOW_2026), at("25", NOW_2026)]).toEqual([
      2076, 1977, 2026, 2025,
    ]);
    const in1999 = Date.UTC(1999, 5, 1);
    expect([at("00", in1999), at("49", in1999), at("50", in1999), at("99", in1999)]).toEqual([2000, 2049, 1950, 1999]);
    const in2099 = Date.UTC(2099, 5, 1);
    expect([at("00", in2099), at("49", in2099), at("50", in2099)]).toEqual([2100, 2149, 2050]);
    expect(httpDateMs("Thursday, 01-Jan-76 00:00:00 GMT", NOW_2026)).toBe(Date.UTC(2076, 0, 1));
  });

  it.each([
    "Sun, 06 Nov 1994 08:49:37 gmt",
    "sun, 06 Nov 1994 08:49:37 GMT",
    "Sun, 06 nov 1994 08:49:37 GMT",
    "Sun, 6 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 94 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49 GMT",
    "Sun, 06 Nov 1994 08:49:37 UTC",
    " Sun, 06 Nov 1994 08:49:37 GMT",
    "Sun, 06 Nov 1994 08:49:37 GMT ",
    "Sun, 06 Nov 1994 08:49:37 GMT, Mon, 07 Nov 1994 08:49:37 GMT",
    "Sun, 00 Nov 1994 08:49:37 GMT",
    "Sun, 31 Nov 1994 08:49:37 GMT",
    "Fri, 29 Feb 2027 00:00:00 GMT",
    "Sun, 06 Nov 1994 24:00:00 GMT",
    "Sun, 06 Nov 1994 08:60:00 GMT",
    "Sun, 06 Nov 1994 08:49:61 GMT",
    "Sun, 06-Nov-94 08:49:37 GMT",
    "Sunday, 06-Nov-1994 08:49:37 GMT",
    "Sun Nov 6 08:49:37 1994",
    "Sun Nov  6 08:49:37 94",
    "1994-11-06T08:49:37Z",
    "784111777",
    "",
  ])("refuses %j (NaN)", (text) => {
    expect(httpDateMs(text, NOW_2026)).toBeNaN();
  });
});

describe("etagMatches", () => {
  it.each([
    ['"abc-1"', true],
    ['W/"abc-1"', true],
    ['"x", "abc-1"', true],
    ['"abc-1-br"', true],
    ['"abc-1-gzip"', true],
    [" * ", true],
    ['"abc-12"', false],
    ['"abc-"', false],
    ['"abc-1', false],
    ['"ABC-1"', false],
    ["", false],
    // the tag's encodings' variants only, not any suffix: "-br" and "-gzip" are the server's own
    ['"abc-1-anything"', false],
    ['"abc-1-deflate"', false],
    ['"abc-1-br-x"', false],
    ['"abc-1-"', false],
    ['W/"abc-1-gzip"', true],
    ['"x",,  W/"abc-1-br" ', true],
    ['"x" "abc-1"', false],
  ])('If-None-Match %j matches the tag "abc-1": %j', (header, expected) => {
    expect(etagMatches(header, '"abc-1"')).toBe(expected);
  });
});

describe("notModified", () => {
  const ETAG = '"abc-1"';
  /** The example instant in whole seconds: the body's Last-Modified. */
  const LAST_S = EXAMPLE_MS / 1000;

  it("goes by If-None-Match when it is there, whatever If-Modified-Since says", () => {
    expect(notModified(ETAG, undefined, ETAG, Number.NaN, NOW_2026)).toBe(true);
    expect(notModified('"other"', "Sun, 06 Nov 1994 08:49:37 GMT", ETAG, LAST_S, NOW_2026)).toBe(false);
    expect(notModified(ETAG, "Sat, 05 Nov 1994 08:49:37 GMT", ETAG, LAST_S, NOW_2026)).toBe(true);
    expect(notModified("", "Sun, 06 Nov 1994 08:49:37 GMT", ETAG, LAST_S, NOW_2026)).toBe(false);
  });

  it("else by If-Modified-Since against Last-Modified, by the second", () => {
    expect(notModified(undefined, "Sun, 06 Nov 1994 08:49:37 GMT", ETAG, LAST_S, NOW_2026)).toBe(true);
    expect(notModified(null, "Sun, 06 Nov 1994 08:49:38 GMT", ETAG, LAST_S, NOW_2026)).toBe(true);
    expect(notModified(null, "Sun, 06 Nov 1994 08:49:36 GMT", ETAG, LAST_S, NOW_2026)).toBe(false);
    expect(notModified(null, "Sunday, 06-Nov-94 08:49:37 GMT", ETAG, LAST_S, NOW_2026)).toBe(true);
  });

  it("answers 200 without a usable condition: no header, no Last-Modified, or a value that is not an HTTP-date", () => {
    expect(notModified(undefined, undefined, ETAG, LAST_S, NOW_2026)).toBe(false);
    expect(notModified(null, null, ETAG, LAST_S, NOW_2026)).toBe(false);
    expect(notModified(null, "Sun, 06 Nov 1994 08:49:37 GMT", ETAG, Number.NaN, NOW_2026)).toBe(false);
    expect(notModified(null, "Thu, 01 Jan 2099 00:00:00 UTC", ETAG, LAST_S, NOW_2026)).toBe(false);
  });
});
