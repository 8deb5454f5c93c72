/**
 * Writes the published contract as plain JSON files beside the built package (part of `npm run build`):
 * dist/schema/<name>.schema.json (JSON Schema 2020-12) and dist/schema/openapi.json, the whole OpenAPI 3.0.3
 * document `vansky serve` serves at /docs.openapi with its defaults (base path /, rate limit on): valid on its own.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { schemaDocument, schemas } from "../dist/schema.js";
import { openapiDocument } from "../dist/serve.js";

const dir = new URL("../dist/schema/", import.meta.url);
mkdirSync(dir, { recursive: true });
for (const file of Object.keys(schemas))
  writeFileSync(new URL(file, dir), `${JSON.stringify(schemaDocument(file), null, 2)}\n`);
const openapi = openapiDocument({ basePath: "", rateLimited: true });
writeFileSync(new URL("openapi.json", dir), `${JSON.stringify(openapi, null, 2)}\n`);
console.log(`dist/schema: ${Object.keys(schemas).length} JSON Schemas and openapi.json`);
