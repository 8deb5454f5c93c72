import { describe, expect, it } from "vitest";
import { heatIndexC } from "../../src/physics/heat-index.js";

const fToC = (f: number) => ((f - 32) * 5) / 9;

// Rothfusz's nine terms, worked by hand in °F from the NWS equation (wpc.ncep.noaa.gov/html/heatindex_equation.shtml);
// the switches as MetPy's heat_index and weathermetrics' heat.index.algorithm read them
describe("heatIndexC at the NWS switches", () => {
  it("takes the regression once the simple form reaches 79 °F: 79 °F, 52 % (simple 79.044 °F) is 80.1096 °F", () => {
    // simple = 0.5·(79 + 61 + 1.2·11 + 0.094·52) = 79.044 °F ≥ 79 -> Rothfusz: −42.379 + 161.8722 + 527.4532
    // − 923.2952 − 42.6749 − 148.2256 + 398.7654 + 182.1760 − 33.5826 = 80.1096 °F (the old reading, the mean of
    // the simple form and T, 79.022 °F, kept the simple form)
    expect(heatIndexC(fToC(79), 52)).toBeCloseTo(fToC(80.1096), 3);
  });

  it("reads the review's case as the reference implementations do: 79 °F, 93 % is 83.2232 °F, not 80.971", () => {
    // simple = 0.5·(79 + 61 + 13.2 + 8.742) = 80.971 °F ≥ 79 -> Rothfusz: −42.379 + 161.8722 + 943.3298 − 1651.2780
    // − 42.6749 − 474.1137 + 713.1767 + 582.7072 − 107.4170 = 83.2232 °F; T < 80 °F: no humid adjustment
    expect(heatIndexC(fToC(79), 93)).toBeCloseTo(fToC(83.2232), 3);
  });

  it("takes the regression at exactly 79 °F of the simple form: 79.9 °F, 30 % is 79.1315 °F, not 79", () => {
    // simple = 0.5·(79.9 + 61 + 1.2·11.9 + 0.094·30) = 0.5·(79.9 + 61 + 14.28 + 2.82) = 79 °F, exactly so in doubles
    // (T = 26.6111 °C back in °F is 79.9) -> Rothfusz: −42.379 + 163.7163 + 304.2999 − 538.7387 − 43.6528 − 49.3355
    // + 235.3287 + 61.3263 − 11.4338 = 79.1315 °F; RH between 13 and 85 %: no adjustment
    expect(heatIndexC(fToC(79.9), 30)).toBeCloseTo(fToC(79.1315), 3);
    // one point drier the simple form is 0.5·(79.9 + 61 + 14.28 + 2.726) = 78.953 °F and stays
    expect(heatIndexC(fToC(79.9), 29)).toBeCloseTo(fToC(78.953), 9);
  });

  it("keeps the simple form below 79 °F: 79 °F, 50 % is 78.95 °F", () => {
    // simple = 0.5·(79 + 61 + 13.2 + 4.7) = 78.95 °F
    expect(heatIndexC(fToC(79), 50)).toBeCloseTo(fToC(78.95), 3);
  });

  it("is the air temperature at or below 40 °F, the simple form just above it", () => {
    expect(heatIndexC(fToC(40), 50)).toBe(fToC(40));
    expect(heatIndexC(0, 50)).toBe(0);
    // 41 °F (5 °C), 50 %: 0.5·(41 + 61 − 32.4 + 4.7) = 37.15 °F
    expect(heatIndexC(5, 50)).toBeCloseTo(fToC(37.15), 9);
  });

  it("is NaN for an unknown humidity even at or below 40 °F, where a known one would not matter", () => {
    expect(heatIndexC(0, Number.NaN)).toBeNaN();
    expect(heatIndexC(fToC(40), Number.NaN)).toBeNaN();
    expect(heatIndexC(30, Number.NaN)).toBeNaN();
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
