/**
 * `vansky merge`: joins the outputs of `vansky score --shard i/n` runs (json envelopes or ndjson) into one, records
 * ordered by code. World and grid fixture folders list their locations in code order, so merging the shards of such
 * a run gives the same bytes as one unsharded run.
 */
import { readFileSync } from "node:fs";
import type { VanSkyCountry } from "../index.js";
import { InputsError } from "./inputs.js";
import type { Format } from "./output.js";

interface Envelope {
  readonly data: VanSkyCountry[];
  readonly updated_at: string | null;
  readonly source: string;
}

/** The records (as JSON text, by code) and envelope fields of shard outputs; `format` is what they were written in. */
export function readShards(paths: readonly string[]): {
  records: { code: string; json: string }[];
  meta: { updatedAt: string | null; source: string } | undefined;
  format: Format;
} {
  const records: { code: string; json: string }[] = [];
  let meta: { updatedAt: string | null; source: string } | undefined;
  let format: Format = "ndjson";
  for (const path of paths) {
    const text = readFileSync(path, "utf8");
    try {
      if (text.startsWith('{"data":')) {
        format = "json";
        const envelope = JSON.parse(text) as Envelope;
        if (meta && (meta.updatedAt !== envelope.updated_at || meta.source !== envelope.source))
          throw new InputsError(`${path}: updated_at or source differs from the other shards`);
        meta ??= { updatedAt: envelope.updated_at, source: envelope.source };
        for (const r of envelope.data) records.push({ code: r.code, json: JSON.stringify(r) });
      } else {
        for (const line of text.split("\n")) {
          if (line === "") continue;
          records.push({ code: (JSON.parse(line) as VanSkyCountry).code, json: line });
        }
      }
    } catch (error) {
      if (error instanceof InputsError) throw error;
      throw new InputsError(`${path}: not a vansky score output (${(error as Error).message})`);
    }
  }
  records.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { records, meta, format };
}
