/**
 * openapi-backend in strict mode, compiled once per document text: a test run (and each of Stryker's runs, which keep
 * this module between mutants) pays the two seconds of Ajv's compilation only for a document it has not seen, so a
 * mutant that changes the document is still validated against the document it makes.
 */
import addFormatsModule from "ajv-formats";
import { OpenAPIBackend } from "openapi-backend";

type Ajv = Parameters<NonNullable<ConstructorParameters<typeof OpenAPIBackend>[0]["customizeAjv"]>>[0];
const addFormats = addFormatsModule as unknown as (ajv: Ajv, options: { mode: "full" }) => Ajv;

const compiled = new Map<string, Promise<OpenAPIBackend>>();

/** openapi-backend on `document`, strict: the document validated, every schema compiled by Ajv's strict mode. */
export function strictBackend(document: object): Promise<OpenAPIBackend> {
  const key = JSON.stringify(document);
  let backend = compiled.get(key);
  if (backend === undefined) {
    const api = new OpenAPIBackend({
      definition: JSON.parse(key) as never,
      strict: true,
      validate: true,
      ajvOpts: { strict: true },
      customizeAjv: (ajv) => addFormats(ajv, { mode: "full" }),
    });
    backend = api.init().then(() => api);
    // a document that fails to compile is not kept: the next call meets the same error again
    backend.catch(() => compiled.delete(key));
    compiled.set(key, backend);
  }
  return backend;
}
