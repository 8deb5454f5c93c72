/**
 * A folder's one-step replacement (src/cli/core/journal.ts), at every point a run could be killed: before the
 * marker the folder reads as before the run; from the marker on, through every rename, it reads as after it, with a
 * warning; and `finishCommit` from any of those points leaves exactly the after state, nothing else.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveInputs } from "../../../src/cli/core/inputs.js";
import {
  COMMIT_MARKER,
  type CommitMarker,
  ENSEMBLE_STAGING,
  finishCommit,
  pendingCommit,
  readablePath,
  STAGING,
} from "../../../src/cli/core/journal.js";
import type { FileTask } from "../../../src/cli/core/task.js";
import { removeTempDirs, tempDir } from "../helpers.js";

afterAll(removeTempDirs);

const index = (codes: readonly string[], marine: readonly string[]) =>
  JSON.stringify({
    countries: codes.map((code) => ({
      code,
      forecast: `${code}.forecast.json`,
      marine: marine.includes(code) ? `${code}.marine.json` : null,
    })),
  });

/** Before the run: PT (with marine), AT and XX; the run fetches PT, AT and ES, and prunes XX. */
const BEFORE: Record<string, string> = {
  "index.json": index(["PT", "AT", "XX"], ["PT"]),
  "PT.forecast.json": "PT forecast, before",
  "PT.marine.json": "PT marine, before",
  "AT.forecast.json": "AT forecast, before",
  "XX.forecast.json": "XX forecast, before",
};
const STAGED: Record<string, string> = {
  "AT.forecast.json": "AT forecast, after",
  "ES.forecast.json": "ES forecast, after",
  "PT.forecast.json": "PT forecast, after",
  "PT.marine.json": "PT marine, after",
};
const AFTER_INDEX = index(["PT", "AT", "ES"], ["PT"]);
const AFTER: Record<string, string> = { ...STAGED, "index.json": AFTER_INDEX };
const MARKER = { pid: 4242, started_at: "2026-07-15T12:00:00Z", remove: ["XX.forecast.json"] };

/** A folder as a run killed at `step` left it: 0 before the marker, 1 the marker written, then each rename done. */
function killedAt(step: number): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(BEFORE)) writeFileSync(join(dir, name), text);
  mkdirSync(join(dir, STAGING));
  for (const [name, text] of Object.entries(STAGED)) writeFileSync(join(dir, STAGING, name), text);
  writeFileSync(join(dir, STAGING, "index.json"), AFTER_INDEX);
  if (step === 0) return dir;
  writeFileSync(join(dir, COMMIT_MARKER), JSON.stringify(MARKER));
  // finishCommit's order: the staged files as the folder lists them, then the index, then what --prune removes
  const renames = [...readdirSync(join(dir, STAGING)).filter((n) => n !== "index.json"), "index.json"];
  for (const name of renames.slice(0, step - 1)) renameSync(join(dir, STAGING, name), join(dir, name));
  if (step > renames.length + 1) rmSync(join(dir, "XX.forecast.json"));
  return dir;
}
/** The marker, then four files and the index renamed, then XX removed. */
const STEPS = 1 + 4 + 1 + 1;

/** What `vansky score` would read in `dir`: each location's files, and the warnings about the folder. */
async function read(dir: string) {
  const inputs = resolveInputs([dir], undefined, process.stdin);
  const files: Record<string, string> = {};
  for await (const task of inputs.tasks) {
    const t = task as FileTask;
    files[`${t.id}.forecast.json`] = readFileSync(t.forecastPath, "utf8");
    if (t.marinePath) files[`${t.id}.marine.json`] = readFileSync(t.marinePath, "utf8");
  }
  return { files, warnings: inputs.warnings };
}

const { "index.json": _, ...beforeFiles } = BEFORE;

describe("a folder whose vansky fetch was killed", () => {
  it("reads as before the run when killed before the marker, the staged files unseen", async () => {
    const { files, warnings } = await read(killedAt(0));
    expect(files).toEqual(beforeFiles);
    expect(warnings).toEqual([]);
  });

  it.each(Array.from({ length: STEPS }, (_, i) => i + 1))(
    "reads as after the run, with a warning, when killed at step %i of the commit",
    async (step) => {
      const dir = killedAt(step);
      const { files, warnings } = await read(dir);
      expect(files).toEqual(STAGED);
      const interrupted = `${dir}: the vansky fetch of pid 4242, started 2026-07-15T12:00:00Z, stopped while replacing its files: read as that run left them; the next fetch finishes the replacement`;
      expect(warnings[0]).toBe(interrupted);
      // XX, pruned, is still there until the last step: listed by no index, it is named as not scored
      expect(warnings.slice(1)).toEqual(
        step < STEPS ? [`${dir}: 1 not scored (XX.forecast.json): index.json does not list them`] : [],
      );
    },
  );

  it.each(Array.from({ length: STEPS }, (_, i) => i + 1))(
    "is finished by finishCommit from step %i: exactly the after state, nothing left over",
    (step) => {
      const dir = killedAt(step);
      finishCommit(dir, pendingCommit(dir) as NonNullable<ReturnType<typeof pendingCommit>>);
      expect(Object.fromEntries(readdirSync(dir).map((n) => [n, readFileSync(join(dir, n), "utf8")]))).toEqual(AFTER);
      expect(existsSync(join(dir, COMMIT_MARKER))).toBe(false);
      expect(pendingCommit(dir)).toBeUndefined();
    },
  );

  it("reads the staging folder the marker names (an ensemble run's), and no folder but the two of vansky fetch", () => {
    const dir = tempDir();
    mkdirSync(join(dir, ENSEMBLE_STAGING));
    writeFileSync(join(dir, ENSEMBLE_STAGING, "PT.ensemble.json"), "new");
    writeFileSync(join(dir, "PT.ensemble.json"), "old");
    const marker = { ...MARKER, staging: ENSEMBLE_STAGING, remove: [] };
    writeFileSync(join(dir, COMMIT_MARKER), JSON.stringify(marker));
    const pending = pendingCommit(dir);
    expect(pending?.staging).toBe(ENSEMBLE_STAGING);
    expect(readFileSync(readablePath(dir, "PT.ensemble.json", pending), "utf8")).toBe("new");
    finishCommit(dir, pending as CommitMarker);
    expect(readdirSync(dir)).toEqual(["PT.ensemble.json"]);
    expect(readFileSync(join(dir, "PT.ensemble.json"), "utf8")).toBe("new");
    // a marker naming any other folder (or none, as an older vansky wrote it) names the forecast run's
    for (const staging of ["../elsewhere", "/tmp", undefined]) {
      writeFileSync(join(dir, COMMIT_MARKER), JSON.stringify({ ...MARKER, staging }));
      expect(pendingCommit(dir)?.staging).toBe(STAGING);
    }
  });

  it("removes only plain names the marker lists, never a path out of the folder", () => {
    const dir = killedAt(1);
    const outside = join(tempDir(), "keep.json");
    writeFileSync(outside, "keep");
    finishCommit(dir, { ...MARKER, staging: STAGING, remove: ["XX.forecast.json", outside, "../keep.json"] });
    expect(readFileSync(outside, "utf8")).toBe("keep");
    expect(existsSync(join(dir, "XX.forecast.json"))).toBe(false);
  });
});
