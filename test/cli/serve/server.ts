/**
 * A `vansky serve` process for the tests (the helpers' build of the sources) on 127.0.0.1 with a random port, and a
 * request with `node:http` that keeps the body as sent (no decompression, the target as written).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { renameSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { afterEach } from "vitest";
import { weatherListResponse } from "../../../src/assemble/envelopes.js";
import type { VanSkyCountry } from "../../../src/assemble/types.js";
import { cliBin } from "../helpers.js";

const running = new Set<ChildProcess>();

/** Every server a test started is killed after it. */
afterEach(() => {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
});

/** The list body of `set` at `updatedAt`, as the server must send it. */
export const listText = (set: readonly VanSkyCountry[], updatedAt: string | null) =>
  JSON.stringify(weatherListResponse(set, { updatedAt, source: "Open-Meteo" }));

/** Writes a `vansky score` output the way `vansky score --out` does: a temporary file renamed into place. */
export function writeWeather(path: string, set: readonly VanSkyCountry[], updatedAt: string | null): void {
  writeFileSync(`${path}.tmp`, `${listText(set, updatedAt)}\n`);
  renameSync(`${path}.tmp`, path);
}

export interface Server {
  readonly child: ChildProcess;
  readonly url: string;
  /** Resolves when stderr has a line matching `pattern` (counting from the start). */
  waitFor(pattern: RegExp): Promise<string>;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Starts `vansky serve … --port 0` and resolves once it listens. */
export async function start(args: string[]): Promise<Server> {
  const child = spawn(process.execPath, [await cliBin(), "serve", ...args, "--port", "0"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let err = "";
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk;
    for (const w of [...waiters]) {
      const m = w.pattern.exec(err);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m[0]);
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const m = pattern.exec(err);
      if (m) return resolve(m[0]);
      waiters.push({ pattern, resolve });
      exited.then((code) => reject(new Error(`vansky serve exited (${code}) before ${pattern}:\n${err}`)));
    });
  const line = await waitFor(/serving .* at (http:\/\/\S+)\/api\/weatherscore\/weather and the report at \S+\n/);
  const url = (/at (http:\/\/[^/\s]+)/.exec(line) as RegExpExecArray)[1] as string;
  return { child, url, waitFor, stderr: () => err, exited };
}

/**
 * A request with `node:http` (no automatic decompression, unlike fetch), its body in full. `target`: the request
 * target sent as it is (a URL given to `request` would be normalized first).
 */
export function raw(url: string, headers: Record<string, string> = {}, method = "GET", target?: string) {
  const { hostname, port, pathname, search } = new URL(url);
  const path = target ?? pathname + search;
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request({ hostname, port, path, headers, method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}
