/**
 * The README's picture of the report is current: docs/img/report.png was taken (`npm run docs:report`) of the very
 * page the renderer draws now, whose SHA-256 lies beside it. A change to the renderer, or to the world fixtures it
 * shows, fails here until the picture is taken again.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hashOf, PICTURE, PICTURE_HASH, pictureHtml } from "../../scripts/report/picture.js";

describe("the README's picture of the report", () => {
  it("was taken of the page the renderer draws now (else: npm run docs:report)", () => {
    expect(existsSync(PICTURE)).toBe(true);
    const png = readFileSync(PICTURE);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(readFileSync(PICTURE_HASH, "utf8").trim(), "docs/img/report.png is out of date: npm run docs:report").toBe(
      hashOf(pictureHtml()),
    );
  });

  it("fingerprints a page by every byte of it", () => {
    const html = pictureHtml();
    expect(hashOf(html)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOf(`${html} `)).not.toBe(hashOf(html));
  });
});
