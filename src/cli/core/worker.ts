/**
 * A worker thread of the batch pool: scores the batches it is sent and posts back each batch's output bytes in a
 * transferred buffer (no copy, and no encoding left for the main thread), with its record count, failures and warnings.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type RunOptions, runBatch, type Task } from "./task.js";

const options = workerData as RunOptions;

parentPort?.on("message", (message: { readonly id: number; readonly batch: readonly Task[] }) => {
  const result = runBatch(message.batch, options);
  const buffer = result.bytes.buffer as ArrayBuffer; // the encoder's own buffer, exactly these bytes
  const { records, failures, warnings, latest, stale } = result;
  parentPort?.postMessage({ id: message.id, records, failures, warnings, latest, stale, buffer }, [buffer]);
});
