/**
 * A FlatBuffers answer read into the sections a JSON answer is read into (`SectionsRead`): from there the normalizers
 * go on alike (sun times' polar convention, precipitation composed from its parts, daily values from hourly ones),
 * so everything downstream of the adapter is the same whichever format came in.
 */
import { VanskyInputError } from "../../errors.js";
import { childPath } from "../json.js";
import { type SectionSpec, sourceOf } from "../keys.js";
import type { ResolvedOptions } from "../options.js";
import { sectionContext } from "../read.js";
import type { ResponseKind, SectionsRead } from "../response.js";
import type { SeriesMemory } from "../section.js";
import { flatBuffersHeader, oneMessage } from "./answer.js";
import { RESPONSE } from "./schema.js";
import { axisOf, readFlatBuffersCurrent, readFlatBuffersSection } from "./section.js";
import { memberRuns } from "./series.js";
import { subTable } from "./table.js";

/**
 * The sections of a one-location FlatBuffers answer of `kind` (its `current`, `hourly` and `daily` tables; other
 * sections, `minutely_15` and the seasonal ones, are not read, as a JSON answer's are not), in `memory`.
 */
export function readFlatBuffersSections<H extends string, D extends string>(
  input: unknown,
  options: ResolvedOptions,
  path: string,
  memory: SeriesMemory,
  kind: ResponseKind<H, D>,
): SectionsRead<H, D> {
  const m = oneMessage(input, path);
  const { header, root } = flatBuffersHeader(m, path);
  const at = (key: string) => childPath(path, key);
  const current = subTable(m, root, RESPONSE.current, at("current"));
  const hourly = subTable(m, root, RESPONSE.hourly, at("hourly"));
  const daily = subTable(m, root, RESPONSE.daily, at("daily"));
  if (current === null && hourly === null && daily === null)
    throw new VanskyInputError("MISSING_SECTION", path, kind.noSections);
  const context = sectionContext(header.utcOffsetSeconds, options, memory);
  // read in the JSON reader's order (hourly, daily, current), so an answer with several faults names the same first
  const hourlySeries =
    hourly && readFlatBuffersSection(m, hourly, at("hourly"), kind.hourly, context(options.maxHours));
  const dailySeries = daily && readFlatBuffersSection(m, daily, at("daily"), kind.daily, context(options.maxDays));
  return {
    header,
    body: {},
    path,
    current: current && readFlatBuffersCurrent(m, current, at("current"), kind.hourly, context(1)),
    hourly: hourlySeries?.series ?? null,
    daily: dailySeries?.series ?? null,
    dailyTimeKeys: {},
    composed: [],
    source: sourceOf(hourlySeries?.source, dailySeries?.source, options),
  };
}

/**
 * The runs of each variable of `section` in the hourly section of a one-location FlatBuffers answer, by JSON name,
 * each with its JSON key and last value (`memberRuns`), and the hours of its time axis: `ensembleLayout`'s input,
 * the members from each series' `ensemble_member`.
 */
export function flatBuffersRuns(input: unknown, section: SectionSpec<string>, maxHours: number) {
  const m = oneMessage(input, "");
  const { root } = flatBuffersHeader(m, "");
  const hourly = subTable(m, root, RESPONSE.hourly, "hourly");
  if (hourly === null)
    throw new VanskyInputError("MISSING_SECTION", "hourly", "an ensemble answer has its members' hourly values");
  return { runs: memberRuns(m, hourly, section.names, "hourly"), hours: axisOf(m, hourly, "hourly", maxHours).n };
}
