/**
 * The pipeline's direction (DEVELOPERS.md): adapters -> physics -> profile -> day -> scores -> classify -> plan ->
 * recommend -> assemble -> outlook -> verify, on a base of errors, math, time and countries, with the command line (cli) on top. A module may import
 * from its own layer or a lower one, never from a higher one; and nothing but the command line imports `node:`
 * modules, so the library runs in browsers and edge runtimes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const RANK: Record<string, number> = {
  errors: 0,
  math: 0,
  time: 0,
  countries: 0,
  schema: 0,
  adapters: 1,
  physics: 2,
  profile: 3,
  day: 3.5,
  scores: 4,
  classify: 5,
  plan: 6,
  recommend: 7,
  assemble: 8,
  outlook: 8.5,
  verify: 8.7,
  request: 9,
  serve: 9,
  report: 9,
  index: 10,
  cli: 11,
};

const src = new URL("../src/", import.meta.url);
const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts"));
const layerOf = (path: string) =>
  path.includes("/") ? path.slice(0, path.indexOf("/")) : path.replace(/\.[jt]s$/, "");

describe("module layers", () => {
  it.each(files)("src/%s imports only from its own layer or lower ones, and from node: only in the cli", (file) => {
    const text = readFileSync(new URL(file, src), "utf8");
    const own = layerOf(file);
    expect(RANK[own], `${own} has no rank`).toBeTypeOf("number");
    for (const [, spec] of text.matchAll(/from "([^"]+)"/g)) {
      if (own !== "cli") expect(spec, file).not.toMatch(/^node:/);
      if (!spec?.startsWith(".")) continue;
      const target = new URL(spec, new URL(file, src)).pathname.slice(src.pathname.length);
      const layer = layerOf(target);
      expect(RANK[layer], `${file} imports ${spec}`).toBeLessThanOrEqual(RANK[own] as number);
    }
  });
});
