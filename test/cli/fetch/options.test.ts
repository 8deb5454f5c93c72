/**
 * `vansky fetch`'s help as src/cli/fetch/options.ts writes it: what `--days` counts. The requests' own
 * forecast_days (one more than published) are read from a dry run in fetch.test.ts.
 */
import { describe, expect, it } from "vitest";
import { HELP } from "../../../src/cli/fetch/options.js";

describe("vansky fetch --help", () => {
  it("says --days counts the days published, which the forecasts ask one more than (--days 7: forecast_days 8)", () => {
    const days = HELP.split("\n").find((line) => line.startsWith("  --days N"));
    expect(days).toBe(
      "  --days N             days published, 1 to 16 (default 7; forecasts ask one more); with --ensemble 14, to its horizon",
    );
  });
});
