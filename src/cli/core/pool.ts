/**
 * Runs tasks on a pool of worker threads, each started once a batch is there for it (or in this thread for
 * `workers = 0`), and hands the batches' results over in task order, whatever order the workers finish in. Tasks
 * travel in batches as plain data (file paths or raw NDJSON lines), results as output bytes in one transferred buffer
 * per batch; at most two batches per worker are in flight, so memory stays bounded.
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
    const batch = reading.then(async (): Promise<Batch> => {
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

  // a worker starts once there is a batch for it: an input of one batch (32 tasks) costs one thread's start (about
  // 0.15 s of CPU), not one per core
  const pool: Worker[] = [];
  // set once the pool is closed (all done, or a worker failed): a batch read after that starts no thread
  let closed = false;
  try {
    await Promise.all(
      Array.from({ length: workers }, async () => {
        const first = await nextBatch();
        if (first.items.length === 0 || closed) return;
        const worker = new Worker(workerUrl, { workerData: options });
        pool.push(worker);
        const send = sender(worker);
        const lane = async (batch: Batch) => {
          for (let b = batch; b.items.length > 0; b = await nextBatch()) deliver(b.first, await send(b.items));
        };
        await Promise.all([
          lane(first),
          ...Array.from({ length: IN_FLIGHT_PER_WORKER - 1 }, async () => lane(await nextBatch())),
        ]);
      }),
    );
  } finally {
    closed = true;
    for (const w of pool) w.removeAllListeners("exit");
    await Promise.all(pool.map((w) => w.terminate()));
  }
}

/** Consecutive tasks and the number of their batch. */
interface Batch {
  readonly first: number;
  readonly items: Task[];
}

/** Sends a batch to `worker` and resolves to its result; rejects once the worker fails or stops. */
function sender(worker: Worker): (batch: readonly Task[]) => Promise<BatchResult> {
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
  return (batch) =>
    Promise.race([
      failed,
      new Promise<BatchResult>((resolve) => {
        waiting.set(++id, resolve);
        worker.postMessage({ id, batch });
      }),
    ]);
}
