/**
 * Help texts laid out one way for every command: each paragraph (prose at the margin, or an entry of a list: a term
 * indented two spaces, its description after two spaces or more, or on the next lines when the term is long) is
 * filled line by line up to `HELP_WIDTH` columns, so that no line breaks before a word that would have fitted, in
 * mid-sentence or anywhere; a number of one or two digits stays on the line of the word after it (`2 usage error`).
 * The source texts are written with breaks anywhere; `flow` makes the layout.
 */

/** The columns a help line fills at most. */
export const HELP_WIDTH = 114;

/** One paragraph: the text before its first line (the margin, or an entry's term), the column it runs on, its text. */
interface Paragraph {
  readonly head: string;
  column: number | undefined;
  readonly words: string[];
}

/** An entry's first line: two spaces, the term, two spaces or more, the description (absent when the term is long). */
const ENTRY = /^( {2}\S.*?)(?: {2,}(\S.*))?$/;
/** A number that is not left at the end of a line: one or two digits (an exit code, a count). */
const SHORT_NUMBER = /^\d{1,2}$/;

/** The words of `text`, a short number joined to the word after it by U+00A0 (written back as a space). */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let held = "";
  for (const word of text.split(" ").filter(Boolean)) {
    if (SHORT_NUMBER.test(word)) held += `${word}\u00a0`;
    else {
      words.push(`${held}${word}`);
      held = "";
    }
  }
  if (held !== "") words.push(held.trimEnd());
  return words;
}

/** The lines of `paragraph`, filled up to `width` columns. */
function fill(paragraph: Paragraph, width: number): string[] {
  const column = paragraph.column ?? paragraph.head.length;
  const margin = " ".repeat(column);
  const lines: string[] = [];
  let line = paragraph.head;
  // a term too long to leave two spaces before its column: alone on its line, the description below
  if (paragraph.head.trim() !== "" && paragraph.head.trimEnd().length + 2 > column) {
    lines.push(paragraph.head);
    line = margin;
  }
  let empty = true;
  for (const word of paragraph.words) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = margin;
      empty = true;
    }
    line = empty ? `${line.padEnd(column)}${word}` : `${line} ${word}`;
    empty = false;
  }
  if (!empty || lines.length === 0) lines.push(line);
  return lines.map((l) => l.replaceAll("\u00a0", " ").trimEnd());
}

/**
 * `text` laid out as help: its paragraphs (split at blank lines, at each entry of a list and where the indent changes)
 * each filled up to `width` columns. A continuation line of an entry is indented as far as the entry's description.
 */
export function flow(text: string, width = HELP_WIDTH): string {
  const out: string[] = [];
  let paragraph: Paragraph | undefined;
  const flush = () => {
    if (paragraph) out.push(...fill(paragraph, width));
    paragraph = undefined;
  };
  for (const line of text.split("\n")) {
    const indent = line.search(/\S/);
    const entry = indent === 2 ? ENTRY.exec(line) : null;
    if (indent < 0) {
      flush();
      out.push("");
    } else if (entry) {
      flush();
      const [, term, description] = entry as unknown as [string, string, string | undefined];
      const column = description === undefined ? undefined : line.length - description.length;
      paragraph = { head: description === undefined ? term : line.slice(0, column), column, words: [] };
      paragraph.words.push(...wordsOf(description ?? ""));
    } else if (paragraph && (paragraph.column ?? indent) === indent && (indent > 0 || paragraph.head === "")) {
      paragraph.column ??= indent;
      paragraph.words.push(...wordsOf(line.trim()));
    } else {
      flush();
      paragraph = { head: " ".repeat(indent), column: indent, words: wordsOf(line.trim()) };
    }
  }
  flush();
  return out.join("\n");
}
