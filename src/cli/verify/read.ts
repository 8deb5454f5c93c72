/**
 * What `vansky verify` reads: `vansky outlook` outputs (past outlooks, as an operator's cron keeps them) and `vansky
 * score` outputs (the records of the days they forecast), each given as a file (json envelope or ndjson) or a
 * folder of such files (every `*.json`, `*.ndjson` and `*.jsonl` in it but `*.meta.json`, in name order).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { VanSkyCountry, VanSkyOutlook } from "../../index.js";
import { DataError, UsageError } from "../core/exit.js";
import { OUTLOOK_OUTPUT, type OutputKind, readEnvelope, SCORE_OUTPUT } from "../core/scored-data.js";

/** The output files `path` names: itself, or a folder's outputs in name order. */
function filesOf(path: string, option: string): string[] {
  if (!existsSync(path)) throw new UsageError(`--${option} ${path}: no such file or folder`);
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => /\.(json|ndjson|jsonl)$/.test(name) && !name.endsWith(".meta.json"))
    .sort()
    .map((name) => join(path, name));
}

/** Every item of the outputs of `kind` that `paths` name, in order. */
function itemsOf<T extends { code: string; fetched_at: string | null }>(
  paths: readonly string[],
  option: string,
  kind: OutputKind,
): T[] {
  const items: T[] = [];
  for (const path of paths)
    for (const file of filesOf(path, option)) {
      try {
        items.push(...readEnvelope<T>(file, kind).records);
      } catch (error) {
        throw new DataError(`${file}: ${(error as Error).message}`);
      }
    }
  return items;
}

/** The outlooks of `paths` (`vansky outlook` outputs). */
export const outlooksOf = (paths: readonly string[]): VanSkyOutlook[] =>
  itemsOf<VanSkyOutlook>(paths, "outlooks", OUTLOOK_OUTPUT);

/**
 * The records of `paths` (`vansky score` outputs).
 * @throws DataError for an item without a forecast (an outlook given as records, say)
 */
export function recordsOf(paths: readonly string[]): VanSkyCountry[] {
  const records = itemsOf<VanSkyCountry>(paths, "records", SCORE_OUTPUT);
  const odd = records.find((r) => !Array.isArray(r.forecast));
  if (odd) throw new DataError(`--records: ${odd.code} has no forecast: not a VanSkyCountry record (vansky score's)`);
  return records;
}
