/** The report's words: weekdays worked out from the calendar, instants in UTC, ages and limits worded one way. */
import { describe, expect, it } from "vitest";
import { legendOf } from "../../src/report/fields.js";
import {
  ageWords,
  bestDayWords,
  clockWords,
  count,
  dateWords,
  dayWords,
  fieldWords,
  hoursWords,
  instantWords,
  NO_DATA,
  offsetWords,
} from "../../src/report/words.js";

describe("the best day to move on", () => {
  it("is its date, then its scores in the recommendations' words, one colon-free parenthesis (review N24)", () => {
    expect(bestDayWords({ date: "2026-07-15", drive_score: 100, van_score: 98 })).toBe(
      "Wed 15 Jul (driving conditions 100/100, van score 98)",
    );
    expect(bestDayWords({ date: "2026-07-18", drive_score: 0, van_score: 7 })).toBe(
      "Sat 18 Jul (driving conditions 0/100, van score 7)",
    );
  });
});

describe("the map's fields", () => {
  it("are named as readers name them, p_good with the date shown", () => {
    const names = ["van_score", "sleep_score", "drive_score", "solar_score", "sea_score", "score_label"] as const;
    expect(names.map((f) => fieldWords(f, null))).toEqual([
      "Van score",
      "Sleep score",
      "Drive score",
      "Solar score",
      "Sea score",
      "Rating",
    ]);
    expect(["condensation_risk", "awning_status", "age"].map((f) => fieldWords(f as "age", null))).toEqual([
      "Condensation risk",
      "Awning",
      "Age of the data",
    ]);
    expect(fieldWords("p_good", "2026-07-18")).toBe("Probability of a good day on Sat 18 Jul");
    expect(fieldWords("p_good", "2026-07-18", true)).toBe("probability of a good day on Sat 18 Jul");
    expect(fieldWords("p_good", null)).toBe("Probability of a good day");
    // a date is the outlook's: a record's field ignores it
    expect(fieldWords("van_score", "2026-07-18", true)).toBe("van score");
  });
});

describe("dates and instants", () => {
  it.each([
    ["2026-07-15", "Wed 15 Jul", "Wed 15 Jul 2026"], // day 196 of a year that began on a Thursday: 195 days on
    ["2024-02-29", "Thu 29 Feb", "Thu 29 Feb 2024"], // a leap day
    ["2000-01-01", "Sat 1 Jan", "Sat 1 Jan 2000"],
    ["1900-03-01", "Thu 1 Mar", "Thu 1 Mar 1900"], // 1900 had no 29 February: Monday 1 January + 59 days
  ])("names the weekday of %s", (date, short, long) => {
    expect(dateWords(date)).toBe(short);
    expect(dateWords(date, true)).toBe(long);
    expect(dayWords(date)).toBe(short.slice(0, short.lastIndexOf(" ")));
  });

  it("says instants in UTC whatever offset they were written with, and leaves what is not one as it was", () => {
    expect(instantWords("2026-07-15T12:00:00Z")).toBe("Wed 15 Jul 2026, 12:00 UTC");
    expect(instantWords("2026-07-15T14:00:00+02:00")).toBe("Wed 15 Jul 2026, 12:00 UTC");
    expect(instantWords("2026-07-16T00:30:00+12:00")).toBe("Wed 15 Jul 2026, 12:30 UTC"); // the day before in UTC
    expect(instantWords("2026-07-15T12:00:00")).toBe("2026-07-15T12:00:00"); // no offset: which instant is unknown
    expect(instantWords("soon")).toBe("soon");
    expect(dateWords("soon")).toBe("soon");
  });

  it("gives a location's date-time as its wall clock and offset", () => {
    expect(clockWords("2026-07-15T13:05:00+01:00")).toBe("13:05");
    expect(offsetWords("2026-07-15T13:05:00+01:00")).toBe("UTC+01:00");
    expect(offsetWords("2026-07-15T13:05:00-03:30")).toBe("UTC-03:30");
    expect(offsetWords("2026-07-15T13:05:00+00:00")).toBe("UTC");
    expect(offsetWords("2026-07-15T13:05:00Z")).toBe("UTC");
    // no offset, or one not at the end: none said; text without a time as it is
    expect(offsetWords("2026-07-15T13:05:00")).toBe("");
    expect(offsetWords("2026-07-15T13:05:00+01:00 local")).toBe("");
    expect(clockWords("soon")).toBe("soon");
    expect(dateWords("on 2026-07-15")).toBe("on 2026-07-15");
  });
});

describe("ages, limits and counts", () => {
  it.each([
    [null, NO_DATA],
    [Number.NaN, NO_DATA],
    [Number.POSITIVE_INFINITY, NO_DATA],
    [0, "0 min"],
    [0.5, "30 min"],
    [59.4 / 60, "59 min"],
    [59.6 / 60, "1 h"], // 59.6 minutes round to an hour, not to "60 min"
    [1.49, "1 h"],
    [1.5, "2 h"],
    [47.49, "47 h"],
    [47.5, "2 d"],
    [49, "2 d 1 h"],
    [-2, "in 2 h"], // fetched after "now"
  ])("words an age of %s hours as %s", (hours, words) => {
    expect(ageWords(hours)).toBe(words);
  });

  it("words the legend's age bands as ranges of the stale limit's quarter, half, whole and double, in hours or days", () => {
    expect(legendOf("age", 12).map((e) => e.text)).toEqual(["up to 3 h", "3–6 h", "6–12 h", "12–24 h", "over 24 h"]);
    expect(legendOf("age", 5).map((e) => e.text)).toEqual([
      "up to 1.3 h",
      "1.3–2.5 h",
      "2.5–5 h",
      "5–10 h",
      "over 10 h",
    ]);
    // bands from a day up: days written as days, a range across the two units with each bound's own
    expect(legendOf("age", 24).map((e) => e.text)).toEqual(["up to 6 h", "6–12 h", "12–24 h", "24 h–2 d", "over 2 d"]);
    expect(legendOf("age", 48).map((e) => e.text)).toEqual(["up to 12 h", "12–24 h", "24 h–2 d", "2–4 d", "over 4 d"]);
    expect(hoursWords(48)).toBe("2 d");
    expect(hoursWords(36)).toBe("36 h");
    expect(hoursWords(24)).toBe("24 h"); // whole days only from two days on
    expect(hoursWords(60)).toBe("60 h"); // and only whole days
  });

  it("counts with the right number", () => {
    expect(count(1, "place")).toBe("1 place");
    expect(count(0, "place")).toBe("0 places");
    expect(count(2, "warning")).toBe("2 warnings");
  });
});
