/**
 * The report pages' Content-Security-Policy: the inline sources found in a page, each once, and the policy that
 * allows exactly them by hash.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineSources } from "../../src/serve/csp.js";

/** A stand-in digest that shows which text was hashed. */
const named = (text: string) => `H(${text})`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");
const TAIL = "img-src data:; base-uri 'none'; form-action 'none'";

describe("inlineSources", () => {
  it("finds inline scripts (not those with src), style elements and style attributes, each text once", () => {
    const page = `<html><head><style>a{}</style><style media="print">b{}</style><script src="x.js"></script>
<script type="module" src="y.js"></script><script data-src="z">one()</script></head>
<body style="margin:0"><div style="--n:7"></div><div style='--n:7'></div><u style=''></u><i style="--n:7"></i><SCRIPT>two()</SCRIPT>
<p>style="not an attribute"</p><script>
one()</script><script>one()</script></body></html>`;
    expect(inlineSources(page)).toEqual({
      scripts: ["one()", "two()", "\none()"],
      styles: ["a{}", "b{}"],
      styleAttributes: ["margin:0", "--n:7", ""],
    });
  });

  it("hashes a style attribute's value as the browser reads it, its character references decoded", () => {
    expect(inlineSources('<b style="font-family:&quot;A&amp;B&#39;s&quot; &lt;&gt;"></b>').styleAttributes).toEqual([
      `font-family:"A&B's" <>`,
    ]);
  });

  it("finds nothing in a page without inline code", () => {
    expect(inlineSources('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>')).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: [],
    });
  });
});

describe("contentSecurityPolicy", () => {
  it("allows the page's own scripts and styles by hash, style attributes with 'unsafe-hashes', and nothing else", () => {
    const page = '<style>s</style><script>j</script><script>k</script><b style="a"></b>';
    expect(contentSecurityPolicy(page, named)).toBe(
      `default-src 'none'; script-src 'sha256-H(j)' 'sha256-H(k)'; ` +
        `style-src 'sha256-H(s)' 'unsafe-hashes' 'sha256-H(a)'; ${TAIL}`,
    );
  });

  it("leaves out a directive with nothing to allow (default-src 'none' then forbids it)", () => {
    expect(contentSecurityPolicy("<svg></svg>", named)).toBe(`default-src 'none'; ${TAIL}`);
    expect(contentSecurityPolicy("<style>s</style>", named)).toBe(
      `default-src 'none'; style-src 'sha256-H(s)'; ${TAIL}`,
    );
    expect(contentSecurityPolicy('<b style="a"></b>', named)).toBe(
      `default-src 'none'; style-src 'unsafe-hashes' 'sha256-H(a)'; ${TAIL}`,
    );
    expect(contentSecurityPolicy("<script>j</script>", named)).toBe(
      `default-src 'none'; script-src 'sha256-H(j)'; ${TAIL}`,
    );
  });

  it("names each source by the base64 SHA-256 of its text (FIPS 180-2's vector for abc)", () => {
    expect(contentSecurityPolicy("<script>abc</script>", sha256)).toBe(
      `default-src 'none'; script-src 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='; ${TAIL}`,
    );
  });
});
