/**
 * Runs tasks on a pool of worker threads (or in this thread for `workers = 0`) and hands the batches' results over
 * in task order, whatever order the workers finish in. Tasks travel in batches as plain data (file paths or raw
 * NDJSON lines), results as output bytes in one transferred buffer per batch; at most two batches per worker are
 * in flight, so memory stays bounded.
 */
import { Worker } from "node:worker_threads";
import { type BatchResult, type RunOptions, runBatch, type Task } from "./task.js";

/** Tasks per message: large enough to hide the message round trip, small enough to balance the load. */
const BATCH_SIZE = 32;
const IN_FLIGHT_PER_WORKER = 2;

/**
 * The worker script beside this module: `worker.js` when built; `worker.ts` from source, which needs a TypeScript
 * loader the worker threads inherit (tests use the built command, or `--workers 0`).
 */
const workerUrl = new URL(import.meta.url.endsWith(".ts") ? "./worker.ts" : "./worker.js", import.meta.url);

/**
 * Calls `onResult(result)` for batch 0, 1, 2, … (consecutive tasks) in order. When it returns a promise (the output
 * is full), no further batch is read until it settles.
 */
export async function runPool(
  tasks: AsyncIterable<Task>,
  workers: number,
  options: RunOptions,
  onResult: (result: BatchResult) => Promise<void> | undefined,
): Promise<void> {
  const iterator = tasks[Symbol.asyncIterator]();
  let reading: Promise<unknown> = Promise.resolve();
  let next = 0;
  let backpressure: Promise<void> | undefined;
  /** The next batch of tasks and its number, read by one caller at a time, once the output has room. */
  const nextBatch = () => {
    const batch = reading.then(async () => {
      await backpressure;
      const items: Task[] = [];
      while (items.length < BATCH_SIZE) {
        const step = await iterator.next();
        if (step.done) break;
        items.push(step.value);
      }
      return { first: next++, items };
    });
    reading = batch;
    return batch;
  };

  const pending = new Map<number, BatchResult>();
  let emitted = 0;
  const deliver = (batch: number, result: BatchResult) => {
    pending.set(batch, result);
    for (let r = pending.get(emitted); r !== undefined; r = pending.get(emitted)) {
      pending.delete(emitted++);
      backpressure = onResult(r) ?? backpressure;
    }
  };

  if (workers === 0) {
    for (let b = await nextBatch(); b.items.length > 0; b = await nextBatch())
      deliver(b.first, runBatch(b.items, options));
    return;
  }

  const pool = Array.from({ length: workers }, () => new Worker(workerUrl, { workerData: options }));
  try {
    await Promise.all(
      pool.flatMap((worker) => {
        let id = 0;
        const waiting = new Map<number, (result: BatchResult) => void>();
        const failed = new Promise<never>((_, reject) => {
          worker.on("error", reject);
          worker.on("exit", (code) => reject(new Error(`a worker stopped unexpectedly (exit code ${code})`)));
        });
        failed.catch(() => {}); // raced below; a worker that never got a batch must not leave it unhandled
        worker.on("message", (m: Omit<BatchResult, "bytes"> & { id: number; buffer: ArrayBuffer }) => {
          const { id: done, buffer, ...result } = m;
          waiting.get(done)?.({ ...result, bytes: new Uint8Array(buffer) });
          waiting.delete(done);
        });
        const send = (batch: readonly Task[]) =>
          Promise.race([
            failed,
            new Promise<BatchResult>((resolve) => {
              waiting.set(++id, resolve);
              worker.postMessage({ id, batch });
            }),
          ]);
        return Array.from({ length: IN_FLIGHT_PER_WORKER }, async () => {
          for (let b = await nextBatch(); b.items.length > 0; b = await nextBatch())
            deliver(b.first, await send(b.items));
        });
      }),
    );
  } finally {
    for (const w of pool) w.removeAllListeners("exit");
    await Promise.all(pool.map((w) => w.terminate()));
  }
}
