/**
 * `outlookCountry`: how sure the forecast is. Every member of an Ensemble API answer scored by the engine (one model,
 * or several pooled), checked and completed first, then the members' scores turned into each day's spread, counts
 * and probabilities, the record's own days weighed into the first ones.
 */
import { ScratchMemory } from "../adapters/section.js";
import { scoreEach } from "../assemble/batch.js";
import { checkOneLocation, readMarine } from "../assemble/country.js";
import { type ForecastDays, seaOnDays, type Warn } from "../assemble/days.js";
import { checkInput, checkOptions } from "../assemble/input.js";
import { canonicalCode } from "../countries/index.js";
import type { LocalSea } from "../day/sea.js";
import { VanskyInputError, type VanskyWarning } from "../errors.js";
import type { Profile } from "../profile/index.js";
import { isCalibrated } from "./calibration.js";
import { bestMoveDayOf, type MemberGroup, outlookDay } from "./days.js";
import type { LeftOut, MemberScores } from "./members.js";
import { type ModelContext, type ModelRun, readModel } from "./model-run.js";
import { coverageOf } from "./odds.js";
import { type RecordSide, recordDayOn, recordSide } from "./record.js";
import type { OutlookInput, OutlookOptions, VanSkyOutlook } from "./types.js";

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

/** The models of the option `model`: each of a comma-separated list, or the answer's one model (undefined). */
function modelsOf(model: string | undefined): (string | undefined)[] {
  if (model === undefined) return [undefined];
  const models = model.split(",").map((m) => m.trim());
  if (models.some((m) => m === "") || new Set(models).size !== models.length)
    throw new VanskyInputError(
      "BAD_OPTION",
      "options.model",
      `expected model ids, each once, got ${JSON.stringify(model)}`,
    );
  return models;
}

/** The gust factor for members without gusts: the place's own (its deterministic forecast's), else the profile's. */
function gustsOf(record: RecordSide | null, profile: Profile): ModelContext["gusts"] {
  if (record?.gusts)
    return {
      factor: record.gusts.factor,
      how:
        `the largest ratio of a day's highest gust to its highest wind in this place's deterministic forecast ` +
        `(${record.gusts.days} days)`,
    };
  return {
    factor: profile.outlook.fallbackGustFactor,
    how: "the ratio of the day's highest gust to its highest wind in real Open-Meteo answers (no deterministic forecast of this place with gusts was given)",
  };
}

/** Each model's members among those used, each model weighing the same (models left without members drop out). */
function groupsOf(runs: readonly ModelRun[], used: readonly MemberScores[]): MemberGroup[] {
  const kept = new Set(used);
  const members = runs.map((r) => r.scored.filter((m) => kept.has(m))).filter((m) => m.length > 0);
  return members.map((m) => ({ members: m, weight: 1 / members.length }));
}

/**
 * A country's outlook (`VanSkyOutlook`) from an Open-Meteo Ensemble API answer: every member (the control run
 * unsuffixed, `_member01`, `_member02`, ...; any count, one included, with a `FEW_MEMBERS` warning below the model's)
 * scored by the engine that scores `scoreCountry`'s days, from today to the answer's last whole local day. Members
 * lacking a variable the others have, or whose values stop before most members', are left out (`MEMBER_LEFT_OUT`);
 * values that stop in most members end the outlook there (`FORECAST_SHORTENED`); members without gusts get their
 * wind × the place's gust factor, and 3- or 6-hour precipitation means a peak hour (`estimated`); without visibility
 * the drive is withheld (`withheld`). Per day: Weibull-rank quantiles, the median member's label, counts of members,
 * and Laplace's probabilities of a good day to stay and to drive with the record's verdict weighed into days 0-3
 * (`input.deterministic`, the record's forecast answer; calibrated where the profile has a calibration); and the day
 * best to move by the record's rule in the most members. `options.model` may name several models of the answer,
 * comma-separated, to pool them, each model weighing the same. Deterministic: no clock, any machine zone, any member
 * order (docs/model.md, "Outlook": every number, its estimator and its coverage).
 *
 * @throws VanskyInputError as `scoreCountry` for a bad answer (NOT_AN_OPEN_METEO_RESPONSE, LENGTH_MISMATCH,
 * UNKNOWN_UNIT, BAD_TIME, ...), MISSING_SECTION for an answer without hourly members, NO_TEMPERATURE when today
 * cannot be scored from any member, BAD_OPTION for the option `member` (an outlook reads them all) or a bad `model`
 *
 * @example
 * ```ts
 * import { outlookCountry } from "vansky";
 *
 * // ensembleJson: a parsed Ensemble API answer for Lisbon (models=gfs_seamless, 14 days, timezone=auto), forecastJson
 * // the Forecast API answer its record is scored from, as the sample fixtures/ensemble/2026-07-15/PT.ensemble.json
 * const outlook = outlookCountry(
 *   { code: "PT", forecast: ensembleJson, deterministic: forecastJson, now: "2026-07-15T12:00:00Z" },
 *   { model: "gfs_seamless" },
 * );
 * outlook.days[3].members_good; // how many of the 31 members score 2026-07-18 at least 60
 * outlook.days[3].p_good;       // (k + 1)/(31 + 2), the record's verdict weighing 0.125
 * outlook.best_move_day;        // { date, members_best, share }: the day best to move in the most members
 * ```
 */
export function outlookCountry(input: OutlookInput, options: OutlookOptions = {}): VanSkyOutlook {
  const checked = checkOptions(options);
  if ((options as { member?: unknown }).member !== undefined)
    throw new VanskyInputError("BAD_OPTION", "options.member", "an outlook reads every member: leave member out");
  const models = modelsOf(checked.normalize.model);
  const warnings: VanskyWarning[] = [];
  const warn: Warn = (code, path, message) => {
    const warning = { code, path, message };
    warnings.push(warning);
    checked.onWarning?.(warning);
  };
  const memory = new ScratchMemory();
  const read = checkInput(input);
  checkOneLocation(read.forecast);
  const { profile } = checked;
  const record = recordSide(input, checked, memory, warn);
  const marine = readMarine(read, checked, memory, warn);
  let sea: LocalSea | null | undefined;
  const seaOf = (days: ForecastDays) => {
    sea ??= marine ? seaOnDays(marine, days, checked.strictDays, memory, warn) : null;
    return sea;
  };
  const context: ModelContext = {
    input: read,
    options: checked,
    sea: seaOf,
    memory,
    warn,
    gusts: gustsOf(record, profile),
  };
  const runs: ModelRun[] = [];
  let answer = read.forecast;
  for (const model of models) {
    const next = readModel(answer, model, context);
    answer = next.answer;
    runs.push(next.run);
  }
  const scored = runs.flatMap((r) => r.scored);
  if (scored.length === 0)
    throw (
      runs.find((r) => r.firstError)?.firstError ??
      new VanskyInputError("MISSING_SECTION", "hourly", "no member of the answer can be scored")
    );
  const common = commonDays(scored);
  const leftOut = [...runs.flatMap((r) => r.leftOut), ...common.leftOut];
  memberWarnings(
    common.used,
    leftOut,
    runs.reduce((n, r) => n + r.runs, 0),
    warn,
  );
  const groups = groupsOf(runs, common.used);
  const dates = (common.used[0] as MemberScores).dates.slice(0, common.days);
  for (const r of runs)
    if (r.shortened)
      warn(
        "FORECAST_SHORTENED",
        "hourly",
        `${r.shortened.variable} has no values after ${r.shortened.time} in most members: the outlook ends at ${dates.at(-1)}`,
      );
  const unseen = runs.flatMap((r) => (r.driveUnseen ? [r.driveUnseen] : []));
  const driveSeen = unseen.length === 0;
  return {
    code: canonicalCode(read.code),
    fetched_at: read.fetchedAt,
    model: checked.normalize.model ?? runs[0]?.model ?? null,
    members: common.used.length,
    models: runs.map((r, i) => ({
      model: models[i] ?? r.model ?? null,
      members: r.scored.filter((m) => common.used.includes(m)).length,
    })),
    coverage: coverageOf(common.used.length),
    estimated: runs.flatMap((r) => r.estimated),
    withheld: driveSeen
      ? []
      : [{ fields: ["drive", "members_drive", "p_drive", "best_move_day"], reason: unseen.join("; ") }],
    calibration:
      isCalibrated(profile, "p_good") || isCalibrated(profile, "p_drive") ? profile.outlook.calibration.name : null,
    days: dates.map((date, k) =>
      outlookDay(groups, k, profile, { driveSeen, record: recordDayOn(record, date, k, profile) }),
    ),
    best_move_day: driveSeen ? bestMoveDayOf(groups, common.days) : null,
    warnings,
  };
}

/**
 * `outlookCountry` for each input, in input order. The first input that cannot be read throws its
 * VanskyInputError with the input's index prefixed to the path (`[137].hourly.temperature_2m_member04`), as
 * `scoreCountries` does; warnings' paths are prefixed likewise.
 */
export function outlookCountries(inputs: Iterable<OutlookInput>, options: OutlookOptions = {}): VanSkyOutlook[] {
  return scoreEach(inputs, options, outlookCountry, (failure) => {
    throw failure.error;
  });
}
