/** The fields that decide the best move day. */
export interface MoveDayCandidate {
  /** The local date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The day's drive score, 0-100. */
  readonly drive_score: number;
  /** The day's van score, 0-100 (breaks ties). */
  readonly van_score: number;
}

/**
 * The day with the best drive score; ties go to the higher van score, then to the earliest date (docs/model.md,
 * best_move_day). `undefined` for no days.
 */
export function bestMoveDay<T extends MoveDayCandidate>(days: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const day of days) {
    if (
      !best ||
      day.drive_score > best.drive_score ||
      (day.drive_score === best.drive_score && day.van_score > best.van_score)
    ) {
      best = day;
    }
  }
  return best;
}
