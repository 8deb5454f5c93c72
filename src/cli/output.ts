/**
 * How records are written: the `json` format streams the exact bytes of
 * `JSON.stringify(weatherListResponse(records, meta))` (its `data` comes first, so `count` can follow at the end),
 * `ndjson` one record per line. Nothing is written before the first record or the end, so a run that scores nothing
 * can leave stdout empty.
 */
import type { Writable } from "node:stream";
import type { EnvelopeMeta } from "../index.js";

export type Format = "json" | "ndjson";

/** The output formats, for `--format`. */
export const FORMATS: readonly Format[] = ["json", "ndjson"];

export { DEFAULT_SOURCE } from "../serve/snapshot.js";

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
