import { describe, expect, it } from "vitest";
import { heatIndexC } from "../../src/physics/heat-index.js";

const fToC = (f: number) => ((f - 32) * 5) / 9;

// Rothfusz's nine terms, worked by hand in °F from the NWS equation (wpc.ncep.noaa.gov/html/heatindex_equation.shtml)
describe("heatIndexC at the NWS switches", () => {
  it("takes the regression when the simple form's mean with T is exactly 80 °F (26.36 °C, 73.6 %)", () => {
    // T = 26.36·1.8 + 32 = 79.448 °F; simple = 0.5·(79.448 + 61 + 1.2·11.448 + 0.094·73.6) = 80.552 °F;
    // (80.552 + 79.448)/2 = 80 exactly -> Rothfusz: −42.379 + 162.7902 + 746.5492 − 1314.2287 − 43.1603
    // − 296.9424 + 570.8260 + 367.0253 − 68.0416 = 82.4386 °F (the simple form would say 80.552 °F)
    expect(heatIndexC(26.36, 73.6)).toBeCloseTo(fToC(82.4386), 3);
  });

  it("keeps the simple form just below that mean (26.35 °C, 73.6 %: mean 79.98 °F)", () => {
    // T = 79.43 °F; simple = 0.5·(79.43 + 61 + 1.2·11.43 + 0.094·73.6) = 80.5322 °F; (80.5322 + 79.43)/2 = 79.98
    expect(heatIndexC(26.35, 73.6)).toBeCloseTo(fToC(80.5322), 3);
  });

  it("adds no humidity adjustment at 85 % or below: 30 °C (86 °F), 50 % is Rothfusz's 87.8883 °F", () => {
    // −42.379 + 176.2153 + 507.1666 − 966.4483 − 50.5726 − 137.0429 + 454.3881 + 183.3563 − 36.7951 = 87.8883 °F
    // (applied, ((50 − 85)/10)·((87 − 86)/5) would take 0.7 °F off)
    expect(heatIndexC(30, 50)).toBeCloseTo(fToC(87.8883), 3);
  });

  it("adds the humid adjustment from 80 °F on: 80 °F, 90 % is 85.6419 + 0.7 = 86.3419 °F", () => {
    // Rothfusz: −42.379 + 163.9212 + 912.8998 − 1618.2390 − 43.7621 − 444.0191 + 707.7542 + 552.6274 − 103.1616
    // = 85.6419 °F; ((90 − 85)/10)·((87 − 80)/5) = 0.5·1.4 = 0.7 °F
    expect(heatIndexC(fToC(80), 90)).toBeCloseTo(fToC(86.3419), 3);
  });
});
