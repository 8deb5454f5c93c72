/**
 * The README's pictures of the report are current: each of docs/img/report.png and report-odds.png was taken (`npm
 * run docs:report`) of the very page the renderer draws now, whose SHA-256 lies beside it. A change to the renderer,
 * or to the fixtures it shows, fails here until the pictures are taken again.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { hashOf, PICTURES } from "../../scripts/report/picture.js";

describe("the README's pictures of the report", () => {
  it.each(PICTURES.map((p) => [basename(p.file), p] as const))(
    "%s was taken of the page the renderer draws now (else: npm run docs:report)",
    (name, picture) => {
      expect(existsSync(picture.file)).toBe(true);
      const png = readFileSync(picture.file);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(
        readFileSync(picture.hashFile, "utf8").trim(),
        `docs/img/${name} is out of date: npm run docs:report`,
      ).toBe(hashOf(picture.html()));
    },
  );

  it("shows the odds in the second: the sample's three places, each with its strips of runs", () => {
    const html = PICTURES[1]?.html() ?? "";
    expect(html.match(/<tr data-code="[A-Z]{2}"/g)).toEqual([
      '<tr data-code="AU"',
      '<tr data-code="CH"',
      '<tr data-code="PT"',
    ]);
    expect(html).toContain("good to stay in ");
  });

  it("fingerprints a page by every byte of it", () => {
    const html = PICTURES[0]?.html() ?? "";
    expect(hashOf(html)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOf(`${html} `)).not.toBe(hashOf(html));
  });
});
