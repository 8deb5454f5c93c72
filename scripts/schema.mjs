/**
 * Writes the published contract as plain JSON files beside the built package (part of `npm run build`):
 * dist/schema/<name>.schema.json (JSON Schema 2020-12) and dist/schema/openapi.json (OpenAPI 3.0 fragment).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { openapiFragment, schemaDocument, schemas } from "../dist/schema.js";

const dir = new URL("../dist/schema/", import.meta.url);
mkdirSync(dir, { recursive: true });
for (const file of Object.keys(schemas))
  writeFileSync(new URL(file, dir), `${JSON.stringify(schemaDocument(file), null, 2)}\n`);
writeFileSync(new URL("openapi.json", dir), `${JSON.stringify(openapiFragment(), null, 2)}\n`);
console.log(`dist/schema: ${Object.keys(schemas).length} JSON Schemas and openapi.json`);
