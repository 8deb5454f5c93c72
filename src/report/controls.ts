/**
 * The controls above the report's table: views that choose which columns it shows (radio buttons, one Tab stop,
 * arrow keys between them) and a box that finds a place by name or code. A view works by CSS alone (`:has()` on the
 * checked button hides the columns of the groups it leaves out), so it works without script; a browser without
 * `:has()` shows every column, as the table did before views. The find box needs the page's script, so it is
 * `hidden` until the script shows it. Code, Name, Details and Rating stand in every view.
 */
import type { Column, ColumnGroup } from "./table.js";

/** A view of the table: its id (`vs-view-<id>` is its button), its label, and the groups of columns it shows. */
interface View {
  readonly id: string;
  readonly label: string;
  readonly groups: readonly ColumnGroup[];
}

const WEEK: View = { id: "week", label: "Scores and 7 days", groups: ["scores", "week"] };
const ODDS: View = { id: "odds", label: "Scores and 14 days", groups: ["scores", "odds"] };
const TODAY: View = { id: "today", label: "Today and the data", groups: ["today"] };
const ALL: View = { id: "all", label: "Every column", groups: ["scores", "week", "odds", "today"] };

/**
 * The views of a report, with outlooks (`odds`) or without, and the one chosen when the page opens: the 14 days when
 * the report has them, else the 7 days. Each strip has a view of its own, so either fits a 1280 px screen whole
 * beside the scores with room to spare (a strip may grow).
 */
export function viewsOf(odds: boolean): { views: readonly View[]; chosen: string } {
  return odds ? { views: [WEEK, ODDS, TODAY, ALL], chosen: ODDS.id } : { views: [WEEK, TODAY, ALL], chosen: WEEK.id };
}

/** The views' radio buttons and the find box (shown by the page's script), as HTML; `odds`: the report has outlooks. */
export function tableControls(odds: boolean): string {
  const { views, chosen } = viewsOf(odds);
  const buttons = views.map(
    ({ id, label }) =>
      `<label><input type="radio" name="vs-view" id="vs-view-${id}" value="${id}"${id === chosen ? " checked" : ""}> ` +
      `${label}</label>`,
  );
  return (
    `<div class="vs-tools"><fieldset class="vs-views"><legend>Columns</legend>${buttons.join("")}</fieldset>` +
    '<p class="vs-find" hidden><label for="vs-find">Find a place</label> ' +
    '<input type="search" id="vs-find" autocomplete="off" spellcheck="false"> <span id="vs-shown" role="status"></span></p></div>'
  );
}

/**
 * The CSS selectors of `columns`' cells (1-based as `:nth-child` counts them) in the body and in the two header rows,
 * by group: a body cell is its row's child `n` for column `n`; the first header row has one cell per column outside
 * the scores and one "Scores 0–100" cell where they start; the second header row holds the scores alone.
 */
export function groupSelectors(columns: readonly Column[]): Map<ColumnGroup, string[]> {
  const byGroup = new Map<ColumnGroup, string[]>();
  const add = (group: ColumnGroup | undefined, selector: string) => {
    if (group) byGroup.set(group, [...(byGroup.get(group) ?? []), selector]);
  };
  let head = 0;
  columns.forEach((column, i) => {
    add(column.group, `#vs-table tbody tr>:nth-child(${i + 1})`);
    if (column.scores && columns[i - 1]?.scores) return;
    head += 1;
    add(column.group, `#vs-table thead tr:first-child>:nth-child(${head})`);
    if (column.scores) add(column.group, "#vs-table thead tr+tr");
  });
  return byGroup;
}

/** The views' CSS for `columns`: with a view's button checked, the cells of every group it leaves out hidden. */
export function viewStyle(columns: readonly Column[]): string {
  const selectors = groupSelectors(columns);
  const { views } = viewsOf(columns.some((c) => c.group === "odds"));
  return views
    .map((view) => {
      const hidden = [...selectors].filter(([group]) => !view.groups.includes(group)).flatMap(([, list]) => list);
      return hidden.length === 0
        ? ""
        : `#vs-places:has(#vs-view-${view.id}:checked) :is(${hidden.join(",")}){display:none}`;
    })
    .filter(Boolean)
    .join("\n");
}
