/** A worker thread of the batch pool: scores the batches it is sent and posts the results back in order. */
import { parentPort, workerData } from "node:worker_threads";
import { type RunOptions, runTask, type Task } from "./task.js";

const options = workerData as RunOptions;

parentPort?.on("message", (message: { readonly id: number; readonly batch: readonly Task[] }) => {
  parentPort?.postMessage({ id: message.id, results: message.batch.map((task) => runTask(task, options)) });
});
