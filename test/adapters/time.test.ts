import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { parseWallTimeMs } from "../../src/adapters/time.js";
import { formatWallMinute } from "../../src/time/civil.js";
import { epochMs } from "../arbitraries.js";

describe("parseWallTimeMs", () => {
  it("reads Open-Meteo's local times as if they were UTC", () => {
    expect(parseWallTimeMs("2026-07-15")).toBe(Date.UTC(2026, 6, 15));
    expect(parseWallTimeMs("2026-07-15T06:12")).toBe(Date.UTC(2026, 6, 15, 6, 12));
    expect(parseWallTimeMs("2026-07-15T06:12:30")).toBe(Date.UTC(2026, 6, 15, 6, 12, 30));
    expect(parseWallTimeMs("2024-02-29T00:00")).toBe(Date.UTC(2024, 1, 29));
  });

  it.each([
    "2026-7-15",
    "2026-07-15T6:12",
    "2026-02-29",
    "2026-13-01",
    "2026-07-15T24:00",
    "2026-07-15 06:12",
    "2026-07-15T06:12Z",
    "",
  ])("is NaN for %j", (text) => expect(parseWallTimeMs(text)).toBeNaN());

  test.prop([epochMs])("inverts formatWallMinute and agrees with Date.parse of the same text + Z", (ms) => {
    const text = formatWallMinute(ms);
    expect(parseWallTimeMs(text)).toBe(Date.parse(`${text}:00Z`));
    expect(parseWallTimeMs(text)).toBe(Math.floor(ms / 60_000) * 60_000);
  });

  test.prop([fc.string({ maxLength: 20 })])("never throws on any string", (text) => {
    const ms = parseWallTimeMs(text);
    expect(Number.isNaN(ms) || Number.isInteger(ms)).toBe(true);
  });
});
