/**
 * The fetch room without an import circle: its modules' imports of each other (types included) form no cycle, the
 * shapes they share living in src/cli/fetch/types.ts (plan and run, http, body and the rest import from there).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ROOM = new URL("../../../src/cli/fetch/", import.meta.url);

/** Each module of the room and the modules of the room it imports. */
function graph(): Map<string, string[]> {
  const modules = readdirSync(ROOM).filter((name) => name.endsWith(".ts"));
  return new Map(
    modules.map((name) => {
      const text = readFileSync(new URL(name, ROOM), "utf8");
      const imported = [...text.matchAll(/from "\.\/([\w-]+)\.js"/g)].map((m) => `${m[1]}.ts`);
      return [name, [...new Set(imported)]];
    }),
  );
}

/** A cycle of `edges` as the modules along it, or undefined when there is none (depth-first search). */
function cycleOf(edges: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === "done") return undefined;
    if (state.get(node) === "open") return [...path.slice(path.indexOf(node)), node];
    state.set(node, "open");
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(node, "done");
    return undefined;
  };
  for (const node of edges.keys()) {
    const found = visit(node);
    if (found) return found;
  }
  return undefined;
}

describe("src/cli/fetch/", () => {
  it("has no import cycle", () => {
    expect(cycleOf(graph())).toBeUndefined();
  });

  it("finds a cycle where there is one (plan <-> run, as there was)", () => {
    const edges = new Map([
      ["plan.ts", ["run.ts"]],
      ["run.ts", ["plan.ts"]],
      ["http.ts", ["run.ts"]],
    ]);
    expect(cycleOf(edges)).toEqual(["plan.ts", "run.ts", "plan.ts"]);
  });
});
