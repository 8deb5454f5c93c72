/**
 * Progress on stderr: a live bar with count, rate and ETA when stderr is a terminal, a plain line every few seconds
 * otherwise, nothing when quiet. The CLI is the only part of vansky that reads the clock.
 */
import type { WriteStream } from "node:tty";
import { grouped } from "./text.js";

const TTY_REDRAW_MS = 100;
const PLAIN_EVERY_MS = 5000;
const BAR_WIDTH = 24;

/** Counts a run's done and failed inputs (or requests) and reports them on a stream (see the module comment). */
export class Progress {
  private readonly started = performance.now();
  /** When the last line was written: the start, so that the first comes a period after it. */
  private last = this.started;
  private ok = 0;
  private failed = 0;

  constructor(
    private readonly stream: NodeJS.WritableStream & Partial<Pick<WriteStream, "isTTY">>,
    private readonly total: number | undefined,
    private readonly quiet: boolean,
    /** What is counted, as the line names it: inputs (scored or failed), or requests. */
    private readonly noun = "inputs",
  ) {}

  /** Inputs scored so far. */
  get scored(): number {
    return this.ok;
  }

  /** Inputs failed so far. */
  get failures(): number {
    return this.failed;
  }

  /** Counts finished tasks. */
  tick(ok: number, failed: number): void {
    this.ok += ok;
    this.failed += failed;
    if (this.quiet) return;
    const now = performance.now();
    if (now - this.last < (this.stream.isTTY ? TTY_REDRAW_MS : PLAIN_EVERY_MS)) return;
    this.last = now;
    this.stream.write(this.stream.isTTY ? `\r\x1b[K${this.line(now)}` : `vansky: ${this.line(now)}\n`);
  }

  private line(now: number): string {
    const done = this.ok + this.failed;
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const failed = this.failed > 0 ? `, ${grouped(this.failed)} failed` : "";
    if (this.total === undefined) return `${grouped(done)} ${this.noun}${failed}, ${grouped(Math.round(rate))}/s`;
    const fraction = this.total === 0 ? 1 : done / this.total;
    const filled = Math.round(fraction * BAR_WIDTH);
    const eta = rate > 0 ? (this.total - done) / rate : Number.NaN;
    const bar = this.stream.isTTY ? `[${"#".repeat(filled)}${"-".repeat(BAR_WIDTH - filled)}] ` : "";
    return `${bar}${grouped(done)}/${grouped(this.total)} ${this.noun} (${(fraction * 100).toFixed(1)} %)${failed}, ${grouped(Math.round(rate))}/s, ETA ${Number.isFinite(eta) ? `${grouped(Math.round(eta))} s` : "?"}`;
  }

  /** Ends a terminal's bar (the command then prints its own summary). */
  clear(): void {
    if (!this.quiet && this.stream.isTTY) this.stream.write("\r\x1b[K");
  }

  /** Ends the bar and prints the scoring summary line, with the number of `stale` records if any (not when quiet). */
  finish(stale = 0): void {
    if (this.quiet) return;
    const seconds = (performance.now() - this.started) / 1000;
    this.clear();
    const rate = grouped(Math.round(this.ok / Math.max(seconds, 1e-3)));
    const usage = process.resourceUsage(); // the whole process: every thread's CPU time, peak RSS
    const cpuSeconds = ((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1);
    const rssMb = (usage.maxRSS / 1024).toFixed(0);
    this.stream.write(
      `vansky: ${grouped(this.ok)} scored, ${grouped(this.failed)} failed${stale > 0 ? `, ${grouped(stale)} stale` : ""} in ${seconds.toFixed(1)} s (${rate} per second, CPU ${cpuSeconds} s, peak RSS ${rssMb} MB)\n`,
    );
  }
}
