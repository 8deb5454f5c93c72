/** `/docs.openapi`: the shipped fragment completed into a whole OpenAPI 3.0.3 document of what the handler serves. */
import { describe, expect, it } from "vitest";
import { openapiFragment } from "../../src/schema/index.js";
import { ERROR_STATUS } from "../../src/serve/errors.js";
import { openapiDocument } from "../../src/serve/openapi.js";

type Document = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, { get: { responses: Record<string, { headers?: object; description: string }> } }>;
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
};

const documentOf = (rateLimited: boolean) => openapiDocument({ basePath: "", rateLimited }) as unknown as Document;

describe("openapiDocument", () => {
  it("is a whole OpenAPI 3.0.3 document: info with the API version of contract §9, a server, the fragment's paths", () => {
    const document = documentOf(false);
    expect(document.openapi).toBe("3.0.3");
    expect(document.info.version).toBe("1.1.0");
    expect(document.info.title).toBeTruthy();
    expect(document.servers).toEqual([{ url: "/" }]);
    expect(Object.keys(document.paths)).toEqual(Object.keys((openapiFragment() as Document).paths));
  });

  it("every $ref names a component", () => {
    const document = documentOf(true);
    for (const [, name] of JSON.stringify(document).matchAll(/"#\/components\/schemas\/(\w+)"/g))
      expect(document.components.schemas).toHaveProperty(name as string);
  });

  it("lists every error answer, and 429 with the rate headers only when rate limiting is on", () => {
    const off = documentOf(false).paths["/api/weatherscore/weather/{code}"]?.get.responses ?? {};
    const on = documentOf(true).paths["/api/weatherscore/weather/{code}"]?.get.responses ?? {};
    expect(Object.keys(off).sort()).toEqual(["200", "304", "404", "500", "503"]);
    expect(Object.keys(on).sort()).toEqual(["200", "304", "404", "429", "500", "503"]);
    expect(on["404"]?.description).toContain("not_found, invalid_code");
    expect(on["200"]?.headers).toHaveProperty("X-RateLimit-Remaining");
    expect(off["200"]?.headers).not.toHaveProperty("X-RateLimit-Remaining");
    expect(documentOf(true).components.schemas.ErrorRecord?.properties.error?.enum).toEqual(Object.keys(ERROR_STATUS));
  });

  it("does not change the shipped fragment", () => {
    const before = JSON.stringify(openapiFragment());
    documentOf(true);
    expect(JSON.stringify(openapiFragment())).toBe(before);
  });
});
