/**
 * `vansky score`, run as the built command in temporary folders: its output bytes, the exit codes, the checks of
 * its options, --errors, and what it reads (stdin only with "-", one file of another name, byte order marks,
 * unrecognised files).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scoreCountry } from "../../../src/assemble/country.js";
import { weatherListResponse } from "../../../src/assemble/envelopes.js";
import { world } from "../../adapters/helpers.js";
import { NOW, removeTempDirs, runCli, runMain, tempDir, tempFiles, usageLines, WORLD } from "../helpers.js";
import { worldInputs, worldOutput } from "../world.js";

afterAll(removeTempDirs);

const inputs = worldInputs("2026-07-15");
/** The most worker threads this machine takes: 2 per core. */
const MOST_WORKERS = availableParallelism() * 2;
const expected = worldOutput("2026-07-15");
const json = (code: string) => JSON.stringify(world("2026-07-15", `${code}.forecast.json`));

/** A folder with the world fixtures of `codes` (forecast, and marine where there is one) and `extra` files. */
function folder(codes: readonly string[], extra: Record<string, string> = {}): string {
  const dir = tempDir();
  for (const code of codes) {
    copyFileSync(join(WORLD, `${code}.forecast.json`), join(dir, `${code}.forecast.json`));
    if (existsSync(join(WORLD, `${code}.marine.json`)))
      copyFileSync(join(WORLD, `${code}.marine.json`), join(dir, `${code}.marine.json`));
  }
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(dir, name), text);
  return dir;
}

const record = (code: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify(scoreCountry({ ...(inputs.find((i) => i.code === code) as (typeof inputs)[0]), ...extra }));

describe.concurrent("vansky score: output", () => {
  it("writes exactly the bytes of weatherListResponse for a world folder (now from its index), whatever --workers", async () => {
    const dir = tempDir();
    const inThread = await runCli(["score", WORLD, "--workers", "0", "--quiet"]);
    expect(inThread.code).toBe(0);
    expect(inThread.stderr).toBe("");
    expect(inThread.stdout).toBe(expected);
    // every record dated by the folder's index: the world fixtures were "fetched" at the set's instant
    const dated = JSON.parse(inThread.stdout).data.map((d: { fetched_at: string | null }) => d.fetched_at);
    expect(new Set(dated)).toEqual(new Set([NOW]));
    const workers = await runCli(["score", WORLD, "--workers", "2", "--quiet", "--out", join(dir, "out.json")]);
    expect(workers.code).toBe(0);
    expect(readFileSync(join(dir, "out.json"), "utf8")).toBe(expected);
  });

  it("scores both embedded world sets without a warning: every country has a zone of its own (BV too)", async () => {
    for (const set of [WORLD, join(WORLD, "../2026-01-15")]) {
      const r = await runCli(["score", set, "--out", join(tempDir(), "out.json")]);
      expect(r.code, set).toBe(0);
      // a progress line every 5 s of a slow run is no warning
      expect(
        r.stderr.split("\n").filter((l) => !/^vansky: \d+\/250 inputs /.test(l)),
        set,
      ).toEqual([expect.stringMatching(/^vansky: 250 scored, 0 failed in /), ""]);
    }
  });

  it("writes one record per line with --format ndjson, and reads NDJSON on stdin only when - is given", async () => {
    const lines = inputs.slice(0, 5).map((i) => JSON.stringify({ ...i, now: undefined }));
    const args = ["score", "--now", NOW, "--format", "ndjson", "--workers", "0", "--quiet"];
    const piped = await runCli([...args, "-"], { input: lines.join("\n") });
    expect(piped.code).toBe(0);
    expect(piped.stdout).toBe(
      inputs
        .slice(0, 5)
        .map((i) => `${record(i.code)}\n`)
        .join(""),
    );
    const noInput = await runCli(args, { input: lines.join("\n") });
    expect(noInput.code).toBe(2);
    expect(noInput.stdout).toBe("");
    expect(noInput.stderr).toMatch(usageLines("score"));
    expect(noInput.stderr).toContain("no inputs");
  });

  it("sets every record's fetched_at with --fetched-at unless its input has its own, and updated_at with --updated-at", async () => {
    const own = "2026-07-15T11:00:00Z";
    const lines = [
      JSON.stringify({ ...inputs[0], now: undefined }),
      JSON.stringify({ ...inputs[1], now: undefined, fetchedAt: own }),
    ].join("\n");
    const fetched = "2026-07-15T11:30:00+02:00";
    const r = await runCli(
      ["score", "-", "--now", NOW, "--fetched-at", fetched, "--updated-at", "2026-07-15T12:05:00Z", "--workers", "0"],
      { input: lines },
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.data.map((d: { fetched_at: string }) => d.fetched_at)).toEqual([fetched, own]);
    expect(out.updated_at).toBe("2026-07-15T12:05:00Z");
    expect(out.data[0]).toEqual(JSON.parse(record(inputs[0]?.code as string, { fetchedAt: fetched })));
  });
});

describe.concurrent("vansky score: exit codes and --errors", () => {
  it("exits 1 when some inputs fail: each on stderr with its file, in --errors as a JSON line, left out of the output", async () => {
    const es = world("2026-07-15", "ES.forecast.json") as { hourly: { temperature_2m: unknown[] } };
    es.hourly.temperature_2m.pop();
    const dir = folder(["PT"], { "XX.forecast.json": '{"latitude": 1', "ES.forecast.json": JSON.stringify(es) });
    const out = join(dir, "out.json");
    const errors = join(dir, "errors.jsonl");
    const r = await runCli(["score", dir, "--out", out, "--errors", errors, "--now", NOW, "--workers", "0"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `vansky: ${join(dir, "ES.forecast.json")}: hourly.temperature_2m: 191 values but 192 times\n`, // the 8-day answer less one
    );
    expect(r.stderr).toContain(`${join(dir, "XX.forecast.json")}: bad JSON`);
    expect(r.stderr).toMatch(/1 scored, 2 failed in [\d.]+ s \(\d+ per second, CPU [\d.]+ s, peak RSS \d+ MB\)\n$/);
    expect(JSON.parse(readFileSync(out, "utf8")).data.map((d: { code: string }) => d.code)).toEqual(["PT"]);
    const lines = readFileSync(errors, "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      {
        file: join(dir, "ES.forecast.json"),
        code: "ES",
        error_code: "LENGTH_MISMATCH",
        path: "hourly.temperature_2m",
        message: "hourly.temperature_2m: 191 values but 192 times",
      },
      {
        file: join(dir, "XX.forecast.json"),
        code: "XX",
        error_code: "BAD_JSON",
        path: "",
        message: expect.stringMatching(/^bad JSON: /),
      },
    ]);
    expect(tempFiles(dir)).toEqual([]);
  });

  it("names the NDJSON line and the marine file that failed to parse", async () => {
    const dir = folder(["PT"], { "PT.marine.json": "{not json" });
    const errors = join(dir, "errors.jsonl");
    const ndjson = join(dir, "more.ndjson");
    writeFileSync(ndjson, `${JSON.stringify({ ...inputs[0], now: undefined })}\n[1]\n`);
    const r = await runCli(["score", dir, ndjson, "--now", NOW, "--errors", errors, "--workers", "0", "--quiet"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`vansky: ${join(dir, "PT.marine.json")}: bad JSON`);
    expect(r.stderr).toContain(`vansky: ${ndjson}:2: expected an object`);
    const lines = readFileSync(errors, "utf8")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.file, l.line, l.code, l.error_code])).toEqual([
      [join(dir, "PT.marine.json"), undefined, "PT", "BAD_JSON"],
      [ndjson, 2, null, "BAD_LINE"],
    ]);
  });

  it("exits 3 and leaves --out as it was when nothing is scored: no input found, or every input failed", async () => {
    const dir = folder(["PT", "AD"]);
    const empty = tempDir();
    const out = join(dir, "out.json");
    writeFileSync(out, "the last good output");
    const errors = join(dir, "errors.jsonl");
    const none = await runCli(["score", empty, "--out", out, "--workers", "0"]);
    expect(none.code).toBe(3);
    expect(none.stderr).toContain("nothing scored (no inputs found)");
    const failed = await runCli(["score", dir, "--now", "2030-01-01T00:00Z", "--out", out, "--errors", errors]);
    expect(failed.code).toBe(3);
    expect(failed.stderr).toContain(`nothing scored (all 2 inputs failed): ${out} left as it was`);
    expect(readFileSync(out, "utf8")).toBe("the last good output");
    expect(readFileSync(errors, "utf8").trimEnd().split("\n")).toHaveLength(2);
    expect(tempFiles(dir)).toEqual([]);
    const toStdout = await runCli(["score", empty, "--workers", "0"]);
    expect([toStdout.code, toStdout.stdout]).toEqual([3, ""]);
  });

  it("writes an empty output with --allow-empty: exit 0 when there was nothing, 1 when everything failed", async () => {
    const empty = tempDir();
    const none = await runCli(["score", empty, "--allow-empty", "--quiet"]);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe(`${JSON.stringify(weatherListResponse([], { updatedAt: null, source: "Open-Meteo" }))}\n`);
    const dir = folder(["AD"]);
    const out = join(dir, "out.ndjson");
    writeFileSync(out, "old");
    const failed = await runCli([
      "score",
      dir,
      "--now",
      "2030-01-01T00:00Z",
      "--format",
      "ndjson",
      "--out",
      out,
      "--allow-empty",
    ]);
    expect(failed.code).toBe(1);
    expect(readFileSync(out, "utf8")).toBe("");
  });
});

describe.concurrent("vansky score: usage errors", () => {
  it("checks --now, --updated-at and --fetched-at as the engine checks instants, before reading any input", async () => {
    for (const args of [
      ["--now", "July 15 2026"],
      ["--now", "2026-07-15T25:00"],
      ["--updated-at", "2026-07-15T12:00"],
      ["--updated-at", "yesterday"],
      ["--fetched-at", "2026-07-15"],
    ]) {
      const r = await runMain(["score", WORLD, ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toMatch(usageLines("score"));
      expect(r.stderr).toContain(`--${args[0]?.slice(2)} expects`);
    }
    // an offset-less --now is each forecast's local time, as scoreCountry reads it
    const local = await runCli(["score", join(WORLD, "PT.forecast.json"), "--now", "2026-07-15T13:00", "--quiet"]);
    expect(local.code).toBe(0);
    expect(JSON.parse(local.stdout).data[0]).toEqual(JSON.parse(record("PT"))); // Lisbon, UTC+1
  });

  it("exits 2 with one line and a pointer to --help for a bad command line", async () => {
    for (const args of [
      ["score", WORLD, "--shard", "3/3"],
      ["score", WORLD, "--workers", "two"],
      ["score", WORLD, "--format", "xml"],
      ["score", "/no/such/folder"],
      ["score", WORLD, "--colour"],
      ["score", WORLD, "--code", "DK"],
      ["score", join(WORLD, "DK.forecast.json"), "--region", "mars"],
      ["score", join(WORLD, "DK.forecast.json"), "--is-coastal", "maybe"],
      ["score", join(WORLD, "DK.forecast.json"), "--marine", "/no/such/file.json"],
      ["score", WORLD, "--shard", "0/2", "--format", "ndjson"],
      ["score", "-", "-"],
    ]) {
      const r = await runMain(args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toMatch(usageLines("score"));
      expect(r.stdout).toBe("");
    }
  });

  it("tells every bad option in one pattern, the value quoted, in its own words (never Node's)", async () => {
    const cases: [string[], string][] = [
      // the range this machine allows (review C3): 0 (this thread) to 2 per core
      [["--workers", "-1"], `--workers expects a whole number from 0 to ${MOST_WORKERS} (2 per core), got "-1"`],
      [["--workers=-1"], `--workers expects a whole number from 0 to ${MOST_WORKERS} (2 per core), got "-1"`],
      [["--workers"], "--workers expects a value, got nothing"],
      [["--workers", "--quiet"], "--workers expects a value, got nothing"],
      [["--quiet=yes"], `--quiet takes no value, got "yes"`],
      [["--bogus"], `unknown option "--bogus"`],
      [["-x"], `unknown option "-x"`],
      [["--format", "xml"], `--format expects json or ndjson, got "xml"`],
      [["--stale", "never"], `--stale expects keep, drop or fail, got "never"`],
      [["--max-age", "12x"], `--max-age expects a duration such as 500ms, 30s, 15m, 1h or 1d, got "12x"`],
      [["--shard", "3/2"], `--shard expects i/n with 0 <= i < n, got "3/2"`],
      // another kind of name than json or ndjson, as vansky report refuses one (issue 44)
      [
        ["--out", "keep.png"],
        "--out keep.png: the records are written as .json (the envelope), or .ndjson or .jsonl (one per line)",
      ],
    ];
    for (const [args, message] of cases) {
      const r = await runMain(["score", WORLD, ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toBe(`vansky: ${message}\nTry "vansky score --help".\n`);
    }
    const file = join(WORLD, "DK.forecast.json");
    const region = await runMain(["score", file, "--region", "mars"]);
    expect(region.stderr).toMatch(/^vansky: --region expects one of africa, [a-z_, ]+, got "mars"\n/);
    const coastal = await runMain(["score", file, "--is-coastal", "maybe"]);
    expect(coastal.stderr).toContain(`vansky: --is-coastal expects true or false, got "maybe"\n`);
  });

  it("says a folder is a folder, in one line (exit 2, not EISDIR), where --marine expects a file", async () => {
    const r = await runMain(["score", join(WORLD, "PT.forecast.json"), "--code", "PT", "--marine", WORLD]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(usageLines("score"));
    expect(r.stderr).toContain(`vansky: --marine ${WORLD} is a folder: it names one marine response file`);
  });

  it("caps --workers at 2 per core, with a message", async () => {
    const dir = folder(["PT", "AD", "DK"]);
    const r = await runCli(["score", dir, "--workers", "999", "--now", NOW, "--quiet"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      `vansky: warning: --workers 999 is more than 2 per core; using ${MOST_WORKERS} (${MOST_WORKERS / 2} cores)\n`,
    );
    expect(JSON.parse(r.stdout).count).toBe(3);
  });
});

describe.concurrent("vansky score: what it reads", () => {
  it("scores one file of another name with --code, or --region and --is-coastal, and --marine", async () => {
    const dir = folder([], {
      "copenhagen.json": json("DK"),
      "copenhagen-sea.json": JSON.stringify(world("2026-07-15", "DK.marine.json")),
    });
    const file = join(dir, "copenhagen.json");
    const unnamed = await runCli(["score", file, "--now", NOW, "--quiet"]);
    expect(unnamed.code).toBe(3);
    expect(unnamed.stderr).toBe(
      `vansky: ${file}: code: unknown country "copenhagen": for a point of your own, give --region and --is-coastal\n` +
        "vansky: nothing scored (the 1 input failed): nothing written; --allow-empty writes an empty output\n",
    );
    const dk = await runCli([
      "score",
      file,
      "--code",
      "DK",
      "--marine",
      join(dir, "copenhagen-sea.json"),
      "--now",
      NOW,
    ]);
    expect(dk.code).toBe(0);
    expect(JSON.parse(dk.stdout).data).toEqual([JSON.parse(record("DK"))]);
    const point = await runCli(["score", file, "--region", "europe", "--is-coastal", "false", "--now", NOW]);
    expect(point.code).toBe(0);
    const expectedPoint = scoreCountry({
      code: "copenhagen",
      forecast: world("2026-07-15", "DK.forecast.json"),
      now: NOW,
      region: "europe",
      is_coastal: false,
    });
    expect(JSON.parse(point.stdout).data).toEqual([JSON.parse(JSON.stringify(expectedPoint))]);
  });

  it("says what an input lacks in the terms of where it came from, never JavaScript's undefined", async () => {
    const dir = folder([], { "lisbon.forecast.json": json("PT"), "empty.json": "{}" });
    writeFileSync(join(dir, "index.json"), '{"countries":[{"code":"lisbon","forecast":"lisbon.forecast.json"}]}');
    const args = ["--now", NOW, "--workers", "0", "--quiet"];
    const indexed = await runCli(["score", dir, ...args]);
    expect(indexed.stderr).toContain(
      `: code: unknown country "lisbon": for a point of your own, give its region and is_coastal in the folder's index.json\n`,
    );
    const line = await runCli(["score", "-", ...args], { input: `{"code":"lisbon","forecast":${json("PT")}}\n` });
    expect(line.stderr).toContain(
      `vansky: stdin:1: code: unknown country "lisbon": for a point of your own, give "region" and "is_coastal" in its line\n`,
    );
    const noForecast = await runCli(["score", "-", ...args], { input: '{"code":"DE"}\n' });
    expect(noForecast.stderr).toContain('vansky: stdin:1: no "forecast" in this line\n');
    const empty = await runCli(["score", join(dir, "empty.json"), "--code", "DE", ...args]);
    expect(empty.stderr).toContain(
      `vansky: ${join(dir, "empty.json")}: latitude: missing, so this is not an Open-Meteo response\n`,
    );
    for (const r of [indexed, line, noForecast, empty]) {
      expect(r.code).toBe(3);
      expect(r.stderr).not.toMatch(/undefined|\[[A-Z_]+\]/);
    }
  });

  it("keeps a point id as given (lisbon stays lisbon) and upper-cases two-letter country codes only", async () => {
    const of = (code: string) => inputs.find((i) => i.code === code);
    const lines = [
      { ...of("PT"), code: "lisbon", region: "europe", is_coastal: true },
      { ...of("ES"), code: "es" },
    ];
    const r = await runCli(["score", "-", "--format", "ndjson", "--quiet"], {
      input: lines.map((l) => JSON.stringify(l)).join("\n"),
    });
    expect(r.code).toBe(0);
    expect(
      r.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l).code),
    ).toEqual(["lisbon", "ES"]);
  });

  it("accepts a UTF-8 byte order mark in forecast, marine, index and NDJSON files", async () => {
    const bom = "\uFEFF";
    const dir = folder([], {
      "PT.forecast.json": bom + json("PT"),
      "PT.marine.json": bom + JSON.stringify(world("2026-07-15", "PT.marine.json")),
    });
    const indexed = folder(["AD"]);
    writeFileSync(
      join(indexed, "index.json"),
      `${bom}{"reference":"${NOW}","countries":[{"code":"AD","forecast":"AD.forecast.json"}]}`,
    );
    const ndjson = join(dir, "lines.ndjson");
    // (a code given twice is refused: road.test.ts)
    writeFileSync(ndjson, `${bom}${JSON.stringify({ ...inputs.find((i) => i.code === "ES"), now: undefined })}\n`);
    const r = await runCli(["score", dir, indexed, ndjson, "--now", NOW, "--format", "ndjson", "--quiet"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${record("PT")}\n${record("AD")}\n${record("ES")}\n`);
  });

  it("lists the files of an input folder that it does not score in a warning", async () => {
    const dir = folder(["PT", "AD"], { "README.txt": "notes", "XX.marine.json": "{}", ".hidden": "" });
    mkdirSync(join(dir, "old"));
    const r = await runCli(["score", dir, "--now", NOW, "--quiet"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      `vansky: warning: ${dir}: 3 not scored (README.txt, XX.marine.json, old): expected ID.forecast.json and ID.marine.json (or .fb), or an index.json\n`,
    );
    const indexed = folder(["AD", "PT"], { "notes.json": "{}" });
    writeFileSync(join(indexed, "index.json"), `{"countries":[{"code":"AD","forecast":"AD.forecast.json"}]}`);
    const listed = await runCli(["score", indexed, "--now", NOW, "--quiet"]);
    expect(listed.stderr).toBe(
      `vansky: warning: ${indexed}: 3 not scored (PT.forecast.json, PT.marine.json, notes.json): index.json does not list them\n`,
    );
  });

  it("prints each engine warning with the file it is about (the marine file for marine ones), from any thread, not with --quiet", async () => {
    const marine = world("2026-07-15", "PT.marine.json") as { hourly: { wave_height: unknown[] } };
    marine.hourly.wave_height.pop();
    const dir = folder(["PT"], { "PT.marine.json": JSON.stringify(marine) });
    const errors = join(tempDir(), "errors.jsonl");
    // now six hours after the response's current time: the current values are read from the hours at now
    const args = ["score", dir, "--now", "2026-07-15T18:00:00Z", "--format", "ndjson", "--errors", errors];
    const expected = [
      `vansky: ${join(dir, "PT.marine.json")}: warning: marine.hourly.wave_height: marine data left out: 191 values but 192 times [LENGTH_MISMATCH]`,
      expect.stringMatching(
        new RegExp(
          `^vansky: ${join(dir, "PT.forecast.json")}: warning: current\\.time: the current block is for 13:00 on 15 Jul 2026, local time \\(UTC\\+01:00\\), 6 h before the time the record is scored for; the hourly values for that time are used instead$`,
        ),
      ),
    ];
    const warnings = (stderr: string) => stderr.split("\n").filter((l) => l.includes(": warning: "));
    for (const workers of ["0", "1"]) {
      const r = await runCli([...args, "--workers", workers]);
      expect(r.code, `--workers ${workers}`).toBe(0);
      expect(warnings(r.stderr), `--workers ${workers}`).toEqual(expected);
      expect(JSON.parse(r.stdout).marine).toBeNull();
      // a warning is no failure: --errors stays empty
      expect(readFileSync(errors, "utf8")).toBe("");
    }
    const quiet = await runCli([...args, "--workers", "1", "--quiet"]);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe("");
    expect(JSON.parse(quiet.stdout).marine).toBeNull();
  });

  it("reports a folder index it cannot read as a data error: one line, exit 1, nothing written", async () => {
    const dir = folder(["AD"], { "index.json": '{"countries": [{"code": "AD"}]}' });
    const r = await runCli(["score", dir, "--out", join(dir, "out.json")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`vansky: ${join(dir, "index.json")}: countries[0]: expected {code, forecast, marine?}\n`);
    expect(existsSync(join(dir, "out.json"))).toBe(false);
  });
});
