/**
 * Set up for each of Stryker's runs (vitest.stryker.config.ts): one fast-check seed, so a mutant meets the same
 * property inputs in every run and its verdict does not depend on the draw.
 */
import fc from "fast-check";

fc.configureGlobal({ seed: 20261126 });
