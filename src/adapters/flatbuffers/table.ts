/**
 * A bounds-checked reader of FlatBuffers tables, the binary layout of Open-Meteo's `format=flatbuffers` answers
 * (flatbuffers.dev, "FlatBuffers internals": a table starts with a signed offset back to its vtable, whose u16 entries
 * give each field's offset in the table, 0 for a field left at its default; offsets to tables, vectors and strings
 * are u32 relative to where they are stored; little-endian throughout). Every read stays inside its message: a
 * truncated or foreign byte sequence is NOT_AN_OPEN_METEO_RESPONSE naming where it was met, never a RangeError or a
 * value read from beyond the answer. No dependency: the generated readers of `@openmeteo/sdk` are not needed.
 */
import { VanskyInputError } from "../../errors.js";

/** One message of an answer: its bytes, the range every read must stay in, and where its root table is. */
export interface Message {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  /** First byte of the message (after its size prefix), an offset into `bytes`. */
  readonly start: number;
  /** One past its last byte. */
  readonly end: number;
  /** Its root table (a `WeatherApiResponse`), an offset into `bytes`. */
  readonly root: number;
}

/** A table located and checked: where it is, where its vtable is, and their sizes in bytes. */
export interface Table {
  readonly pos: number;
  readonly vtable: number;
  readonly vtableSize: number;
  readonly tableSize: number;
}

/** The error of a malformed answer at `path`. */
export const malformed = (path: string, problem: string): VanskyInputError =>
  new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", path, `malformed FlatBuffers answer: ${problem}`);

/** Whether `[at, at + size)` lies inside the message. */
const inside = (m: Message, at: number, size: number): boolean => at >= m.start && at + size <= m.end;

/** The table at `pos`, its vtable checked to lie in the message and to describe a table that does too. */
export function tableAt(m: Message, pos: number, path: string): Table {
  if (!inside(m, pos, 4)) throw malformed(path, `a table at byte ${pos} lies outside the answer (truncated?)`);
  const vtable = pos - m.view.getInt32(pos, true);
  if (!inside(m, vtable, 4)) throw malformed(path, `the table at byte ${pos} has its vtable outside the answer`);
  const vtableSize = m.view.getUint16(vtable, true);
  const tableSize = m.view.getUint16(vtable + 2, true);
  if (vtableSize < 4 || vtableSize % 2 !== 0 || !inside(m, vtable, vtableSize) || !inside(m, pos, tableSize))
    throw malformed(path, `the table at byte ${pos} has a vtable that does not fit the answer`);
  return { pos, vtable, vtableSize, tableSize };
}

/**
 * Where field `slot` (0 for the schema's first) of `size` bytes is, or -1 when the table leaves it at its default.
 * A field that overruns its table is not one of this schema's (another table read as this one).
 */
export function fieldAt(m: Message, t: Table, slot: number, size: number, path: string): number {
  const entry = 4 + 2 * slot;
  if (entry + 2 > t.vtableSize) return -1;
  const offset = m.view.getUint16(t.vtable + entry, true);
  if (offset === 0) return -1;
  if (offset < 4 || offset + size > t.tableSize)
    throw malformed(path, `field ${slot} overruns its table: not the table the schema expects here`);
  return t.pos + offset;
}

/** An unsigned byte field (an enum), its default 0. */
export function u8(m: Message, t: Table, slot: number, path: string): number {
  const at = fieldAt(m, t, slot, 1, path);
  return at < 0 ? 0 : m.view.getUint8(at);
}

/** A 16-bit signed field, its default 0. */
export function i16(m: Message, t: Table, slot: number, path: string): number {
  const at = fieldAt(m, t, slot, 2, path);
  return at < 0 ? 0 : m.view.getInt16(at, true);
}

/** A 32-bit signed field, its default 0. */
export function i32(m: Message, t: Table, slot: number, path: string): number {
  const at = fieldAt(m, t, slot, 4, path);
  return at < 0 ? 0 : m.view.getInt32(at, true);
}

/** A 32-bit float field, `fallback` when absent. */
export function f32(m: Message, t: Table, slot: number, fallback: number, path: string): number {
  const at = fieldAt(m, t, slot, 4, path);
  return at < 0 ? fallback : m.view.getFloat32(at, true);
}

/** The int64 at `at` as a number (exact up to 2^53; beyond, the nearest double). */
export function int64At(view: DataView, at: number): number {
  return view.getInt32(at + 4, true) * 4_294_967_296 + view.getUint32(at, true);
}

/** Whether the int64 at `at` is INT64_MAX, Open-Meteo's "no such event" for sunrise and sunset. */
export const isInt64Max = (view: DataView, at: number): boolean =>
  view.getInt32(at + 4, true) === 0x7fffffff && view.getUint32(at, true) === 0xffffffff;

/** A 64-bit signed field as a number, its default 0. */
export function i64(m: Message, t: Table, slot: number, path: string): number {
  const at = fieldAt(m, t, slot, 8, path);
  return at < 0 ? 0 : int64At(m.view, at);
}

/** Where the u32 offset stored at `at` points, checked to lie in the message. */
function target(m: Message, at: number, path: string): number {
  const to = at + m.view.getUint32(at, true);
  if (!inside(m, to, 4)) throw malformed(path, `an offset at byte ${at} points outside the answer (truncated?)`);
  return to;
}

/** The table a field refers to, or `null` when the field is absent. */
export function subTable(m: Message, t: Table, slot: number, path: string): Table | null {
  const at = fieldAt(m, t, slot, 4, path);
  return at < 0 ? null : tableAt(m, target(m, at, path), path);
}

/** A vector: where its first element is and how many it has. */
export interface Vector {
  readonly data: number;
  readonly length: number;
}

/** The vector of `elementSize`-byte elements a field refers to, checked to fit the message; `null` when absent. */
export function vectorAt(m: Message, t: Table, slot: number, elementSize: number, path: string): Vector | null {
  const at = fieldAt(m, t, slot, 4, path);
  if (at < 0) return null;
  const start = target(m, at, path);
  const length = m.view.getUint32(start, true);
  if (!inside(m, start + 4, length * elementSize))
    throw malformed(
      path,
      `a vector of ${length} elements at byte ${start} runs past the end of the answer (truncated?)`,
    );
  return { data: start + 4, length };
}

/** The table element `i` of a vector of tables. */
export const tableIn = (m: Message, vector: Vector, i: number, path: string): Table =>
  tableAt(m, target(m, vector.data + 4 * i, path), path);

/** A string field (UTF-8), or `null` when absent. */
export function stringAt(m: Message, t: Table, slot: number, path: string): string | null {
  const vector = vectorAt(m, t, slot, 1, path);
  if (vector === null) return null;
  return new TextDecoder().decode(m.bytes.subarray(vector.data, vector.data + vector.length));
}
