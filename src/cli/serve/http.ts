/**
 * `vansky serve` on `node:http`: the router of the web handler (src/serve/router.ts) answering `IncomingMessage`s
 * directly, without building a `Request` and a `Response` per request (about 50 µs each in Node 20, as much as the
 * rest of a request), and gzip or brotli bodies compressed once per set of records.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { forwardedClient } from "../../serve/forwarded.js";
import type { Answer, IncomingRequest, Router } from "../../serve/router.js";
import type { Body, Snapshot } from "../../serve/snapshot.js";
import type { Connections } from "./connections.js";

export type Encoding = "br" | "gzip";

/** A body's bytes as Node writes them: as they are (a Buffer view, made once, not per request) and compressed. */
export type Encoded = Readonly<Record<Encoding | "identity", Buffer>>;

/** What is being served: a snapshot and its bodies' bytes, swapped together. */
export interface Served {
  readonly snapshot: Snapshot | undefined;
  readonly encoded: ReadonlyMap<Body, Encoded>;
}

/** gzip level 9: 7 % smaller than the default 6 on the world set's list body, once per refresh. */
const GZIP_LEVEL = 9;
/**
 * Brotli quality 6: on the world set's list body, 55.6 kB in 68 ms, against 65.7 kB for gzip and 41 kB at
 * quality 11, which takes 4 s (and 10 ms for each 2.5 kB country body).
 */
const BROTLI_QUALITY = 6;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The base-2 logarithm of the smallest window that holds `length` bytes, from `min` to `max`. */
const windowBits = (length: number, min: number, max: number): number =>
  Math.max(min, Math.min(max, Math.ceil(Math.log2(length + 1))));

/**
 * The options of each encoder for a body of `length` bytes, its window no larger than the body: a 2.5 kB country
 * body then needs kilobytes of encoder state where the default windows (32 kB for gzip, 4 MB for brotli) take
 * megabytes.
 */
const gzipOptions = (length: number) => ({ level: GZIP_LEVEL, windowBits: windowBits(length, 9, 15) });
const brotliOptions = (length: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: windowBits(length, constants.BROTLI_MIN_WINDOW_BITS, 24),
    [constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});

/** `bytes` compressed both ways, off the main thread. */
async function encode(bytes: Uint8Array): Promise<{ gzip: Buffer; br: Buffer }> {
  const gz = await gzipAsync(bytes, gzipOptions(bytes.length));
  const br = await brotliAsync(bytes, brotliOptions(bytes.length));
  return { gzip: gz, br };
}

/** A body's bytes as Node writes them, without copying. */
const bufferOf = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Every body of `snapshot` (its records' and its outlooks', and `extra` ones, such as the OpenAPI document)
 * compressed both ways, off the main thread, one body at a time. All at once (500 encoders for the world set) made the native allocator's peak, never
 * given back, grow with each reload: resident memory went from 140 MB to 575 MB over 60 reloads of the world set;
 * one at a time it stays flat (bench figure 7b). A reload takes longer (about as long as the compression of every
 * body in turn) while requests are answered from the previous set.
 */
export async function precompress(
  snapshot: Snapshot | undefined,
  extra: readonly Body[] = [],
): Promise<Map<Body, Encoded>> {
  const collections = snapshot ? [snapshot, ...(snapshot.outlook ? [snapshot.outlook] : [])] : [];
  const bodies = [...collections.flatMap((c) => [c.list, ...c.countries.values()]), ...extra];
  const encoded = new Map<Body, Encoded>();
  for (const body of bodies) {
    const { gzip: gz, br } = await encode(body.bytes);
    encoded.set(body, { identity: bufferOf(body.bytes), gzip: gz, br });
  }
  return encoded;
}

const accepted = new Map<string, Encoding | undefined>();
/** Distinct Accept-Encoding values remembered (clients send a handful). */
const ACCEPT_MEMO = 64;

/**
 * The encoding to send for an `Accept-Encoding` value (RFC 9110 §12.5.3): brotli, else gzip, whichever has the
 * higher q-value (brotli on a tie), `*` standing for unlisted ones; none when neither is acceptable.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (accepted.has(header)) return accepted.get(header);
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    const weight = params.find((p) => p.startsWith("q="));
    q[name === "x-gzip" ? "gzip" : name] = weight === undefined ? 1 : Number(weight.slice(2)) || 0;
  }
  const br = q.br ?? q["*"] ?? 0;
  const gz = q.gzip ?? q["*"] ?? 0;
  const choice = br > 0 && br >= gz ? "br" : gz > 0 ? "gzip" : undefined;
  if (accepted.size < ACCEPT_MEMO) accepted.set(header, choice);
  return choice;
}

/**
 * An answer's headers for an encoded body (`encoding` and its byte length), or for the identity body of an entity
 * that has encoded ones (`Vary: Accept-Encoding` only). Encoded bodies get their own entity tag (`"<tag>-br"`,
 * RFC 9110 §8.8.3: another representation), which `If-None-Match` recognises as the same content.
 */
export function encodedHeaders(headers: readonly string[], encoding: Encoding | undefined, length: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i] as string;
    let value = headers[i + 1] as string;
    if (encoding && name === "Content-Length") value = String(length);
    else if (encoding && name === "ETag") value = `${value.slice(0, -1)}-${encoding}"`;
    out.push(name, value);
  }
  if (encoding && out.includes("Content-Type")) out.push("Content-Encoding", encoding);
  out.push("Vary", "Accept-Encoding");
  return out;
}

/** Derived header lists, per answer header list (stable per body without rate limiting) and encoding. */
const derived = new WeakMap<readonly string[], Partial<Record<Encoding | "identity", string[]>>>();

function variantHeaders(headers: readonly string[], encoding: Encoding | undefined, length: number): string[] {
  const key = encoding ?? "identity";
  const cache = derived.get(headers);
  const known = cache?.[key];
  if (known) return known;
  const list = encodedHeaders(headers, encoding, length);
  if (cache) cache[key] = list;
  else derived.set(headers, { [key]: list });
  return list;
}

/** The path of a request target (origin form `/p?q`, or absolute form `http://h/p?q`), without query. */
export function targetPath(url: string): string {
  let start = 0;
  if (!url.startsWith("/")) {
    const scheme = url.indexOf("://");
    start = scheme < 0 ? 0 : url.indexOf("/", scheme + 3);
    if (start < 0) return "/";
  }
  const query = url.indexOf("?", start);
  return url.slice(start, query < 0 ? url.length : query);
}

/** An `IncomingMessage` as the router reads it; one instance serves every request in turn (answers are synchronous). */
class NodeRequest implements IncomingRequest {
  method = "GET";
  path = "/";
  #req: IncomingMessage | undefined;
  readonly #trustProxy: boolean;

  /** `trustProxy`: the peer is a reverse proxy, whose last `Forwarded`/`X-Forwarded-For` hop names the client. */
  constructor(trustProxy: boolean) {
    this.#trustProxy = trustProxy;
  }

  /** Points this at `req`. */
  reset(req: IncomingMessage): this {
    this.#req = req;
    this.method = req.method ?? "GET";
    this.path = targetPath(req.url ?? "/");
    return this;
  }

  header(name: string): string | undefined {
    return this.#req?.headers[name] as string | undefined;
  }

  clientKey(): string {
    const peer = this.#req?.socket.remoteAddress ?? "";
    if (!this.#trustProxy) return peer;
    const headers = this.#req?.headers;
    return forwardedClient(headers?.forwarded, headers?.["x-forwarded-for"] as string | undefined) ?? peer;
  }
}

/**
 * The request listener: each request answered by `router` from what `served()` holds when it arrives (a reload
 * meanwhile does not change its answer), an exception inside turned into a 500 and told to `onError`; with
 * `trustProxy`, each client rate-limited by the address its proxy reports.
 */
export function requestListener(
  router: Router,
  served: () => Served,
  connections: Connections,
  trustProxy: boolean,
  onError: (req: IncomingMessage, error: unknown) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  const request = new NodeRequest(trustProxy);
  return (req, res) => {
    connections.track(res);
    const current = served();
    let answer: Answer;
    try {
      answer = router.answer(current.snapshot, request.reset(req), Date.now());
    } catch (error) {
      onError(req, error);
      answer = router.error("internal_error", "Internal error", req.method === "HEAD");
    }
    writeAnswer(req, res, answer, current, connections.closing);
  };
}

/** Bodies compressed when first asked (the report pages, drawn while serving), by encoding. */
const compressedNow = new WeakMap<Body, Partial<Record<Encoding | "identity", Buffer>>>();

/** `entity`'s bytes in `encoding`: compressed at the last load, or else now, once (synchronously). */
function bytesOf(entity: Body, encoding: Encoding | undefined, served: Served): Buffer {
  const key = encoding ?? "identity";
  const loaded = served.encoded.get(entity);
  if (loaded) return loaded[key];
  const cache = compressedNow.get(entity) ?? {};
  compressedNow.set(entity, cache);
  const { bytes } = entity;
  cache[key] ??=
    key === "identity"
      ? bufferOf(bytes)
      : key === "gzip"
        ? gzipSync(bytes, gzipOptions(bytes.length))
        : brotliCompressSync(bytes, brotliOptions(bytes.length));
  return cache[key];
}

/** Writes `answer` to `res`, the body of a 200 or 304 compressed when the client accepts it. */
function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Answer,
  served: Served,
  closing: boolean,
): void {
  let headers = answer.headers;
  let body = answer.body;
  if (answer.entity) {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const bytes = bytesOf(answer.entity, encoding, served);
    headers = variantHeaders(headers, encoding, bytes.length);
    if (body) body = bytes;
  }
  if (answer.extra) headers = headers.concat(answer.extra);
  if (closing) headers = [...headers, "Connection", "close"];
  res.writeHead(answer.status, headers as string[]);
  res.end(body);
}
