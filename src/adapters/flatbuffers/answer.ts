/**
 * A FlatBuffers answer as the engine is given it: the bytes of a `format=flatbuffers` answer (a `Uint8Array`, a Node
 * `Buffer` or an `ArrayBuffer`: one size-prefixed `WeatherApiResponse` message per location and weather model,
 * concatenated, as the API sends them), or one `WeatherApiResponse` of Open-Meteo's client (`openmeteo`'s
 * `fetchWeatherApi`, `@openmeteo/sdk`), read through its buffer and position without the SDK's code. Its messages,
 * grouped by location, and the one header of a message.
 */
import { VanskyInputError } from "../../errors.js";
import { type ResponseHeader, readHeader } from "../header.js";
import { childPath } from "../json.js";
import { RESPONSE } from "./schema.js";
import { f32, i32, i64, type Message, malformed, stringAt, type Table, tableAt, u8 } from "./table.js";

/** A table object of the SDK's generated code: a `flatbuffers.ByteBuffer` and the table's position in it. */
interface SdkTable {
  readonly bb: { bytes(): Uint8Array } | null;
  readonly bb_pos: number;
}

const isSdkTable = (input: unknown): input is SdkTable =>
  typeof input === "object" &&
  input !== null &&
  "bb_pos" in input &&
  typeof input.bb_pos === "number" &&
  "bb" in input &&
  typeof (input.bb as { bytes?: unknown } | null)?.bytes === "function";

/** Whether `input` is a FlatBuffers answer: its bytes, or a `WeatherApiResponse` of Open-Meteo's client. */
export const isFlatBuffers = (input: unknown): boolean =>
  input instanceof Uint8Array || input instanceof ArrayBuffer || isSdkTable(input);

/** Little-endian platforms read float vectors through one typed view; others (none in use) through the DataView. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function message(bytes: Uint8Array, start: number, end: number, root: number): Message {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { bytes, view, start, end, root };
}

/** The size-prefixed messages of an answer's bytes, in order; truncated bytes are NOT_AN_OPEN_METEO_RESPONSE. */
function splitMessages(bytes: Uint8Array, path: string): Message[] {
  if (bytes.length === 0) throw malformed(path, "no bytes");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: Message[] = [];
  for (let at = 0; at < bytes.length; ) {
    if (at + 8 > bytes.length) throw malformed(path, `${bytes.length - at} stray bytes after message ${out.length}`);
    const size = view.getUint32(at, true);
    const start = at + 4;
    if (size < 8 || start + size > bytes.length) {
      const problem = `message ${out.length} says it has ${size} bytes, ${bytes.length - start} remain (truncated?)`;
      throw malformed(path, problem);
    }
    const root = start + view.getUint32(start, true);
    out.push(message(bytes, start, start + size, root));
    at = start + size;
  }
  return out;
}

/** The messages of a FlatBuffers answer (`isFlatBuffers`), one per location and model. */
export function messagesOf(input: unknown, path: string): Message[] {
  if (input instanceof ArrayBuffer) return splitMessages(new Uint8Array(input), path);
  if (input instanceof Uint8Array) return splitMessages(input, path);
  const table = input as SdkTable;
  const bytes = table.bb?.bytes();
  if (!(bytes instanceof Uint8Array)) throw malformed(path, "a WeatherApiResponse without its buffer");
  return [message(bytes, 0, bytes.length, table.bb_pos)];
}

/** The float32 values of a message as one typed view on its buffer, when the platform and alignment allow it. */
export function floatView(m: Message): Float32Array | null {
  const { bytes } = m;
  if (!LITTLE_ENDIAN || bytes.byteOffset % 4 !== 0) return null;
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
}

/** The location id of a message (0 for the first location), read for grouping. */
const locationOf = (m: Message, path: string): number => i64(m, tableAt(m, m.root, path), RESPONSE.locationId, path);

/** The messages grouped by location, in the answer's order (the server writes each location's models together). */
export function locationsOf(messages: readonly Message[], path: string): Message[][] {
  const groups: Message[][] = [];
  const seen = new Set<number>();
  let last = Number.NaN;
  for (const m of messages) {
    const id = locationOf(m, path);
    if (id !== last) {
      if (seen.has(id)) throw malformed(path, `location ${id} appears twice, apart`);
      seen.add(id);
      groups.push([]);
      last = id;
    }
    (groups[groups.length - 1] as Message[]).push(m);
  }
  return groups;
}

/**
 * Each location of a byte answer holding several, as bytes of its own (views, no copy), for the normalizers'
 * multi-location form; `undefined` for anything else (one location, a WeatherApiResponse, JSON).
 */
export function separateLocations(input: unknown, path: string): Uint8Array[] | undefined {
  if (!(input instanceof Uint8Array || input instanceof ArrayBuffer)) return undefined;
  const groups = locationsOf(messagesOf(input, path), path);
  if (groups.length < 2) return undefined;
  return groups.map((group) => {
    const first = group[0] as Message;
    const last = group[group.length - 1] as Message;
    return first.bytes.subarray(first.start - 4, last.end);
  });
}

/** How many locations a FlatBuffers answer holds (0 for anything else). */
export const locationCount = (input: unknown, path: string): number =>
  isFlatBuffers(input) ? locationsOf(messagesOf(input, path), path).length : 0;

/**
 * The one message of a one-location answer. Several locations are NOT_AN_OPEN_METEO_RESPONSE (score each apart);
 * several weather models of one location are MULTIPLE_MODELS (the FlatBuffers layout gives each model a message of
 * its own: pass the one to read, as `fetchWeatherApi` hands them out).
 */
export function oneMessage(input: unknown, path: string): Message {
  const groups = locationsOf(messagesOf(input, path), path);
  if (groups.length > 1)
    throw new VanskyInputError("NOT_AN_OPEN_METEO_RESPONSE", path, `one location expected, got ${groups.length}`);
  const models = groups[0] as Message[];
  if (models.length > 1) {
    const numbers = models.map((m) => u8(m, tableAt(m, m.root, path), RESPONSE.model, path)).join(", ");
    const message = `${models.length} weather models (Model ${numbers} of @openmeteo/sdk) for one location: pass the response of the one to read`;
    throw new VanskyInputError("MULTIPLE_MODELS", path, message);
  }
  return models[0] as Message;
}

/**
 * The float32 `value` as the number Open-Meteo's JSON writes for the same field: the shortest decimal that is the
 * same float32 (latitude 38.7167, not 38.71670150756836), so a header reads alike from either format.
 */
export function jsonDecimal(value: number): number {
  if (!Number.isFinite(value)) return value;
  // the nearest number of d decimals, d = 0, 1, ...: the first that is the same float32 is the shortest (for a given
  // magnitude, fewer decimals are fewer digits), and k / 10^d is the double JSON.parse reads for it
  for (let d = 0, p = 1; d <= 12; d++, p *= 10) {
    const decimal = Math.round(value * p) / p;
    if (Math.fround(decimal) === value) return decimal;
  }
  return value;
}

/**
 * The header of a message, checked by the rules of a JSON answer's (`readHeader`: the same errors, at the same
 * paths). A zone the server leaves out is GMT (it writes none for GMT, where JSON says "GMT"); an elevation of NaN
 * is none; a latitude or longitude left out is 0, the schema's default.
 */
export function flatBuffersHeader(m: Message, path: string): { header: ResponseHeader; root: Table } {
  const root = tableAt(m, m.root, path);
  const read = (slot: number) => {
    const value = f32(m, root, slot, 0, path); // the schema's default, which the builder leaves out
    return Number.isNaN(value) ? undefined : jsonDecimal(value);
  };
  const fields = {
    latitude: read(RESPONSE.latitude),
    longitude: read(RESPONSE.longitude),
    elevation: read(RESPONSE.elevation),
    utc_offset_seconds: i32(m, root, RESPONSE.utcOffsetSeconds, path),
    timezone: stringAt(m, root, RESPONSE.timezone, childPath(path, "timezone")) ?? "GMT",
    location_id: i64(m, root, RESPONSE.locationId, path),
  };
  return { header: readHeader(fields, path).header, root };
}
