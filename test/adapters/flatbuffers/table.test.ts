/**
 * The FlatBuffers table reader (src/adapters/flatbuffers/table.ts) on tables built by the `flatbuffers` package's
 * Builder and on byte sequences broken by hand: every read inside its message, every overrun a typed error.
 */
import { Builder } from "flatbuffers";
import { describe, expect, it } from "vitest";
import {
  f32,
  fieldAt,
  i16,
  i64,
  int64At,
  isInt64Max,
  type Message,
  stringAt,
  subTable,
  tableAt,
  tableIn,
  u8,
  vectorAt,
} from "../../../src/adapters/flatbuffers/table.js";
import { expectInputError } from "../helpers.js";

/** A message of the bytes `bytes` whose root table the u32 at byte 0 points to (an unprefixed buffer). */
function messageOf(bytes: Uint8Array): Message {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { bytes, view, start: 0, end: bytes.length, root: view.getUint32(0, true) };
}

/**
 * A root table: slot 0 a ubyte 133, slot 1 an int16 -7, slot 2 a float 2.5, slot 3 an int64, slot 4 a vector of two
 * floats, slot 5 a string, slot 6 a vector of one sub-table (its slot 0 an int16 42); slot 7 left out.
 */
function sample(int64: bigint): Uint8Array {
  const b = new Builder(64);
  b.startObject(1);
  b.addFieldInt16(0, 42, 0);
  const child = b.endObject();
  b.startVector(4, 1, 4);
  b.addOffset(child);
  const children = b.endVector();
  const text = b.createString("Europe/Zürich");
  b.startVector(4, 2, 4);
  b.addFloat32(20.5);
  b.addFloat32(-3.25);
  const floats = b.endVector();
  b.startObject(8);
  b.addFieldInt8(0, 133, 0);
  b.addFieldInt16(1, -7, 0);
  b.addFieldFloat32(2, 2.5, 0);
  b.addFieldInt64(3, int64, 0n);
  b.addFieldOffset(4, floats, 0);
  b.addFieldOffset(5, text, 0);
  b.addFieldOffset(6, children, 0);
  b.finish(b.endObject());
  return b.asUint8Array().slice();
}

describe("reading a table", () => {
  const m = messageOf(sample(-5_000_000_000n));
  const t = tableAt(m, m.root, "");

  it("reads each field by its slot, as the Builder wrote it", () => {
    expect(u8(m, t, 0, "")).toBe(133); // a ubyte above 127 (sea surface temperature's enum value)
    expect(i16(m, t, 1, "")).toBe(-7);
    expect(f32(m, t, 2, 0, "")).toBe(2.5);
    expect(i64(m, t, 3, "")).toBe(-5_000_000_000);
    const floats = vectorAt(m, t, 4, 4, "");
    expect(floats?.length).toBe(2);
    expect(m.view.getFloat32((floats?.data as number) + 4, true)).toBe(20.5); // written in reverse
    expect(stringAt(m, t, 5, "")).toBe("Europe/Zürich");
    const children = vectorAt(m, t, 6, 4, "");
    expect(i16(m, tableIn(m, children as never, 0, ""), 0, "")).toBe(42);
  });

  it("gives a field left out its default, and a table, vector or string left out null", () => {
    expect(fieldAt(m, t, 7, 4, "")).toBe(-1);
    expect(fieldAt(m, t, 40, 4, "")).toBe(-1); // beyond the vtable: a field of a newer schema
    expect(f32(m, t, 7, Number.NaN, "")).toBeNaN();
    expect(subTable(m, t, 7, "")).toBeNull();
    expect(vectorAt(m, t, 7, 4, "")).toBeNull();
    expect(stringAt(m, t, 7, "")).toBeNull();
  });

  it("reads int64 values exactly up to 2^53 and knows INT64_MAX", () => {
    const view = new DataView(new ArrayBuffer(8));
    for (const value of [0n, 1n, -1n, 1_784_073_600n, -4_294_967_296n, 2n ** 53n - 1n, -(2n ** 53n)]) {
      view.setBigInt64(0, value, true);
      expect(int64At(view, 0)).toBe(Number(value));
      expect(isInt64Max(view, 0)).toBe(false);
    }
    view.setBigInt64(0, 9_223_372_036_854_775_807n, true);
    expect(isInt64Max(view, 0)).toBe(true);
  });
});

describe("malformed bytes are NOT_AN_OPEN_METEO_RESPONSE at the path read", () => {
  it("a root offset beyond the bytes", () => {
    const bytes = sample(1n);
    const m = { ...messageOf(bytes), root: bytes.length + 16 };
    expectInputError(() => tableAt(m, m.root, "hourly"), "NOT_AN_OPEN_METEO_RESPONSE", "hourly");
  });

  it("a vtable offset pointing outside the bytes", () => {
    const bytes = sample(1n);
    const m = messageOf(bytes);
    m.view.setInt32(m.root, -100_000, true);
    expectInputError(() => tableAt(m, m.root, ""), "NOT_AN_OPEN_METEO_RESPONSE", "");
  });

  it("the same bytes cut short: every table, vector and string checked against the end", () => {
    const bytes = sample(1n);
    const whole = messageOf(bytes);
    const t = tableAt(whole, whole.root, "");
    const strings = stringAt(whole, t, 5, "");
    expect(strings).toBe("Europe/Zürich");
    // a message whose end falls inside the float vector: the vector runs past it
    const floats = vectorAt(whole, t, 4, 4, "") as { data: number };
    const cut = { ...whole, end: floats.data + 4 };
    expectInputError(() => vectorAt(cut, tableAt(cut, cut.root, ""), 4, 4, "x"), "NOT_AN_OPEN_METEO_RESPONSE", "x");
  });

  it("an offset to a string pointing past the end", () => {
    const bytes = sample(1n);
    const m = messageOf(bytes);
    const at = fieldAt(m, tableAt(m, m.root, ""), 5, 4, "");
    m.view.setUint32(at, bytes.length, true);
    expectInputError(
      () => stringAt(m, tableAt(m, m.root, ""), 5, "timezone"),
      "NOT_AN_OPEN_METEO_RESPONSE",
      "timezone",
    );
  });

  it("a field wider than its table (another table read as this one)", () => {
    const b = new Builder(16);
    b.startObject(1);
    b.addFieldInt8(0, 7, 0); // one byte where a reader expects a float
    b.finish(b.endObject());
    const m = messageOf(b.asUint8Array().slice());
    const t = tableAt(m, m.root, "");
    expect(u8(m, t, 0, "")).toBe(7);
    expectInputError(() => i64(m, t, 0, "latitude"), "NOT_AN_OPEN_METEO_RESPONSE", "latitude");
  });
});
