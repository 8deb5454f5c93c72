/**
 * Request paths as the router reads them, alike in every runtime: the WHATWG URL parser's dot-segment removal
 * (what a `Request`'s URL has already had, and `vansky serve` applies to the raw request target), percent-encoded
 * unreserved characters decoded (RFC 3986 §6.2.2.2: `%50%54` is `PT`), and a path segment decoded whole.
 */

const DOUBLE_DOT = new Set(["..", ".%2e", "%2e.", "%2e%2e"]);
const SINGLE_DOT = new Set([".", "%2e"]);

/**
 * A request path as the WHATWG URL parser resolves it for `http:` (what `new URL(path, origin).pathname` gives,
 * so `vansky serve` and the web handler route every target alike): the fragment dropped, `\\` read as `/`, and
 * dot segments (`.`, `..`, also written `%2e`) removed (RFC 3986 §5.2.4). Other paths are returned as they are.
 */
export function normalizePath(target: string): string {
  const hash = target.indexOf("#");
  const path = hash < 0 ? target : target.slice(0, hash);
  if (!(path.startsWith("/") || path.startsWith("\\")) || !/[.\\]|%2e/i.test(path)) return path;
  const parts = path.slice(1).split(/[\\/]/);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    const lower = part.length <= 6 ? part.toLowerCase() : "";
    if (DOUBLE_DOT.has(lower)) {
      out.pop();
      if (last) out.push("");
    } else if (SINGLE_DOT.has(lower)) {
      if (last) out.push("");
    } else out.push(part);
  }
  return `/${out.join("/")}`;
}

/** RFC 3986 §2.3: characters that mean the same percent-encoded or not. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** `path` with every percent-encoded unreserved character decoded (`/%77eather` is `/weather`); others kept. */
export function decodeUnreserved(path: string): string {
  return path.replace(/%[0-9A-Fa-f]{2}/g, (encoded) => {
    const char = String.fromCharCode(Number.parseInt(encoded.slice(1), 16));
    return UNRESERVED.test(char) ? char : encoded;
  });
}

/** A path segment with its percent-encoding decoded as UTF-8, or undefined when it is not valid encoding. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
