/** What each request path names: a collection's list or record, the document, a page, or nothing. */
import { describe, expect, it } from "vitest";
import { Routes } from "../../src/serve/routes.js";

const LIST = "/api/weatherscore/weather";
/** A route without its collection object, for comparison. */
const shown = (routes: Routes, path: string) => {
  const { collection, ...rest } = routes.of(path) as { collection?: { path: string } };
  return collection ? { ...rest, collection: collection.path } : rest;
};

describe("Routes", () => {
  const routes = new Routes("", true, ["/", "/map.svg"]);

  it.each([
    [LIST, { kind: "list", collection: LIST }],
    [`${LIST}/pt`, { kind: "item", collection: LIST, id: "pt", key: "PT" }],
    [`${LIST}/%70%74`, { kind: "item", collection: LIST, id: "pt", key: "PT" }],
    [`${LIST}/lisbon`, { kind: "item", collection: LIST, id: "lisbon", key: "lisbon" }],
    [`${LIST}/s%C3%A3o`, { kind: "item", collection: LIST, id: "são", key: "são" }],
    [`${LIST}/%C3`, { kind: "item", collection: LIST, id: "%C3", key: undefined }],
    [`${LIST}/`, { kind: "item", collection: LIST, id: "", key: "" }],
    [`${LIST}/x/../PT`, { kind: "item", collection: LIST, id: "PT", key: "PT" }],
    ["/docs.openapi", { kind: "document" }],
    ["/", { kind: "page", page: "/" }],
    ["/map.svg", { kind: "page", page: "/map.svg" }],
    [`${LIST}/PT/x`, { kind: "unknown", path: `${LIST}/PT/x` }],
    [`${LIST}x`, { kind: "unknown", path: `${LIST}x` }],
    ["/api/weatherscore", { kind: "unknown", path: "/api/weatherscore" }],
  ])("%s names %j", (path, route) => {
    expect(shown(routes, path)).toEqual(route);
  });

  it("puts every route below the base path, the root page at the base path too", () => {
    const below = new Routes("/v1", true, ["/", "/map.svg"]);
    expect([shown(below, "/v1"), shown(below, "/v1/"), shown(below, "/v1/map.svg")]).toEqual([
      { kind: "page", page: "/" },
      { kind: "page", page: "/" },
      { kind: "page", page: "/map.svg" },
    ]);
    expect(shown(below, `/v1${LIST}/PT`)).toEqual({ kind: "item", collection: LIST, id: "PT", key: "PT" });
    expect(shown(below, "/v1/docs.openapi")).toEqual({ kind: "document" });
    for (const path of [LIST, "/", "/docs.openapi", "/map.svg"])
      expect(shown(below, path)).toEqual({ kind: "unknown", path });
  });

  it("names no document when none is served, and no page when none is given", () => {
    const bare = new Routes("", false, []);
    expect([shown(bare, "/docs.openapi"), shown(bare, "/")]).toEqual([
      { kind: "unknown", path: "/docs.openapi" },
      { kind: "unknown", path: "/" },
    ]);
  });

  it("gives the same route object for a spelling asked again", () => {
    expect(routes.of(`${LIST}/%50%54`)).toBe(routes.of(`${LIST}/%50%54`));
  });
});
