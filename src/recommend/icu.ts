/**
 * The subset of ICU MessageFormat that vansky's catalogs use, parsed and rendered with the platform's `Intl`: plain
 * text, `{name, number}`, `{name, number, ::integer-width/*00}` and `{name, plural, =N {…} category {…} other {…}}`
 * with `#` for the number, nested. Every ICU library reads these patterns the same way (tested against FormatJS).
 */

/** A parsed pattern: text, numbers and plurals. */
export type MessageNode =
  | string
  | { readonly kind: "number"; readonly name: string; readonly minDigits: number }
  | { readonly kind: "plural"; readonly name: string; readonly cases: ReadonlyMap<string, readonly MessageNode[]> }
  | { readonly kind: "hash" };

/** What a rendering needs: the locale's plural rules and a number formatter by minimum integer digits. */
export interface MessageFormatters {
  readonly plural: Intl.PluralRules;
  readonly number: (value: number, minDigits: number) => string;
}

const INTEGER_WIDTH = /^::integer-width\/\*(0+)$/;

/** An error in one of vansky's own patterns (a programming error, caught by the catalog tests). */
function syntax(pattern: string, at: number, what: string): Error {
  return new Error(`message pattern, at ${at}: ${what}: ${pattern}`);
}

/** Parses nodes from `at` to the `}` that closes them (or the end); in a plural branch `#` is the number. */
function parseNodes(pattern: string, at: number, inPlural: boolean): [MessageNode[], number] {
  const nodes: MessageNode[] = [];
  let text = "";
  let i = at;
  while (i < pattern.length && pattern[i] !== "}") {
    const c = pattern[i] as string;
    if (c === "'") throw syntax(pattern, i, "an ASCII apostrophe is ICU's quote; write ’");
    if (c === "{" || (c === "#" && inPlural)) {
      if (text) nodes.push(text);
      text = "";
      if (c === "#") {
        nodes.push({ kind: "hash" });
        i++;
      } else {
        const [argument, next] = parseArgument(pattern, i + 1);
        nodes.push(argument);
        i = next;
      }
    } else {
      text += c;
      i++;
    }
  }
  if (text) nodes.push(text);
  return [nodes, i];
}

/** Parses the argument after a `{` at `at`, up to and past its closing `}`. */
function parseArgument(pattern: string, at: number): [MessageNode, number] {
  const head = /^\s*(\w+)\s*(?:,\s*(number|plural)\s*(?:,\s*(::[^\s}]+)\s*)?)?(,)?\s*/.exec(pattern.slice(at));
  if (!head?.[2]) throw syntax(pattern, at, "an argument is {name, number} or {name, plural, …}");
  const [match, name = "", type, skeleton, comma] = head;
  let i = at + match.length;
  if (type === "number" && !comma) {
    const width = skeleton === undefined ? [] : INTEGER_WIDTH.exec(skeleton);
    if (pattern[i] !== "}" || !width) throw syntax(pattern, i, "a number's only style is ::integer-width/*00");
    return [{ kind: "number", name, minDigits: width[1]?.length ?? 1 }, i + 1];
  }
  if (type !== "plural" || !comma || skeleton !== undefined) throw syntax(pattern, i, "a plural lists its cases");
  const cases = new Map<string, MessageNode[]>();
  while (pattern[i] !== "}") {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(pattern.slice(i));
    if (!selector?.[1]) throw syntax(pattern, i, "a plural case is =N or a CLDR category, then {…}");
    const [nodes, close] = parseNodes(pattern, i + selector[0].length, true);
    if (pattern[close] !== "}") throw syntax(pattern, close, "a plural case is not closed");
    cases.set(selector[1], nodes);
    i = close + 1;
    while (pattern[i] === " " || pattern[i] === "\n") i++;
    if (i >= pattern.length) throw syntax(pattern, i, "a plural is not closed");
  }
  if (!cases.has("other")) throw syntax(pattern, i, "a plural needs an `other` case");
  return [{ kind: "plural", name, cases }, i + 1];
}

/** The nodes of an ICU MessageFormat pattern in vansky's subset; throws on anything else. */
export function parseMessage(pattern: string): MessageNode[] {
  const [nodes, end] = parseNodes(pattern, 0, false);
  if (end !== pattern.length) throw syntax(pattern, end, "a `}` without its `{`");
  return nodes;
}

/**
 * The text of parsed nodes with `params` filled in: numbers by `f.number`, plural cases by an exact `=N` first, then
 * the locale's CLDR category, then `other`. A parameter that is missing or not a finite number stays `{name}`.
 */
export function renderMessage(
  nodes: readonly MessageNode[],
  params: Readonly<Record<string, number>>,
  f: MessageFormatters,
  hash?: number,
): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += node;
    else if (node.kind === "hash")
      out += f.number(hash as number, 1); // parsed only inside a plural, which sets it
    else {
      const value = params[node.name];
      if (typeof value !== "number" || !Number.isFinite(value)) out += `{${node.name}}`;
      else if (node.kind === "number") out += f.number(value, node.minDigits);
      else {
        const cases = node.cases;
        const branch = cases.get(`=${value}`) ?? cases.get(f.plural.select(value)) ?? cases.get("other") ?? [];
        out += renderMessage(branch, params, f, value);
      }
    }
  }
  return out;
}
