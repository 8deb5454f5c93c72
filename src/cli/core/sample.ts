/**
 * The sample data the package ships (`--sample`): seven countries of the July world fixtures in dist/sample/, in
 * the folder layout vansky score reads, written by the build beside the command (scripts/package/sample.ts), so that
 * `vansky score --sample` and `vansky report --sample` work from a registry install. Imported only by the main
 * thread's commands, so this module is bundled into dist/cli/bin.js, whose folder's parent holds sample/.
 */
import { fileURLToPath } from "node:url";
import { DEFAULT_SOURCE, type RecordSet } from "../../serve/snapshot.js";
import type { Io } from "./command.js";
import { scoreFolder } from "./scored-data.js";

/** The sample's folder: an index.json with its reference instant, the forecast and marine responses it lists. */
export const SAMPLE_DIR = fileURLToPath(new URL("../sample/", import.meta.url));

/**
 * The sample's records, scored as `vansky score --sample` scores them (on a worker thread), each fetched at the
 * sample's reference instant, which is the set's `updated_at`: the one loader of `report --sample` and
 * `serve --sample`.
 */
export const loadSample = (io: Io): Promise<RecordSet> => scoreFolder(SAMPLE_DIR, DEFAULT_SOURCE, io);
