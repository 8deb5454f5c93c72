/**
 * The contract check every test of the output uses: the published JSON Schema (src/schema, validated with ajv,
 * formats included) plus what a schema cannot say: a landlocked country has no marine data, and no number is NaN
 * or infinite before serialization.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { expect } from "vitest";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import { schemaDocument, schemas } from "../../src/schema/index.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: true }));
for (const file of Object.keys(schemas) as (keyof typeof schemas)[]) ajv.addSchema(schemaDocument(file));

/** Validates `value` against the schema in `file`; the failure message lists ajv's errors. */
export function expectSchema(value: unknown, file: keyof typeof schemas, where = ""): void {
  const validate = ajv.getSchema(file);
  if (!validate) throw new Error(`no schema ${file}`);
  const ok = validate(value);
  expect(ok, `${where} ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
}

/** Every number in `value`, with its path. */
function* numbers(value: unknown, path = ""): Generator<[string, number]> {
  if (typeof value === "number") yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* numbers(v, `${path}[${i}]`);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) yield* numbers(v, `${path}.${k}`);
}

/** Asserts that `record` satisfies the contract. */
export function expectContract(record: VanSkyCountry): void {
  expectSchema(record, "vansky-country.schema.json", record.code);
  for (const [path, n] of numbers(record)) expect(Number.isFinite(n), `${record.code}${path}`).toBe(true);
  if (!record.is_coastal) expect(record.marine).toBeNull();
}
