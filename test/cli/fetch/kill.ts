/**
 * Killing a real `vansky fetch` at a chosen point of its refresh, for the tests that check what it leaves
 * (./stage.test.ts, ./ensemble-stage.test.ts): once the stand-in server has seen some requests and the run has
 * staged some files, or the moment its commit's marker appears.
 */
import { readdirSync, watch } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { FakeOpenMeteo } from "../fetch-server.js";
import { type finished, type startCli, until } from "../helpers.js";

/** A refresh under way: its folder, the server it asks, its process and its end. */
export interface Refresh {
  readonly dir: string;
  readonly server: FakeOpenMeteo;
  readonly child: ReturnType<typeof startCli>;
  readonly done: ReturnType<typeof finished>;
}

/**
 * Kills `run` with SIGKILL once its server has seen `seen` requests and, when `staging` is given, a file is in that
 * staging folder of its; then closes the server.
 */
export async function killWhen(run: Refresh, seen: number, staging?: string): Promise<void> {
  try {
    await until(() => run.server.log.requests.length >= seen);
    if (staging !== undefined) await until(() => readdirSync(join(run.dir, staging)).length > 0);
    run.child.kill("SIGKILL");
    expect((await run.done).signal).toBe("SIGKILL");
  } finally {
    await run.server.close();
  }
}

/**
 * Kills `run` with SIGKILL the moment its commit's marker appears (during the renames, or on a busy machine after
 * them), then closes the server. Whether the kill left a lock for the next run to take over: on a busy machine the
 * run may have ended first, or been killed on its way out after releasing its locks.
 */
export async function killAtMarker(run: Refresh): Promise<boolean> {
  const watcher = watch(run.dir, (_, name) => {
    if (name === ".vansky-fetch.commit") run.child.kill("SIGKILL");
  });
  try {
    const { signal } = await run.done;
    return signal === "SIGKILL" && readdirSync(run.dir).some((name) => /^\.vansky-fetch.*\.lock$/.test(name));
  } finally {
    watcher.close();
    await run.server.close();
  }
}
