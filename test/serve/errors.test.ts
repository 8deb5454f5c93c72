/** The error answers' pieces (src/serve/errors.ts): what of a request a message repeats. */
import { describe, expect, it } from "vitest";
import { echo } from "../../src/serve/errors.js";

describe("echo", () => {
  it("quotes a piece of a request as JSON, cut after 100 characters with an ellipsis", () => {
    expect(echo('/a"b')).toBe('"/a\\"b"');
    expect(echo("x".repeat(100))).toBe(`"${"x".repeat(100)}"`);
    expect(echo("x".repeat(101))).toBe(`"${"x".repeat(100)}…"`);
  });
});
