import { describe, expect, it } from "vitest";
import { windChillC } from "../../src/physics/wind-chill.js";

describe("windChillC with a missing input", () => {
  it("is NaN when the wind is unknown, even above 10 °C where the air temperature would stand in", () => {
    expect(windChillC(15, Number.NaN)).toBeNaN();
    expect(windChillC(-5, Number.NaN)).toBeNaN();
  });

  it("is NaN when the temperature is unknown, even in a calm", () => {
    expect(windChillC(Number.NaN, 3)).toBeNaN();
  });
});
