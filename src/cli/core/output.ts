/**
 * How records are written: the `json` format streams the exact bytes of
 * `JSON.stringify(weatherListResponse(records, meta))` (its `data` comes first, so `count` can follow at the end),
 * `ndjson` one record per line. Nothing is written before the first record or the end, so a run that scores nothing
 * can leave stdout empty.
 */
import type { Writable } from "node:stream";
import type { EnvelopeMeta } from "../../index.js";
import { UsageError } from "./exit.js";

export type Format = "json" | "ndjson";

/** The output formats, for `--format`. */
export const FORMATS: readonly Format[] = ["json", "ndjson"];

export { DEFAULT_SOURCE } from "../../serve/snapshot.js";

/** The format an output file's name says: `.json` json, `.ndjson` or `.jsonl` ndjson, else none. */
export function formatOfName(path: string): Format | undefined {
  const lower = path.toLowerCase();
  if (lower.endsWith(".json")) return "json";
  if (lower.endsWith(".ndjson") || lower.endsWith(".jsonl")) return "ndjson";
  return undefined;
}

/**
 * The format to write: the one `--out`'s name says (`x.json` the envelope, `x.ndjson` lines), else `--format`,
 * else undefined (the command's default). A `--format` other than the name's is a UsageError: a `.json` file of lines
 * (its meta lost) or an envelope named `.ndjson` is never written; so is a name of another kind (`keep.png`), as
 * `vansky report` refuses one. `items` names what is written (`records`, `outlooks`).
 */
export function outputFormat(out: string | undefined, format: Format | undefined, items: string): Format | undefined {
  const named = out === undefined ? undefined : formatOfName(out);
  if (out !== undefined && named === undefined && /\.[^./\\]+$/.test(out))
    throw new UsageError(
      `--out ${out}: the ${items} are written as .json (the envelope), or .ndjson or .jsonl (one per line)`,
    );
  if (named !== undefined && format !== undefined && format !== named)
    throw new UsageError(`--out ${out} names ${named} but --format is ${format}: rename the file or drop --format`);
  return named ?? format;
}

/** Records (JSON texts) joined for `format`: `,` between them (json, inside the envelope's array), else a newline after each. */
export const joinRecords = (records: readonly string[], format: Format): string =>
  format === "json" ? records.join(",") : records.map((r) => `${r}\n`).join("");

/** Writes a run's records, in order, as the json envelope or ndjson, to a stream (stdout, or an AtomicFile's). */
export class RecordWriter {
  private count = 0;
  private drained: Promise<void> | undefined;

  constructor(
    private readonly format: Format,
    private readonly stream: Writable,
  ) {}

  /** The number of records written. */
  get records(): number {
    return this.count;
  }

  /**
   * Appends `records` records already joined for this format (`,` between them for json, a newline after each for
   * ndjson); resolves when the stream can take more (backpressure).
   */
  write(bytes: Uint8Array | string, records: number): Promise<void> | undefined {
    if (records === 0) return this.drained;
    if (this.format === "json") this.stream.write(this.count === 0 ? '{"data":[' : ",");
    this.count += records;
    if (this.stream.write(bytes) || this.drained) return this.drained;
    this.drained = new Promise((resolve) =>
      this.stream.once("drain", () => {
        this.drained = undefined;
        resolve();
      }),
    );
    return this.drained;
  }

  /** Writes the end of the json envelope: `count`, `updated_at`, `source` and, for a shard's output, `shard` (`i/n`). */
  end(meta: EnvelopeMeta, shard?: string): void {
    if (this.format !== "json") return;
    const fields = `"count":${this.count},"updated_at":${JSON.stringify(meta.updatedAt)},"source":${JSON.stringify(meta.source)}`;
    this.stream.write(
      `${this.count === 0 ? '{"data":[' : ""}],${fields}${shard === undefined ? "" : `,"shard":"${shard}"`}}\n`,
    );
  }
}
