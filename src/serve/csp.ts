/**
 * The Content-Security-Policy of a page served whole (`vansky serve`'s report): nothing may load or run (`default-src
 * 'none'`) but the page's own inline `<script>` and `<style>` elements and `style` attributes, each allowed by the
 * SHA-256 hash of its exact text (CSP Level 3 §8.4; attributes by `'unsafe-hashes'`), and `data:` images (the
 * page's icon). Computed from the page as drawn, so the renderer may change its script and style freely.
 */

/** The inline sources of a page a policy must allow, each as the browser hashes it. */
export interface InlineSources {
  /** The text of each `<script>` element without a `src`. */
  readonly scripts: readonly string[];
  /** The text of each `<style>` element. */
  readonly styles: readonly string[];
  /** The value of each `style="…"` attribute, its character references decoded. */
  readonly styleAttributes: readonly string[];
}

const REFERENCES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** `text` with the character references the renderer writes (`&amp; &lt; &gt; &quot; &#39;`) decoded. */
const decodeReferences = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => REFERENCES[name] as string);

/** What `pattern`'s first or second group captures in `page`, each text once, in order of first appearance. */
const distinct = (page: string, pattern: RegExp, map = (s: string) => s): string[] => [
  ...new Set(Array.from(page.matchAll(pattern), (m) => map((m[1] ?? m[2]) as string))),
];

/** The inline scripts, styles and style attributes of an HTML or SVG page (distinct texts). */
export function inlineSources(page: string): InlineSources {
  return {
    scripts: distinct(page, /<script(?:\s(?!(?:[^>]*\s)?src=)[^>]*)?>([\s\S]*?)<\/script>/gi),
    styles: distinct(page, /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi),
    styleAttributes: distinct(page, /\sstyle=(?:"([^"]*)"|'([^']*)')/gi, decodeReferences),
  };
}

/**
 * The Content-Security-Policy of `page`, with `sha256` the base64 SHA-256 digest of a text's UTF-8 bytes:
 * `default-src 'none'`, the page's inline scripts and styles by hash, `data:` images, no `<base>`, no form posts.
 */
export function contentSecurityPolicy(page: string, sha256: (text: string) => string): string {
  const { scripts, styles, styleAttributes } = inlineSources(page);
  const hashes = (texts: readonly string[]) => texts.map((text) => `'sha256-${sha256(text)}'`);
  const directives = ["default-src 'none'"];
  if (scripts.length > 0) directives.push(`script-src ${hashes(scripts).join(" ")}`);
  const style = [
    ...hashes(styles),
    ...(styleAttributes.length > 0 ? ["'unsafe-hashes'"] : []),
    ...hashes(styleAttributes),
  ];
  if (style.length > 0) directives.push(`style-src ${style.join(" ")}`);
  directives.push("img-src data:", "base-uri 'none'", "form-action 'none'");
  return directives.join("; ");
}
