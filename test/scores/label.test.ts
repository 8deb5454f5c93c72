import { describe, expect, it } from "vitest";
import { defaultProfile } from "../../src/profile/index.js";
import { scoreLabel } from "../../src/scores/label.js";
import { fc, test } from "../prop.js";

describe("scoreLabel", () => {
  it.each([
    [100, "ideal"],
    [80, "ideal"],
    [79, "comfortable"],
    [60, "comfortable"],
    [59, "acceptable"],
    [40, "acceptable"],
    [39, "harsh"],
    [20, "harsh"],
    [19, "extreme"],
    [0, "extreme"],
  ])("labels %i as %s (VanSky's 80/60/40/20 bands)", (score, label) => {
    expect(scoreLabel(score, defaultProfile.labels)).toBe(label);
  });

  test.prop([fc.integer({ min: 0, max: 100 })])("matches the score's 20-point band", (score) => {
    const band = ["extreme", "harsh", "acceptable", "comfortable", "ideal"][Math.min(4, Math.floor(score / 20))];
    expect(scoreLabel(score, defaultProfile.labels)).toBe(band);
  });
});
