/**
 * One path normalisation for the web handler (whose `Request` URL the WHATWG parser has normalized) and `vansky
 * serve` (which reads the raw request target): `normalizePath` against `new URL(path, origin).pathname`, and the
 * client key behind a trusted proxy.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forwardedClient } from "../../src/serve/forwarded.js";
import { decodeSegment, decodeUnreserved, normalizePath } from "../../src/serve/path.js";

/** The path of the request target `path` as a `Request` for it reads it. */
const whatwg = (path: string) => new URL(`http://vansky.test${path}`).pathname;

describe("normalizePath", () => {
  it.each([
    "/api/weatherscore/weather/./PT",
    "/api/weatherscore/./weather/PT",
    "/api/weatherscore/weather/x/../PT",
    "/api/weatherscore/weather/%2e/PT",
    "/api/weatherscore/weather/%2E%2e/weather/PT",
    "/api/weatherscore/weather/PT/.",
    "/api/weatherscore/weather/PT/..",
    "/../../api/weatherscore/weather",
    "/api\\weatherscore\\weather\\PT",
    "/api/weatherscore/weather/PT#x",
    "/api//weatherscore/weather",
    "/api/weatherscore/weather/.PT",
    "/",
  ])("resolves %j as the URL parser does", (path) => {
    expect(normalizePath(path)).toBe(whatwg(path));
  });

  it("resolves any path of dot segments, slashes and names as the URL parser does", () => {
    const segment = fc.constantFrom(".", "..", "%2e", "%2E", ".%2e", "%2e.", "%2e%2E", "", "api", "PT", "a.b", "..x");
    const separator = fc.constantFrom("/", "\\");
    const path = fc
      .array(fc.tuple(separator, segment), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.map(([s, p]) => s + p).join(""));
    fc.assert(
      fc.property(path, (p) => normalizePath(p) === whatwg(p)),
      { numRuns: 2000 },
    );
  });

  it("leaves a path without dot segments as it is (the same string)", () => {
    const path = "/api/weatherscore/weather/PT";
    expect(normalizePath(path)).toBe(path);
    expect(normalizePath("*")).toBe("*");
  });
});

describe("decodeUnreserved", () => {
  it.each([
    ["/api/weatherscore/weather/%50%54", "/api/weatherscore/weather/PT"],
    ["/%61%7A%41%5A%30%39%2D%2E%5F%7E", "/azAZ09-._~"],
    ["/%2F%20%25%C3%A3%3F%23", "/%2F%20%25%C3%A3%3F%23"],
    ["/%2541", "/%2541"],
    ["/%4", "/%4"],
    ["/%zz%4g", "/%zz%4g"],
    ["/plain", "/plain"],
  ])("%j is %j (unreserved characters only, RFC 3986 §2.3)", (path, decoded) => {
    expect(decodeUnreserved(path)).toBe(decoded);
  });
});

describe("decodeSegment", () => {
  it.each([
    ["PT", "PT"],
    ["s%C3%A3o%20paulo", "são paulo"],
    ["a%2Fb", "a/b"],
    ["%25", "%"],
    ["%C3", undefined],
    ["%E2%82", undefined],
    ["%", undefined],
  ])("%j is %j (UTF-8; undefined when not valid encoding)", (segment, decoded) => {
    expect(decodeSegment(segment)).toBe(decoded);
  });
});

describe("forwardedClient", () => {
  it.each([
    [null, "203.0.113.7", "203.0.113.7"],
    [null, "198.51.100.1, 203.0.113.7", "203.0.113.7"],
    [null, " 198.51.100.1 ,203.0.113.7 ", "203.0.113.7"],
    ["for=192.0.2.60;proto=http;by=203.0.113.43", null, "192.0.2.60"],
    ['for=198.51.100.1, for="[2001:db8:cafe::17]:4711"', "10.0.0.1", "2001:db8:cafe::17"],
    ['for="192.0.2.60:8080"', null, "192.0.2.60"],
    ["proto=https", "203.0.113.7", "203.0.113.7"],
    [null, null, undefined],
    ["", "", undefined],
    // RFC 7239 §6: an IPv6 address needs brackets and quotes; a bracket never closed still names the address
    ['for="[2001:db8::1"', null, "2001:db8::1"],
    // an IPv6 address sent without brackets (more than one colon) is taken whole, not cut at a port
    ["for=2001:db8::1", null, "2001:db8::1"],
    // an empty for= and a parameter without "=" prove nothing: the next source, or the next pair
    ["for=", "203.0.113.9", "203.0.113.9"],
    ["secret;for=192.0.2.61", null, "192.0.2.61"],
    [null, "198.51.100.1, ", undefined],
  ])("Forwarded %j, X-Forwarded-For %j: %j", (forwarded, xff, client) => {
    expect(forwardedClient(forwarded, xff)).toBe(client);
  });
});
