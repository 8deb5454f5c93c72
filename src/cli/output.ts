/**
 * Where records go: stdout, or a file written under a temporary name and renamed into place only when the run
 * completes, so a reader never sees a partial or corrupt file. The `json` format streams the exact bytes of
 * `JSON.stringify(weatherListResponse(records, meta))` (its `data` comes first, so `count` can follow at the end);
 * `ndjson` writes one record per line.
 */
import { createWriteStream, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Writable } from "node:stream";
import type { EnvelopeMeta } from "../index.js";

export type Format = "json" | "ndjson";

/** Records (JSON texts) joined for `format`: `,` between them (json, inside the envelope's array), else a newline after each. */
export const joinRecords = (records: readonly string[], format: Format): string =>
  format === "json" ? records.join(",") : records.map((r) => `${r}\n`).join("");

/** Writes a run's records, in order, as the json envelope or ndjson, to stdout or atomically to a file. */
export class RecordWriter {
  private readonly stream: Writable;
  private readonly temp: string | undefined;
  private count = 0;
  private drained: Promise<void> | undefined;

  constructor(
    private readonly format: Format,
    private readonly out: string | undefined,
    stdout: Writable,
  ) {
    this.temp = out === undefined ? undefined : join(dirname(out), `.${basename(out)}.${process.pid}.tmp`);
    this.stream = this.temp === undefined ? stdout : createWriteStream(this.temp);
    if (format === "json") this.stream.write('{"data":[');
  }

  /**
   * Appends `records` records already joined for this format (`,` between them for json, a newline after each for
   * ndjson); resolves when the stream can take more (backpressure).
   */
  write(bytes: Uint8Array | string, records: number): Promise<void> | undefined {
    if (records === 0) return this.drained;
    if (this.format === "json" && this.count > 0) this.stream.write(",");
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

  /** Writes the end of the envelope, flushes, and moves the file into place. */
  async finish(meta: EnvelopeMeta): Promise<void> {
    if (this.format === "json")
      this.stream.write(
        `],"count":${this.count},"updated_at":${JSON.stringify(meta.updatedAt)},"source":${JSON.stringify(meta.source)}}\n`,
      );
    if (this.temp === undefined || this.out === undefined) return;
    await new Promise<void>((resolve, reject) =>
      this.stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    renameSync(this.temp, this.out);
  }

  /** Drops the temporary file of a run that did not complete. */
  abort(): void {
    if (this.temp === undefined) return;
    this.stream.destroy();
    rmSync(this.temp, { force: true });
  }
}
