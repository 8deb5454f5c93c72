/**
 * The client behind a trusted reverse proxy: the address the proxy saw, as it appended it to `Forwarded`
 * (RFC 7239) or `X-Forwarded-For`. Only the last hop is read: earlier ones were sent by the client and prove
 * nothing. Read only when the server is told that its peer is such a proxy (`vansky serve --trust-proxy`).
 */

/** The `for=` of the last element of a `Forwarded` value, without quotes, brackets or port; undefined without one. */
function lastForwardedFor(header: string): string | undefined {
  const elements = header.split(",");
  const last = elements[elements.length - 1] as string;
  for (const pair of last.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim().toLowerCase() !== "for") continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (value.startsWith("[")) return value.slice(1, value.indexOf("]") < 0 ? undefined : value.indexOf("]"));
    const colon = value.indexOf(":");
    // one colon: an IPv4 address (or a name) with a port; more: an IPv6 address written without brackets
    return (colon >= 0 && value.indexOf(":", colon + 1) < 0 ? value.slice(0, colon) : value) || undefined;
  }
  return undefined;
}

/**
 * The client's address as a trusted proxy reports it: the last `for=` of `Forwarded`, else the last address of
 * `X-Forwarded-For` (several headers arrive joined by commas), else undefined (use the peer's own address).
 */
export function forwardedClient(
  forwarded: string | null | undefined,
  xForwardedFor: string | null | undefined,
): string | undefined {
  const fromForwarded = forwarded ? lastForwardedFor(forwarded) : undefined;
  if (fromForwarded) return fromForwarded;
  if (!xForwardedFor) return undefined;
  const hops = xForwardedFor.split(",");
  return (hops[hops.length - 1] as string).trim() || undefined;
}
