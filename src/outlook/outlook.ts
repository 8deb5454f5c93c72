/**
 * `outlookCountry`: how sure the forecast is. Every member of an Ensemble API answer scored by the engine, then the
 * members' scores turned into each day's spread and odds.
 */
import { ensembleLayout } from "../adapters/members.js";
import { ScratchMemory } from "../adapters/section.js";
import { scoreEach } from "../assemble/batch.js";
import { checkOneLocation, readMarine } from "../assemble/country.js";
import { type ForecastDays, seaOnDays, type Warn } from "../assemble/days.js";
import { type CountryInput, checkInput, checkOptions } from "../assemble/input.js";
import { canonicalCode } from "../countries/index.js";
import type { LocalSea } from "../day/sea.js";
import { VanskyInputError, type VanskyWarning } from "../errors.js";
import { bestMoveDayOf, outlookDay } from "./days.js";
import { type LeftOut, type MemberScores, scoreMembers } from "./members.js";
import type { OutlookOptions, VanSkyOutlook } from "./types.js";

const list = (members: readonly number[]) => `member${members.length > 1 ? "s" : ""} ${members.join(", ")}`;

/**
 * The members the odds are shares of, and the days they share: the outlook runs as far as more than half the scored
 * members reach (an answer's members share one time axis; a member with a gap of nulls does not cut the others'
 * days), and a member whose forecast ends before that, or whose today differs, is left out.
 */
function commonDays(scored: readonly MemberScores[]): { used: MemberScores[]; days: number; leftOut: LeftOut[] } {
  const lengths = scored.map((m) => m.dates.length).sort((a, b) => b - a);
  const days = lengths[Math.floor(lengths.length / 2)] as number;
  const reference = scored.find((m) => m.dates.length >= days) as MemberScores;
  const today = reference.dates[0];
  const used: MemberScores[] = [];
  const leftOut: LeftOut[] = [];
  for (const m of scored) {
    if (m.dates[0] !== today) leftOut.push({ member: m.member, why: `today being ${m.dates[0]}, not ${today}` });
    else if (m.dates.length < days) {
      const why = `the forecast ending at ${m.dates[m.dates.length - 1]}, before most members' (${reference.dates[days - 1]})`;
      leftOut.push({ member: m.member, why });
    } else used.push(m);
  }
  return { used, days, leftOut };
}

/**
 * The warnings of the members used, each once: one every member gave as it is, one some gave with their numbers; then
 * the members left out, one warning per reason, with the count used.
 */
function memberWarnings(used: readonly MemberScores[], leftOut: readonly LeftOut[], total: number, warn: Warn): void {
  const given = new Map<string, { warning: VanskyWarning; members: number[] }>();
  for (const m of used)
    for (const w of m.warnings) {
      const key = `${w.code}\u0000${w.path}\u0000${w.message}`;
      const entry = given.get(key) ?? { warning: w, members: [] };
      if (!entry.members.includes(m.member)) entry.members.push(m.member);
      given.set(key, entry);
    }
  for (const { warning, members } of given.values()) {
    const message = members.length === used.length ? warning.message : `${list(members)}: ${warning.message}`;
    warn(warning.code, warning.path, message);
  }
  const reasons = new Map<string, number[]>();
  for (const { member, why } of leftOut) reasons.set(why, [...(reasons.get(why) ?? []), member]);
  for (const [why, members] of reasons)
    warn("MEMBER_LEFT_OUT", "hourly", `${list(members)} left out, ${why}: ${used.length} of ${total} members used`);
}

/**
 * A country's outlook (`VanSkyOutlook`) from an Open-Meteo Ensemble API answer: every member (the control run
 * unsuffixed, `_member01`, `_member02`, ...; any count, one included) scored by the engine that scores
 * `scoreCountry`'s days, from today to the answer's last whole local day, and for each day the members' van, sleep,
 * drive and solar quantiles (nearest rank), the share of each label, the most likely label and its confidence,
 * `p_good` and `p_drive`; and the day from tomorrow most likely good both to drive and to stay. `input` is
 * `scoreCountry`'s (`code` or a point, `forecast` the ensemble answer, `marine`, `now`, `fetchedAt`); the marine
 * answer is deterministic and serves every member. Shares are raw member frequencies, not calibrated probabilities
 * (an ensemble is usually too sure near the surface). Deterministic: no clock, any machine zone, any member order.
 *
 * @throws VanskyInputError as `scoreCountry` for a bad answer (NOT_AN_OPEN_METEO_RESPONSE, LENGTH_MISMATCH,
 * UNKNOWN_UNIT, BAD_TIME, ...), MISSING_SECTION for an answer without hourly members, NO_TEMPERATURE when today
 * cannot be scored from any member, BAD_OPTION for the option `member` (an outlook reads them all)
 *
 * @example
 * ```ts
 * import { outlookCountry } from "vansky";
 *
 * // ensembleJson: a parsed Ensemble API answer for Lisbon (models=gem_global, 14 days, timezone=auto), as the
 * // sample fixtures/ensemble/2026-07-15/PT.ensemble.json
 * const outlook = outlookCountry({ code: "PT", forecast: ensembleJson, now: "2026-07-15T12:00:00Z" }, { model: "gem_global" });
 * outlook.days[3].van;        // { min: 52, p10: 53, p25: 57, p50: 62, p75: 65, p90: 68, max: 72 }
 * outlook.days[3].p_good;     // 0.619: 13 of 21 members score 2026-07-18 at least 60
 * outlook.best_move_day;      // { date: "2026-07-19", probability: 1 }
 * ```
 */
export function outlookCountry(input: CountryInput, options: OutlookOptions = {}): VanSkyOutlook {
  const checked = checkOptions(options);
  if ((options as { member?: unknown }).member !== undefined)
    throw new VanskyInputError("BAD_OPTION", "options.member", "an outlook reads every member: leave member out");
  const warnings: VanskyWarning[] = [];
  const warn: Warn = (code, path, message) => {
    const warning = { code, path, message };
    warnings.push(warning);
    checked.onWarning?.(warning);
  };
  const memory = new ScratchMemory();
  const read = checkInput(input);
  checkOneLocation(read.forecast);
  const layout = ensembleLayout(read.forecast, checked.normalize);
  const marine = readMarine(read, checked, memory, warn);
  let sea: LocalSea | null | undefined;
  const seaOf = (days: ForecastDays) => {
    sea ??= marine ? seaOnDays(marine, days, checked.strictDays, memory, warn) : null;
    return sea;
  };
  const { scored, leftOut, firstError } = scoreMembers(layout, read, checked, seaOf, memory);
  if (scored.length === 0)
    throw firstError ?? new VanskyInputError("MISSING_SECTION", "hourly", "no member of the answer can be scored");
  const common = commonDays(scored);
  memberWarnings(common.used, [...leftOut, ...common.leftOut], layout.members.length, warn);
  const { profile } = checked;
  return {
    code: canonicalCode(read.code),
    fetched_at: read.fetchedAt,
    model: checked.normalize.model ?? layout.model ?? null,
    members: common.used.length,
    days: Array.from({ length: common.days }, (_, k) => outlookDay(common.used, k, profile)),
    best_move_day: bestMoveDayOf(common.used, common.days, profile),
    warnings,
  };
}

/**
 * `outlookCountry` for each input, in input order. The first input that cannot be read throws its
 * VanskyInputError with the input's index prefixed to the path (`[137].hourly.temperature_2m_member04`), as
 * `scoreCountries` does; warnings' paths are prefixed likewise.
 */
export function outlookCountries(inputs: Iterable<CountryInput>, options: OutlookOptions = {}): VanSkyOutlook[] {
  return scoreEach(inputs, options, outlookCountry, (failure) => {
    throw failure.error;
  });
}
