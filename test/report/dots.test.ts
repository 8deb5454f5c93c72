/** The dots' layout: no two closer than the gap, each keeping the point it stands for, the same whatever the order. */
import { describe, expect, it } from "vitest";
import { type DotPoint, spreadDots } from "../../src/report/dots.js";
import { fc, test } from "../prop.js";

const GAP = 7;

describe("spreadDots", () => {
  it("leaves dots far enough apart where they are", () => {
    const points = [
      { code: "MT", x: 100, y: 100 },
      { code: "AD", x: 107, y: 100 }, // exactly the gap
    ];
    expect(spreadDots(points, GAP)).toEqual([
      { code: "AD", x: 107, y: 100, x0: 107, y0: 100 },
      { code: "MT", x: 100, y: 100, x0: 100, y0: 100 },
    ]);
  });

  it("pushes two close dots apart along the line joining them, each by half the overlap", () => {
    // 2 px apart, 5 px short of the gap: 2.5 px each, the first to x = -2.5, the second to x = 4.5
    const [a, b] = spreadDots(
      [
        { code: "A", x: 0, y: 0 },
        { code: "B", x: 2, y: 0 },
      ],
      GAP,
    );
    expect(a?.x).toBeCloseTo(-2.5, 5);
    expect(b?.x).toBeCloseTo(4.5, 5);
    expect([a?.y, b?.y, a?.x0, b?.x0]).toEqual([0, 0, 0, 2]);
  });

  it("fans out dots on the same point", () => {
    const placed = spreadDots(
      ["A", "B", "C", "D"].map((code) => ({ code, x: 50, y: 50 })),
      GAP,
    );
    for (const p of placed) expect([p.x0, p.y0]).toEqual([50, 50]);
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) {
        const [a, b] = [placed[i], placed[j]] as [DotPoint, DotPoint];
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(GAP);
      }
  });

  const cluster = fc.uniqueArray(
    fc.record({
      code: fc.string({ minLength: 1, maxLength: 3 }),
      x: fc.double({ min: 0, max: 30, noNaN: true }),
      y: fc.double({ min: 0, max: 30, noNaN: true }),
    }),
    { selector: (p) => p.code, maxLength: 25 },
  );

  test.prop([cluster])("leaves no two dots closer than the gap, each with its own point", (points) => {
    const placed = spreadDots(points, GAP);
    expect(placed.map((p) => p.code).sort()).toEqual(points.map((p) => p.code).sort());
    for (const p of placed) {
      const point = points.find((q) => q.code === p.code);
      expect([p.x0, p.y0]).toEqual([point?.x, point?.y]);
    }
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) {
        const [a, b] = [placed[i], placed[j]] as [DotPoint, DotPoint];
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(GAP - 1e-9);
      }
  });

  test.prop([cluster])("gives the same layout whatever order the dots come in", (points) => {
    expect(spreadDots([...points].reverse(), GAP)).toEqual(spreadDots(points, GAP));
  });
});
