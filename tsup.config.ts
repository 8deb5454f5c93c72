import { defineConfig } from "tsup";
import { writeSample } from "./scripts/package/sample.js";

export default defineConfig([
  {
    entry: {
      index: "src/index.ts",
      schema: "src/schema/index.ts",
      serve: "src/serve/index.ts",
      report: "src/report/index.ts",
      sample: "scripts/package/sample-module.ts",
    },
    format: ["esm", "cjs"],
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    clean: true,
    sourcemap: false,
    target: "es2022",
    platform: "neutral",
    treeshake: true,
  },
  {
    // the command line: Node only, ESM, the worker thread as its own entry beside it
    entry: { "cli/bin": "src/cli/bin.ts", "cli/worker": "src/cli/core/worker.ts" },
    format: ["esm"],
    splitting: true,
    sourcemap: false,
    target: "node20",
    platform: "node",
    treeshake: true,
    // each command is a chunk of its own, loaded when it runs (src/cli/main.ts); the command line's chunks stay
    // under dist/cli/, apart from the library's
    esbuildOptions(options) {
      options.chunkNames = "cli/[name]-[hash]";
    },
    // the sample data for vansky score --sample and vansky report --sample: dist/sample/, beside the command
    esbuildPlugins: [
      {
        name: "vansky-sample",
        setup(build) {
          build.onEnd(() => writeSample(build.initialOptions.outdir as string));
        },
      },
    ],
  },
]);
