/**
 * Stryker's Vitest runner (@stryker-mutator/vitest-runner 9.5) with two faults mended, as `testRunner: "vitest-files"`
 * (stryker.config.mjs; docs/mutation.md, "Two faults of the runner"):
 * - **Its coverage under Vitest 4.1.** The setup file it copies into the sandbox reads the file's task in `afterAll`
 *   from the first argument, which Vitest 4.1 refuses ("The afterAll hook uses fixtures \"meta\""): no test's
 *   coverage and no hit count ever reached Stryker, so every mutant ran every test of its files and no mutant that
 *   loops was stopped by its hit limit. The copy is mended to read the task from the second argument (as the runner's
 *   version 10, which needs Node 22, does).
 * - **A test file that fails before its tests run.** A file whose `describe` body or `beforeAll` throws under a
 *   mutant runs none of its tests; the runner reads only the tests that ran, finds no failure and reports the mutant
 *   as survived. Here such a run counts as killed, by the file; and a dry run with such a file fails, as a dry run
 *   with a failing test does.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from "@stryker-mutator/api/plugin";
import { DryRunStatus, MutantRunStatus } from "@stryker-mutator/api/test-runner";
import { strykerPlugins as vitestPlugins } from "@stryker-mutator/vitest-runner";

/** The files of the runner's last run that failed outside their tests, with their first error's message. */
function filesFailedOutsideTests(runner) {
  const failed = [];
  for (const file of runner.ctx.state.getFiles()) {
    if (file.result?.state !== "fail" || file.tasks.some(testFailed)) continue;
    const error = [file, ...allSuites(file)].flatMap((task) => task.result?.errors ?? [])[0];
    failed.push({ path: file.filepath, message: error?.message ?? "the file failed before its tests ran" });
  }
  return failed;
}

/** Whether a test, or a test of a suite, failed. */
function testFailed(task) {
  return task.type === "test" ? task.result?.state === "fail" : (task.tasks ?? []).some(testFailed);
}

function allSuites(task) {
  return (task.tasks ?? []).filter((t) => t.type === "suite").flatMap((s) => [s, ...allSuites(s)]);
}

/** The runner's setup file with its `afterAll` hooks reading the file's task where Vitest 4.1 passes it. */
function mendSetupFile(path) {
  const text = readFileSync(path, "utf8");
  const broken = /afterAll\(\(\{ meta \}\) =>/g;
  if ((text.match(broken) ?? []).length !== 2)
    throw new Error(`${path}: not the setup file of @stryker-mutator/vitest-runner 9.5 that runner.mjs mends`);
  writeFileSync(path, text.replace(broken, "afterAll(({}, { meta }) =>"));
}

function createVitestFilesRunner(injector) {
  const inner = vitestPlugins[0].factory(injector);
  return {
    capabilities: () => inner.capabilities(),
    async init() {
      await inner.init();
      mendSetupFile(inner.localSetupFile);
    },
    dispose: () => inner.dispose(),
    async dryRun(options) {
      const result = await inner.dryRun(options);
      if (result.status !== DryRunStatus.Complete) return result;
      const failed = filesFailedOutsideTests(inner);
      if (failed.length === 0) return result;
      const errorMessage = failed.map((f) => `${f.path}: ${f.message}`).join("\n");
      return { status: DryRunStatus.Error, errorMessage: `test files failed outside their tests:\n${errorMessage}` };
    },
    async mutantRun(options) {
      const result = await inner.mutantRun(options);
      if (result.status !== MutantRunStatus.Survived) return result;
      const failed = filesFailedOutsideTests(inner);
      if (failed.length === 0) return result;
      return {
        status: MutantRunStatus.Killed,
        // no test of the file ran: the file itself, as Stryker names tests ("path#name")
        killedBy: failed.map((f) => `${relative(process.cwd(), f.path)}#(failed before its tests ran)`),
        failureMessage: `${failed[0].path} failed before its tests ran: ${failed[0].message}`,
        nrOfTests: result.nrOfTests,
      };
    },
  };
}
createVitestFilesRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, "vitest-files", createVitestFilesRunner)];
