/**
 * `vansky verify`: past outlooks against the records of the days they forecast, lead day by lead day (Brier score
 * and reliability of p_good and p_drive, the label's ranked probability score, the van quantiles' CRPS, the rank
 * histogram and whether the members are too sure), printed as a table; the reliability diagrams and rank histograms
 * as SVG; and a recalibration fitted on the earlier half of the issue dates, checked on the later half, written as
 * the profile setting `vansky outlook --calibration` reads.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fitCalibration, type OutlookVerification, observationsOf, verifyOutlooks } from "../../index.js";
import { rankHistogramSvg, reliabilitySvg } from "../../report/index.js";
import type { FittedCalibration } from "../../verify/verify.js";
import { parseOptions } from "../core/args.js";
import { AtomicFile } from "../core/atomic.js";
import type { Command, Io } from "../core/command.js";
import { EXIT, UsageError } from "../core/exit.js";
import { outlooksOf, recordsOf } from "./read.js";

const HELP = `Usage: vansky verify --outlooks PATH... --records PATH... [options]

Checks whether past outlooks' odds meant what they said: pairs each day of each outlook with what the records of that
place and day say it was (the record of the shortest lead: its today when kept), and prints per lead day (0 the
outlook's today) the Brier score of p_good and of p_drive (0 best) with its skill against the base rate, the ranked
probability score of the label (0 best), the CRPS of the van quantiles (score points), and the share of days outside
p10-p90 against what the members' ranks allow, with the verdict: over-confident (too sure) beyond three standard
errors. Docs: docs/model.md, "Outlook", verification.

Inputs (files, json or ndjson, or folders of them; each option repeated as needed):
  --outlooks PATH    vansky outlook outputs: the outlooks to verify
  --records PATH     vansky score outputs: the records of the days they forecast

Options:
  --svg DIR          write each lead's reliability diagrams (reliability-p_good-LEAD.svg, -p_drive-) and rank
                     histogram (rank-LEAD.svg) into DIR
  --json FILE        write the whole verification as JSON
  --fit FILE         fit a recalibration of p_good and p_drive per lead day (logistic on the logit of the
                     probability) on the earlier half of the outlooks' issue dates, print its Brier scores on the
                     later half, and write it as {"outlook": {"calibration": ...}}: vansky outlook --calibration FILE
                     applies it
  --name NAME        the calibration's name in the outlooks it calibrates (default: FILE's name)
  -h, --help         this text

Exit codes: 0 done; 1 a data error (an input that is not an output of vansky); 2 usage error; 3 no outlook day
has a record to verify it by.`;

const OPTIONS = {
  outlooks: { type: "string", multiple: true },
  records: { type: "string", multiple: true },
  svg: { type: "string" },
  json: { type: "string" },
  fit: { type: "string" },
  name: { type: "string" },
} as const;

const number = (x: number | null, digits = 3) => (x === null ? "-" : x.toFixed(digits));
const percent = (x: number) => `${(100 * x).toFixed(0)} %`;

/** The table of a verification, one line per lead day. */
export function verificationTable(v: OutlookVerification): string {
  const rows = [
    [
      "lead",
      "days",
      "p_good BS",
      "skill",
      "p_drive BS",
      "skill",
      "label RPS",
      "van CRPS",
      "outside p10-p90",
      "verdict",
    ],
    ...v.leads.map((l) => [
      String(l.lead),
      String(l.count),
      number(l.pGood.brier),
      number(l.pGood.skill, 2),
      number(l.pDrive.brier),
      number(l.pDrive.skill, 2),
      number(l.rps),
      number(l.crps, 1),
      `${percent(l.rank.outside.observed)} (${percent(l.rank.outside.expected)})`,
      l.rank.verdict,
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] as string).length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] as number))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The table of a fitted calibration's held-out Brier scores. */
function heldOutTable(f: FittedCalibration): string {
  const lines = f.leads.map(
    (l) =>
      `  lead ${l.lead}: ${l.count} days, p_good ${number(l.pGood.raw)} -> ${number(l.pGood.recalibrated)}, ` +
      `p_drive ${number(l.pDrive.raw)} -> ${number(l.pDrive.recalibrated)}`,
  );
  return [
    `fitted on ${f.fittedOn.length} issue dates (${f.fittedOn[0] ?? "-"} to ${f.fittedOn.at(-1) ?? "-"}), ` +
      `checked on ${f.heldOut.length} later ones: Brier score as published -> recalibrated`,
    ...lines,
    ...(f.skipped > 0 ? [`  ${f.skipped} days of outlooks already calibrated left out of the fit`] : []),
  ].join("\n");
}

/** Writes each lead's drawings into `dir`. */
function writeSvgs(dir: string, v: OutlookVerification): void {
  mkdirSync(dir, { recursive: true });
  for (const l of v.leads) {
    writeFileSync(join(dir, `reliability-p_good-${l.lead}.svg`), reliabilitySvg(l.pGood, `p_good, lead day ${l.lead}`));
    writeFileSync(
      join(dir, `reliability-p_drive-${l.lead}.svg`),
      reliabilitySvg(l.pDrive, `p_drive, lead day ${l.lead}`),
    );
    writeFileSync(join(dir, `rank-${l.lead}.svg`), rankHistogramSvg(l.rank, `van score ranks, lead day ${l.lead}`));
  }
}

/** Writes `text` to `path` whole, or leaves it as it was. */
async function writeWhole(path: string, option: string, text: string): Promise<void> {
  const out = AtomicFile.create(path, option);
  try {
    out.stream.write(text);
    await out.commit();
  } finally {
    out.abort();
  }
}

async function verify(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  if (positionals.length > 0)
    throw new UsageError(`unexpected ${positionals[0]}: give inputs with --outlooks and --records`);
  if (!values.outlooks?.length || !values.records?.length)
    throw new UsageError("expects --outlooks and --records: past outlooks and the records of the days they forecast");
  const outlooks = outlooksOf(values.outlooks);
  const observations = observationsOf(recordsOf(values.records));
  const verification = verifyOutlooks(outlooks, observations);
  if (verification.cases === 0) {
    io.stderr.write(`vansky: none of ${outlooks.length} outlooks' days has a record to verify it by\n`);
    return EXIT.empty;
  }
  io.stdout.write(`${verificationTable(verification)}\n`);
  if (values.svg !== undefined) writeSvgs(values.svg, verification);
  if (values.json !== undefined) await writeWhole(values.json, "--json", `${JSON.stringify(verification, null, 2)}\n`);
  if (values.fit !== undefined) {
    const name = values.name ?? values.fit.replace(/^.*[\\/]/, "").replace(/\.json$/, "");
    const fitted = fitCalibration(outlooks, observations, name);
    io.stdout.write(`${heldOutTable(fitted)}\n`);
    await writeWhole(
      values.fit,
      "--fit",
      `${JSON.stringify({ outlook: { calibration: fitted.calibration } }, null, 2)}\n`,
    );
  }
  return EXIT.ok;
}

/** The `vansky verify` command. */
export const verifyCommand: Command = {
  help: HELP,
  run: verify,
};
