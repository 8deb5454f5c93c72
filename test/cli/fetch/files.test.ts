/**
 * A partial refresh (src/cli/fetch/files.ts), the built command against the stand-in server: `fetch ES` on a folder
 * that holds PT and AT keeps their files and index entries with their own times and statuses, their failures too;
 * `--prune` drops the run's part of the other locations and nothing else; an index.json that cannot be read is
 * rebuilt from the folder's files (src/cli/fetch/previous.ts), or the run refuses; a point's id never names a path
 * out of --out. The command's clock stands at each refresh's time.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { getCountry } from "../../../src/index.js";
import { type ErrorAnswer, type Fault, startFakeOpenMeteo } from "../fetch-server.js";
import { clockAt, removeTempDirs, runCli, runMain, tempDir } from "../helpers.js";

afterAll(removeTempDirs);

const CLIENT = ["--max-locations", "1", "--backoff", "20ms", "--timeout", "5s", "--retries", "1"];

/** `vansky fetch codes` into `out` at `hms` (the server's Date and the command's clock), `fault` as told. */
async function refresh(
  out: string,
  codes: string[],
  hms: string,
  more: string[] = [],
  fault: (n: number, points: string[]) => Fault | ErrorAnswer = () => null,
) {
  const server = await startFakeOpenMeteo("2026-07-15", [], fault, { date: () => `Wed, 15 Jul 2026 ${hms} GMT` });
  try {
    return await runCli(["fetch", ...codes, "--out", out, "--base-url", server.url, ...CLIENT, ...more], {
      nodeArgs: clockAt(`2026-07-15T${hms}Z`),
    });
  } finally {
    await server.close();
  }
}

type Index = {
  countries: { code: string; status: string; fetched_at: string; marine_fetched_at: string | null }[];
  failed: { code: string; reason: string; stale: boolean; kept_age_s: number | null }[];
};
const indexOf = (out: string) => JSON.parse(readFileSync(join(out, "index.json"), "utf8")) as Index;
const rows = (out: string) => indexOf(out).countries.map((e) => [e.code, e.status, e.fetched_at]);

describe("a partial refresh", () => {
  it("keeps the folder's other locations, their files and entries as they were, and scores them all", async () => {
    const out = tempDir();
    expect((await refresh(out, ["PT", "AT"], "06:00:00")).code).toBe(0);
    const inodes = ["PT.forecast.json", "PT.marine.json", "AT.forecast.json"].map((f) => statSync(join(out, f)).ino);
    const r = await refresh(out, ["ES"], "12:00:00");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/vansky: 1 fetched, 0 reused, 0 failed, 0 without new marine data, 2 others kept; /);
    expect(rows(out)).toEqual([
      ["PT", "fresh", "2026-07-15T06:00:00Z"],
      ["AT", "fresh", "2026-07-15T06:00:00Z"],
      ["ES", "fresh", "2026-07-15T12:00:00Z"],
    ]);
    expect(["PT.forecast.json", "PT.marine.json", "AT.forecast.json"].map((f) => statSync(join(out, f)).ino)).toEqual(
      inodes,
    );
    const scored = await runCli(["score", out, "--now", "2026-07-15T12:30:00Z", "--max-age", "3h", "--quiet"]);
    expect(scored.code, scored.stderr).toBe(0);
    const body = JSON.parse(scored.stdout) as { data: { code: string; fetched_at: string }[] };
    expect(body.data.map((d) => [d.code, d.fetched_at])).toEqual([
      ["PT", "2026-07-15T06:00:00Z"],
      ["AT", "2026-07-15T06:00:00Z"],
      ["ES", "2026-07-15T12:00:00Z"],
    ]);
    expect(scored.stderr).toBe("vansky: 2 stale (fetched more than 3 h ago, kept): PT AT\n");
  });

  it("keeps another location's failure with the age of its data now, and drops it once that location is fetched", async () => {
    const out = tempDir();
    expect((await refresh(out, ["PT", "AT"], "06:00:00")).code).toBe(0);
    const pt = `${getCountry("PT")?.latitude},${getCountry("PT")?.longitude}`;
    const refuse = (_: number, points: string[]) =>
      points.includes(pt) ? { status: 400, reason: "Invalid value" } : null;
    // PT fails at 10:00, its data of 06:00 kept; AT is fetched
    expect((await refresh(out, ["PT", "AT"], "10:00:00", [], refuse)).code).toBe(1);
    expect(indexOf(out).failed).toEqual([expect.objectContaining({ code: "PT", stale: true, kept_age_s: 4 * 3600 })]);
    // ES alone at 12:00: PT's failure stays, its data two hours older, and is not this run's to report
    const es = await refresh(out, ["ES"], "12:00:00");
    expect(es.code, es.stderr).toBe(0);
    expect(es.stderr).not.toMatch(/PT failed/);
    expect(rows(out)).toEqual([
      ["PT", "stale", "2026-07-15T06:00:00Z"],
      ["AT", "fresh", "2026-07-15T10:00:00Z"],
      ["ES", "fresh", "2026-07-15T12:00:00Z"],
    ]);
    expect(indexOf(out).failed).toEqual([
      {
        code: "PT",
        reason: "forecast: HTTP 400: Invalid value",
        stale: true,
        kept_fetched_at: "2026-07-15T06:00:00Z",
        kept_age_s: 6 * 3600,
      },
    ]);
    expect((await refresh(out, ["PT"], "13:00:00")).code).toBe(0);
    expect(indexOf(out).failed).toEqual([]);
  });

  it("reduces the folder to the run's locations with --prune: the others leave index.json, their files removed", async () => {
    const out = tempDir();
    expect((await refresh(out, ["PT", "AT"], "06:00:00")).code).toBe(0);
    const r = await refresh(out, ["ES"], "12:00:00", ["--prune"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/, 2 pruned; /);
    expect(rows(out)).toEqual([["ES", "fresh", "2026-07-15T12:00:00Z"]]);
    expect(readdirSync(out).sort()).toEqual(["ES.forecast.json", "ES.marine.json", "index.json"]);
  });

  it("prunes only the run's part: a forecast run with --prune keeps the others' ensemble answers", async () => {
    const out = tempDir();
    expect((await refresh(out, ["PT", "AT"], "06:00:00")).code).toBe(0);
    expect((await refresh(out, ["--ensemble", "AT"], "07:00:00")).code).toBe(0);
    const r = await refresh(out, ["PT"], "12:00:00", ["--prune"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/, 1 pruned; /);
    expect(indexOf(out).countries).toEqual([
      expect.objectContaining({ code: "PT", forecast: "PT.forecast.json", status: "fresh" }),
      {
        code: "AT",
        forecast: null,
        marine: null,
        ensemble: "AT.ensemble.json",
        ensemble_fetched_at: "2026-07-15T07:00:00Z",
        ensemble_model: "gfs_seamless",
        ensemble_status: "fresh",
      },
    ]);
    expect(readdirSync(out).sort()).toEqual(["AT.ensemble.json", "PT.forecast.json", "PT.marine.json", "index.json"]);
  });
});

describe("an index.json that cannot be read", () => {
  it("is rebuilt from the folder's files: a partial run keeps every other location, with a warning", async () => {
    const out = tempDir();
    expect((await refresh(out, ["PT", "AT"], "06:00:00")).code).toBe(0);
    expect((await refresh(out, ["--ensemble", "AT"], "07:00:00")).code).toBe(0);
    writeFileSync(join(out, "index.json"), '{"countries": [');
    const r = await refresh(out, ["ES"], "12:00:00");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`vansky: warning: ${join(out, "index.json")} cannot be read (not JSON: `);
    expect(r.stderr).toContain(
      "): rebuilt from the folder's files, 2 locations dated by when their files were written\n",
    );
    expect(r.stderr).toMatch(/1 fetched, 0 reused, 0 failed, 0 without new marine data, 2 others kept; /);
    const index = indexOf(out);
    expect(index.countries.map((e) => [e.code, e.status ?? null])).toEqual([
      ["AT", "reused"],
      ["PT", "reused"],
      ["ES", "fresh"],
    ]);
    // AT's ensemble answer is told to be of gfs_seamless (the default) by its 31 runs
    expect(index.countries[0]).toMatchObject({ ensemble: "AT.ensemble.json", ensemble_model: "gfs_seamless" });
    expect(index.countries[1]).toMatchObject({ forecast: "PT.forecast.json", marine: "PT.marine.json" });
    const scored = await runCli(["score", out, "--now", "2026-07-15T12:30:00Z", "--quiet", "--format", "ndjson"]);
    expect(scored.stdout.trimEnd().split("\n")).toHaveLength(3);
  });

  it("refuses the run, the folder as it was, when a point's region is known only to the lost index", async () => {
    const out = tempDir();
    const points = join(tempDir(), "points.json");
    const lisbon = { id: "lisbon", latitude: 38.7167, longitude: -9.1333, region: "europe" };
    writeFileSync(points, JSON.stringify([lisbon]));
    expect((await refresh(out, ["--points", points], "06:00:00")).code).toBe(0);
    writeFileSync(join(out, "index.json"), "[]");
    const r = await refresh(out, ["AT"], "12:00:00");
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `vansky: ${join(out, "index.json")} cannot be read (not an index of vansky fetch: expected {countries: [...]}), and it alone gives the region of lisbon: repair it, or fetch them again with --points, so that no location of the folder is lost\n`,
    );
    expect(readdirSync(out).sort()).toEqual(["index.json", "lisbon.forecast.json"]);
    // asked again, the point is placed by the run itself
    const again = await refresh(out, ["--points", points], "12:00:00");
    expect(again.code, again.stderr).toBe(0);
    expect(indexOf(out).countries).toEqual([
      expect.objectContaining({ code: "lisbon", region: "europe", status: "fresh" }),
    ]);
  });
});

describe("a point's id", () => {
  it("names files of --out only: an id with a path, a NUL, a leading dot or 65 characters is refused, nothing written", async () => {
    const parent = tempDir();
    const out = join(parent, "out");
    const ids = ["../../x", "/tmp/x", "a/b", "a\\b", "a\u0000b", ".hidden", "..", "x".repeat(65), "", "a b"];
    for (const id of ids) {
      const points = join(parent, "points.json");
      writeFileSync(points, JSON.stringify([{ id, latitude: 38.7, longitude: -9.1, region: "europe" }]));
      // refused as the command line is read, before any request: in this worker (see runMain)
      const r = await runMain([
        "fetch",
        "--points",
        points,
        "--out",
        out,
        "--base-url",
        "http://127.0.0.1:9",
        ...CLIENT,
      ]);
      expect(r.code, JSON.stringify(id)).toBe(2);
      const shown = JSON.stringify(id.length > 80 ? `${id.slice(0, 80)}…` : id);
      expect(r.stderr.split("\n")[0], JSON.stringify(id)).toBe(
        `vansky: --points ${points}: [0].id: ${shown} is not an id vansky can name files by: use 1 to 64 letters, digits, "-" or "_", starting with a letter or digit`,
      );
    }
    expect(readdirSync(parent)).toEqual(["points.json"]);
    expect(existsSync(join(parent, "..", "x.forecast.json"))).toBe(false);
    // 64 characters of the alphabet are an id
    const points = join(parent, "points.json");
    const id = `A-${"z_9".repeat(20)}xy`;
    writeFileSync(points, JSON.stringify([{ id, latitude: 38.7167, longitude: -9.1333, region: "europe" }]));
    const r = await refresh(out, ["--points", points], "06:00:00");
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(out).sort()).toEqual([`${id}.forecast.json`, "index.json"]);
  });
});
