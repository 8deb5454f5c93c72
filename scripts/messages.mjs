/**
 * Writes the recommendation messages as data beside the built package (part of `npm run build`):
 * dist/messages/<locale>.json, an ICU MessageFormat pattern per key `vansky.rec.<name>` for each locale, for API
 * clients that translate a record's `{key, params}` (import "vansky/messages/de.json" with { type: "json" }).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { LOCALES, messageCatalog } from "../dist/index.js";

const dir = new URL("../dist/messages/", import.meta.url);
mkdirSync(dir, { recursive: true });
for (const locale of LOCALES)
  writeFileSync(new URL(`${locale}.json`, dir), `${JSON.stringify(messageCatalog(locale), null, 2)}\n`);
console.log(`dist/messages: ${LOCALES.length} catalogs (${LOCALES.join(", ")})`);
