/**
 * The mutants that survived the last measurement of a layer (`npm run mutation:survivors -- scores [file]`), from
 * reports/layers/<layer>.json (written by `npm run mutation:full`): each with its file, line, mutator, the replacement
 * and the line of source it replaces, so the missing test (or the equivalence) can be read off.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const [layer, only] = process.argv.slice(2);
if (!layer) {
  console.error("usage: npm run mutation:survivors -- <layer> [src/<layer>/<file>.ts]");
  process.exit(2);
}
const report = JSON.parse(readFileSync(`${root}reports/layers/${layer}.json`, "utf8"));
let count = 0;
for (const [file, { mutants, source }] of Object.entries(report.files)) {
  if (only && file !== only) continue;
  const lines = source.split("\n");
  const survivors = mutants
    .filter((m) => m.status === "Survived" || m.status === "NoCoverage")
    .sort((a, b) => a.location.start.line - b.location.start.line);
  for (const m of survivors) {
    const { line, column } = m.location.start;
    console.log(`${file}:${line}:${column} ${m.status} ${m.mutatorName}: ${JSON.stringify(m.replacement)}`);
    console.log(`    ${lines[line - 1]?.trim()}`);
    count++;
  }
}
console.log(`${count} surviving mutant(s)`);
