/**
 * The package as its users get it (`npm run check:install`; CI runs it). Packs a clean copy of the repository (its
 * git-tracked files, no dist/: `prepack` must build it), installs the tarball with ajv, ajv-formats and Open-Meteo's
 * client `openmeteo` into scratch projects, and there type-checks and runs every ```ts snippet of the README; the
 * README's ```typescript snippets (Cloudflare Workers, Deno, Bun: the few globals of those runtimes they use
 * declared, `npm:vansky` read as `vansky`, `./weather.json` a score output) and the docs' ```ts snippets are
 * type-checked in the bundler project:
 *   esm       "type": "module", TypeScript "module": "node16", emitted and run with node
 *   cjs       "type": "commonjs", TypeScript "module": "node16" (emits require), emitted and run with node
 *   bundler   TypeScript "module": "preserve", "moduleResolution": "bundler", type-checked
 * and runs the installed `vansky` command (--version, a world-fixture folder over a worker thread, and the README's
 * `npx vansky … --sample` commands as written, on the sample data the tarball ships, `serve` on a free port until it
 * answers the API and the report, then stopped); imports `vansky/sample` in
 * each project (ESM, CJS, TypeScript) and scores it; checks that installing the tarball warns of no install script.
 * Then it installs the repository's HEAD as a git dependency (`git+file://`), which npm builds with `prepare`, and
 * loads it.
 * Snippets may use `forecastJson` and `marineJson` (Portugal's world-fixture responses), given to them here.
 * Needs the npm registry (@date-fns/tz, ajv, ajv-formats, openmeteo); uses the repository's own TypeScript and
 * @types/node.
 * `--keep` leaves the scratch folder for a look.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const manifest = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
const work = mkdtempSync(join(tmpdir(), "vansky-install-"));
const keep = process.argv.includes("--keep");
const tsc = join(repo, "node_modules/typescript/bin/tsc");
const WORLD = join(repo, "fixtures/world/2026-07-15");
const NPM_INSTALL = ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];

const log = (message) => console.log(`check:install: ${message}`);

/** Runs a command in `cwd`; its stdout, or an error with everything it printed. */
function run(command, args, cwd) {
  try {
    // no step may hold CI: an install or a command that never ends fails here after ten minutes
    const options = {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 600_000,
      killSignal: "SIGKILL",
    };
    return execFileSync(command, args, options);
  } catch (error) {
    throw new Error(`${command} ${args.join(" ")} (in ${cwd}) failed:\n${error.stdout}${error.stderr}`);
  }
}

/**
 * Runs a README `vansky serve …` line (on port 0: any free one) until its start-up line names its address, asks it
 * for the API body and the report page, and stops it: the command serves until stopped, so `run` would never return.
 */
async function serveOnce(words, cwd) {
  const server = spawn("npx", ["--no-install", ...words, "--port", "0"], { cwd, detached: true, stdio: "pipe" });
  let printed = "";
  try {
    const api = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`vansky serve did not start in 60 s:\n${printed}`)), 60_000);
      const read = (chunk) => {
        printed += chunk;
        const match = /at (http:\/\/\S+\/api\/weatherscore\/weather) /.exec(printed);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      server.stdout.on("data", read);
      server.stderr.on("data", read);
      server.once("exit", (code) => reject(new Error(`vansky serve exited (${code}):\n${printed}`)));
    });
    const body = await (await fetch(api)).json();
    if (body.count !== 7) throw new Error(`vansky serve --sample answered ${body.count} records, not 7`);
    const page = await fetch(new URL("/", api));
    if (!page.ok || !(await page.text()).includes("<svg"))
      throw new Error(`vansky serve --sample: its report page answered ${page.status}`);
  } finally {
    process.kill(-server.pid, "SIGTERM");
  }
}

/** A copy of the repository's files as a fresh clone has them (tracked and new, not ignored), with its node_modules. */
function cleanCopy() {
  const dir = join(work, "clone");
  const files = run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], repo).split("\0");
  for (const file of files.filter(Boolean)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      copyFileSync(join(repo, file), join(dir, file));
    } catch (error) {
      if (error.code !== "ENOENT") throw error; // deleted in the working tree, not yet in git
    }
  }
  symlinkSync(join(repo, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** The TypeScript snippets of a Markdown text: ```ts ones, or those of `language` (```typescript). */
function snippets(markdown, language = "ts") {
  return [...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, "gm"))].map((m) => m[1]);
}

/** The globals of other runtimes that the README's ```typescript snippets use, as far as they use them. */
const RUNTIME_DECLARATIONS = `declare const Deno: {
  readTextFile(path: string): Promise<string>;
  serve(handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Response | Promise<Response>): unknown;
};
declare const Bun: {
  serve(options: {
    port?: number;
    fetch(request: Request, server: { requestIP(request: Request): { address: string } | null }): Response | Promise<Response>;
  }): unknown;
};
`;

/** A snippet as a module: the fixture responses it names, then the snippet. */
function asModule(snippet) {
  if (!/\b(forecastJson|marineJson)\b/.test(snippet)) return snippet;
  const read = (file) => `JSON.parse(readFixture(${JSON.stringify(join(WORLD, file))}, "utf8"))`;
  return `import { readFileSync as readFixture } from "node:fs";
const forecastJson: unknown = ${read("PT.forecast.json")};
const marineJson: unknown = ${read("PT.marine.json")};
${snippet}`;
}

const PROJECTS = {
  esm: { type: "module", compilerOptions: { module: "node16", moduleResolution: "node16" }, runs: true },
  cjs: { type: "commonjs", compilerOptions: { module: "node16", moduleResolution: "node16" }, runs: true },
  bundler: {
    type: "module",
    compilerOptions: { module: "preserve", moduleResolution: "bundler", resolveJsonModule: true },
    runs: false,
  },
};

/** `vansky/sample` as a program of each project uses it: typed, scored, every record dated. */
const SAMPLE_CHECK = `import { scoreCountries } from "vansky";
import { SAMPLE_INPUTS, SAMPLE_REFERENCE, type SampleInput } from "vansky/sample";

const inputs: readonly SampleInput[] = SAMPLE_INPUTS;
const records = scoreCountries(inputs);
if (records.length !== 7 || records.some((r) => r.fetched_at !== SAMPLE_REFERENCE))
  throw new Error(\`vansky/sample scored into \${records.length} records, dated \${records.map((r) => r.fetched_at)}\`);
`;

/** The lines of npm's output that warn about the package being installed (its install scripts among them). */
const installWarnings = (output) =>
  output.split("\n").filter((line) => /warn/i.test(line) && /vansky|install-scripts|prepare/i.test(line));

/** A scratch project with `dependencies` installed, and its tsconfig for the README's snippets. */
function project(name, spec, dependencies) {
  const dir = join(work, name);
  mkdirSync(dir);
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: `scratch-${name}`, private: true, type: spec.type }));
  run("npm", [...NPM_INSTALL, ...dependencies], dir);
  const compilerOptions = {
    target: "es2022",
    lib: ["es2022"],
    strict: true,
    types: ["node"],
    typeRoots: [join(repo, "node_modules/@types")],
    rootDir: ".",
    outDir: "out",
    ...(spec.runs ? {} : { noEmit: true }),
    ...spec.compilerOptions,
  };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["*.ts"] }));
  return dir;
}

try {
  log(`packing a clean copy of the repository (prepack builds dist/) in ${work}`);
  const clone = cleanCopy();
  const printed = run("npm", ["pack", "--json", "--pack-destination", work, "--loglevel=error"], clone);
  const [packed] = JSON.parse(printed.slice(printed.search(/^\[$/m))); // after what prepack's build printed
  const files = new Set(packed.files.map((f) => f.path));
  for (const file of [
    "package.json",
    "README.md",
    "LICENSE",
    "dist/index.js",
    "dist/index.cjs",
    "dist/index.d.ts",
    "dist/schema.js",
    "dist/cli/bin.js",
    "dist/cli/worker.js",
    "dist/schema/vansky-country.schema.json",
    "dist/sample/index.json",
    "dist/messages/en.json",
    "dist/messages/pt-BR.json",
    "dist/sample.js",
    "dist/sample.cjs",
    "dist/sample.d.ts",
    "dist/sample.d.cts",
  ])
    if (!files.has(file)) throw new Error(`the packed tarball lacks ${file} (${packed.files.length} files)`);
  const tarball = join(work, packed.filename);
  log(`${packed.filename}: ${packed.files.length} files, ${(packed.size / 1024).toFixed(0)} kB`);

  const readme = readFileSync(join(clone, "README.md"), "utf8");
  const blocks = snippets(readme);
  if (blocks.length === 0) throw new Error("the README has no ```ts snippet");
  const others = [
    ...snippets(readme, "typescript").map((block) => block.replaceAll('"npm:vansky', '"vansky')),
    ...snippets(readFileSync(join(clone, "docs/adapter.md"), "utf8")),
  ];
  // openmeteo: Open-Meteo's own client, which the README's "With Open-Meteo's client" snippet fetches with (defined,
  // never called: no network here)
  const deps = [
    tarball,
    `ajv@${manifest.devDependencies.ajv}`,
    `ajv-formats@${manifest.devDependencies["ajv-formats"]}`,
    `openmeteo@${manifest.devDependencies.openmeteo}`,
  ];
  for (const [name, spec] of Object.entries(PROJECTS)) {
    const dir = project(name, spec, deps);
    for (const [i, block] of blocks.entries()) writeFileSync(join(dir, `snippet${i + 1}.ts`), asModule(block));
    writeFileSync(join(dir, "sample-check.ts"), SAMPLE_CHECK);
    if (name === "bundler") {
      for (const [i, block] of others.entries()) writeFileSync(join(dir, `other${i + 1}.ts`), block);
      writeFileSync(join(dir, "runtimes.d.ts"), RUNTIME_DECLARATIONS);
      copyFileSync(join(work, "esm", "weather.json"), join(dir, "weather.json"));
      // the message catalogs are typed JSON: a key of the locale's file is a string
      writeFileSync(
        join(dir, "messages.ts"),
        'import fr from "vansky/messages/fr.json";\nexport const fog: string = fr["vansky.rec.fog"];\n',
      );
    }
    run(process.execPath, [tsc, "-p", dir], dir);
    if (spec.runs) for (let i = 1; i <= blocks.length; i++) run(process.execPath, [`out/snippet${i}.js`], dir);
    log(`${name}: the README's ${blocks.length} snippets ${spec.runs ? "type-check and run" : "type-check"}`);
    if (spec.runs) run(process.execPath, ["out/sample-check.js"], dir);
    log(`${name}: vansky/sample ${spec.runs ? "imports, type-checks and scores" : "type-checks"}`);
    if (name === "bundler") log(`bundler: the ${others.length} snippets for other runtimes and of the docs type-check`);
    if (spec.runs) {
      // the message catalogs load as data: import … with { type: "json" } from ESM, require from CommonJS
      const load =
        name === "esm"
          ? [
              "--input-type=module",
              "-e",
              'import m from "vansky/messages/pt-BR.json" with { type: "json" }; console.log(m["vansky.rec.fog"])',
            ]
          : ["-e", 'console.log(require("vansky/messages/pt-BR.json")["vansky.rec.fog"])'];
      if (!run(process.execPath, load, dir).startsWith("Neblina"))
        throw new Error(`${name}: vansky/messages/pt-BR.json`);
      log(`${name}: vansky/messages/pt-BR.json loads`);
    }
    if (name !== "esm") continue;
    const version = run("npx", ["--no-install", "vansky", "--version"], dir).trim();
    if (version !== manifest.version) throw new Error(`vansky --version printed ${version}`);
    run("npx", ["--no-install", "vansky", "score", WORLD, "--workers", "1", "--out", "weather.json", "--quiet"], dir);
    const { count } = JSON.parse(readFileSync(join(dir, "weather.json"), "utf8"));
    if (count !== 250) throw new Error(`vansky score of the world fixtures wrote ${count} records`);
    log("esm: the vansky command scores the world fixtures over a worker thread");
    // the README's quick start as written (npx vansky … --sample), npx kept from looking beyond the project
    const quickStart = readme.split("\n").filter((line) => /^npx vansky .*--sample/.test(line));
    if (quickStart.length < 2) throw new Error("the README's quick start has no npx vansky … --sample command");
    for (const line of quickStart) {
      const words = line
        .replace(/\s+#.*$/, "")
        .split(/\s+/)
        .slice(1);
      if (words[1] === "serve") await serveOnce(words, dir);
      else run("npx", ["--no-install", ...words], dir);
    }
    const sample = JSON.parse(readFileSync(join(dir, "weather.json"), "utf8"));
    if (sample.count !== 7 || sample.data.some((r) => r.fetched_at === null))
      throw new Error(`npx vansky score --sample wrote ${sample.count} records, not all dated`);
    const report = readFileSync(join(dir, "report.html"), "utf8");
    // a country with a record is coloured by its band; one without is drawn data-band="missing"
    const drawn = (code) => new RegExp(`data-code="${code}" data-band="(?!missing)`).test(report);
    const shapes = sample.data.filter((r) => drawn(r.code)).length;
    if (shapes !== 7) throw new Error(`vansky report --sample drew ${shapes} of the sample's 7 countries`);
    log(`esm: the README's ${quickStart.length} quick-start commands work from the tarball alone`);
  }

  const quiet = join(work, "warnings");
  mkdirSync(quiet);
  writeFileSync(join(quiet, "package.json"), JSON.stringify({ name: "scratch-warnings", private: true }));
  const installed = spawnSync("npm", [...NPM_INSTALL.slice(0, -1), "--loglevel=warn", tarball], {
    cwd: quiet,
    encoding: "utf8",
  });
  if (installed.status !== 0) throw new Error(`npm install of the tarball failed:\n${installed.stderr}`);
  const warned = installWarnings(`${installed.stdout}${installed.stderr}`);
  if (warned.length > 0) throw new Error(`installing the tarball warns:\n${warned.join("\n")}`);
  log("installing the tarball warns of nothing (its package.json has no install script)");

  log("installing HEAD as a git dependency (npm builds it with prepare)");
  const git = join(work, "git");
  mkdirSync(git);
  writeFileSync(join(git, "package.json"), JSON.stringify({ name: "scratch-git", private: true }));
  const head = run("git", ["rev-parse", "HEAD"], repo).trim();
  run("npm", [...NPM_INSTALL, `git+file://${repo}#${head}`], git);
  run(process.execPath, ["-e", "if (typeof require('vansky').scoreCountry !== 'function') process.exit(1)"], git);
  log(`git dependency: vansky ${run("npx", ["--no-install", "vansky", "--version"], git).trim()} installed and loaded`);
  log("passed");
} finally {
  if (keep) log(`left ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
