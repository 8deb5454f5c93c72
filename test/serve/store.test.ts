/**
 * A refresh never loses data (issue "Batch jobs that cannot lose data", the API-server example): failed inputs keep
 * their country's last good record, an all-failed refresh keeps the previous set and its updated_at, bad records
 * never replace good ones.
 */
import { describe, expect, it } from "vitest";
import { weatherListResponse } from "../../src/assemble/envelopes.js";
import type { VanSkyCountry } from "../../src/assemble/types.js";
import type { VanskyInputError } from "../../src/errors.js";
import type { VanSkyOutlook } from "../../src/outlook/types.js";
import { bodyOf, createSnapshot } from "../../src/serve/snapshot.js";
import { WeatherscoreStore } from "../../src/serve/store.js";
import { inputs, records, SOURCE, sampleOutlooks } from "./helpers.js";

const FIRST = "2026-07-15T11:00:00Z";
const SECOND = "2026-07-15T12:00:00Z";
const broken = (input: ReturnType<typeof inputs>[number]) => ({ ...input, forecast: { error: true, reason: "down" } });

const fetchedAt = (store: WeatherscoreStore) =>
  Object.fromEntries((store.snapshot?.records ?? []).map((r) => [r.code, r.fetched_at]));

describe("WeatherscoreStore.refresh", () => {
  it("keeps the last good record of each country whose input failed, marked by its own fetched_at", () => {
    const store = new WeatherscoreStore();
    const first = store.refresh(inputs(5, "2026-07-15", FIRST), { updatedAt: FIRST });
    expect(first).toMatchObject({ updated: ["AD", "AE", "AF", "AG", "AI"], kept: [], failed: [], swapped: true });
    const round = inputs(5, "2026-07-15", SECOND).map((input, i) => (i === 1 || i === 3 ? broken(input) : input));
    const second = store.refresh(round, { updatedAt: SECOND });
    expect(second.updated).toEqual(["AD", "AF", "AI"]);
    expect(second.kept).toEqual(["AE", "AG"]);
    expect(second.failed.map((f) => [f.code, f.error.code])).toEqual([
      ["AE", "OPEN_METEO_ERROR"],
      ["AG", "OPEN_METEO_ERROR"],
    ]);
    expect(fetchedAt(store)).toEqual({ AD: SECOND, AE: FIRST, AF: SECOND, AG: FIRST, AI: SECOND });
    expect(store.snapshot?.updatedAt).toBe(SECOND);
  });

  it("keeps the previous set whole, updated_at included, when every input fails", () => {
    const store = new WeatherscoreStore();
    store.refresh(inputs(3, "2026-07-15", FIRST), { updatedAt: FIRST });
    const before = store.snapshot;
    const report = store.refresh(inputs(3, "2026-07-15", SECOND).map(broken), { updatedAt: SECOND });
    expect(report).toMatchObject({ updated: [], kept: ["AD", "AE", "AF"], swapped: false });
    expect(report.failed).toHaveLength(3);
    expect(store.snapshot).toBe(before);
    expect(store.snapshot?.updatedAt).toBe(FIRST);
  });

  it("lets an exception that is not bad input propagate and leaves the store as it was", () => {
    const store = new WeatherscoreStore();
    store.refresh(inputs(2), { updatedAt: FIRST });
    const before = store.snapshot;
    const exploding = {
      code: "AE",
      get forecast(): unknown {
        throw new TypeError("disk gone");
      },
    };
    expect(() => store.refresh([...inputs(1), exploding], { updatedAt: SECOND })).toThrow("disk gone");
    expect(store.snapshot).toBe(before);
  });
});

describe("WeatherscoreStore.update and replace", () => {
  const set = records(6);

  it("update merges by code, ordered by code, and serves exactly the envelopes' bytes", () => {
    const store = new WeatherscoreStore({ records: set.slice(3), updatedAt: FIRST });
    const report = store.update({ records: set.slice(0, 4).reverse(), updatedAt: SECOND });
    expect(report.kept).toEqual(["AI", "AL"]);
    const snapshot = store.snapshot;
    expect(snapshot?.records.map((r) => r.code)).toEqual(["AD", "AE", "AF", "AG", "AI", "AL"]);
    const expected = JSON.stringify(weatherListResponse(set, { updatedAt: SECOND, source: SOURCE }));
    expect(new TextDecoder().decode(snapshot?.list.bytes)).toBe(expected);
  });

  it("reports what it updated and kept, and no failure (update scores nothing)", () => {
    const store = new WeatherscoreStore({ records: set.slice(0, 2), updatedAt: FIRST });
    expect(store.update({ records: set.slice(1, 3), updatedAt: SECOND })).toEqual({
      updated: ["AE", "AF"],
      kept: ["AD"],
      failed: [],
      swapped: true,
    });
  });

  it("serves the source it was made with through later updates, unless a set names its own", () => {
    const store = new WeatherscoreStore({ records: set.slice(0, 1), updatedAt: FIRST, source: "Open-Meteo (mirror)" });
    store.update({ records: set.slice(1, 2), updatedAt: SECOND });
    const list = JSON.parse(new TextDecoder().decode(store.snapshot?.list.bytes)) as { source: string };
    expect(list.source).toBe("Open-Meteo (mirror)");
    store.update({ records: set.slice(2, 3), updatedAt: SECOND, source: "ours" });
    expect(store.snapshot?.source).toBe("ours");
  });

  it("a bad record or a repeated code leaves the previous set in place", () => {
    const store = new WeatherscoreStore({ records: set, updatedAt: FIRST });
    const before = store.snapshot;
    const bad = [{ ...set[0], score_label: "hard" } as unknown as VanSkyCountry];
    expect(() => store.update({ records: bad, updatedAt: SECOND })).toThrow(/data\[0\]\.score_label/);
    const twice = [set[0], { ...set[0], code: (set[0] as VanSkyCountry).code.toLowerCase() }] as VanSkyCountry[];
    expect(() => store.replace({ records: twice, updatedAt: SECOND })).toThrow(/data\[1\]\.code/);
    expect(store.snapshot).toBe(before);
  });
});

describe("createSnapshot", () => {
  it("serializes each record's envelope, by its code upper-cased when it is two letters, else as it is written", () => {
    const [a, b, c] = records(3);
    const point = { ...(a as VanSkyCountry), code: "lisbon" };
    const lower = { ...(c as VanSkyCountry), code: "zz" };
    const snapshot = createSnapshot({ records: [b as VanSkyCountry, point, lower], updatedAt: null, source: "x" });
    expect([...snapshot.countries.keys()]).toEqual([(b as VanSkyCountry).code, "lisbon", "ZZ"]);
    const decode = (key: string) => new TextDecoder().decode(snapshot.countries.get(key)?.bytes);
    expect(decode((b as VanSkyCountry).code)).toBe(JSON.stringify({ data: b, updated_at: null, source: "x" }));
    expect(decode("lisbon")).toBe(JSON.stringify({ data: point, updated_at: null, source: "x" }));
    expect(Number.isNaN(snapshot.updatedAtMs)).toBe(true);
  });

  it("gives a body the type, cache policy and headers it is made with, JSON and the server's policy without", () => {
    const page = bodyOf("<p>x</p>", { type: "text/html", cacheControl: "no-cache", headers: ["A", "b"] });
    expect(page).toMatchObject({ type: "text/html", cacheControl: "no-cache", headers: ["A", "b"] });
    expect(new TextDecoder().decode(page.bytes)).toBe("<p>x</p>");
    expect(Object.keys(bodyOf("{}")).sort()).toEqual(["bytes", "etag"]);
    // the tag: the text's length in base 36 after its hash ("<p>x</p>" is 8 characters)
    expect(page.etag).toMatch(/^"[0-9a-z]+-8"$/);
    expect(bodyOf("x".repeat(36)).etag).toMatch(/-10"$/);
  });

  it("refuses what is not a set of records, each problem at its path, a bad item named by its code", () => {
    const [a, b] = records(2) as [VanSkyCountry, VanSkyCountry];
    const refused = (set: unknown) => {
      try {
        createSnapshot(set as Parameters<typeof createSnapshot>[0]);
      } catch (error) {
        return { path: (error as VanskyInputError).path, problem: (error as VanskyInputError).problem };
      }
      return null;
    };
    expect(refused({ records: { a }, updatedAt: null })).toEqual({
      path: "data",
      problem: "expected an array of records",
    });
    expect(refused({ records: [a], updatedAt: "yesterday" })).toEqual({
      path: "updated_at",
      problem: "expected an RFC 3339 date-time or null, got yesterday",
    });
    expect(refused({ records: [a], updatedAt: 5 })?.path).toBe("updated_at");
    expect(refused({ records: [a], updatedAt: null, source: 7 })).toEqual({
      path: "source",
      problem: "expected a string",
    });
    expect(refused({ records: [a, { ...b, van_score: 101 }], updatedAt: null })).toEqual({
      path: "data[1].van_score",
      problem: `101 is above 100 (record ${b.code})`,
    });
    expect(refused({ records: [a, b, { ...a, code: a.code.toLowerCase() }], updatedAt: null })).toEqual({
      path: "data[2].code",
      problem: `${a.code.toLowerCase()} repeats the code of data[0]`,
    });
    expect(refused({ records: [a], updatedAt: SECOND })).toBeNull();
    expect(createSnapshot({ records: [a], updatedAt: SECOND }).updatedAtMs).toBe(Date.parse(SECOND));
  });

  it("dates the outlooks by the latest fetched_at as an instant, not as text, null when none has one", () => {
    const [au, ch] = sampleOutlooks() as [VanSkyOutlook, VanSkyOutlook];
    const at = (fetched_at: string | null, o = au) => ({ ...o, fetched_at });
    const dated = (outlooks: VanSkyOutlook[]) =>
      createSnapshot({ records: [], updatedAt: null, outlooks }).outlook?.updatedAt;
    // 14:00 at +02:00 is 12:00 UTC, before 12:30 UTC, though later as text
    expect(dated([at("2026-07-15T12:30:00Z"), at("2026-07-15T14:00:00+02:00", ch)])).toBe("2026-07-15T12:30:00Z");
    expect(dated([at("2026-07-15T14:00:00+02:00"), at("2026-07-15T12:30:00Z", ch)])).toBe("2026-07-15T12:30:00Z");
    expect(dated([at(null), at("2026-07-15T11:00:00Z", ch)])).toBe("2026-07-15T11:00:00Z");
    expect(dated([at("2026-07-15T11:00:00Z"), at(null, ch)])).toBe("2026-07-15T11:00:00Z");
    expect(dated([at(null), at(null, ch)])).toBeNull();
  });

  it("tells apart bodies that differ in one character", () => {
    const [a] = records(1);
    const tags = [0, 1, 2].map(
      (t) => createSnapshot({ records: [{ ...(a as VanSkyCountry), van_score: t }], updatedAt: null }).list.etag,
    );
    expect(new Set(tags).size).toBe(3);
  });
});
