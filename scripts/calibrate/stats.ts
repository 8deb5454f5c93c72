/** The statistics of the calibration report: rank correlation, mean absolute and mean signed error. */

/** Ranks 1..n of `xs`, ties given their mean rank. */
export function ranks(xs: readonly number[]): number[] {
  const order = xs.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (
      j + 1 < order.length &&
      (order[j + 1] as readonly [number, number])[0] === (order[i] as readonly [number, number])[0]
    )
      j++;
    for (let k = i; k <= j; k++) out[(order[k] as readonly [number, number])[1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Pearson correlation of two equally long lists (NaN when either is constant). */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation (Pearson's on ranks, ties averaged). */
export const spearman = (xs: readonly number[], ys: readonly number[]): number => pearson(ranks(xs), ranks(ys));

export const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Mean of `ours − theirs`, and of its absolute value. */
export const meanSignedError = (ours: readonly number[], theirs: readonly number[]): number =>
  mean(ours.map((x, i) => x - (theirs[i] as number)));
export const meanAbsoluteError = (ours: readonly number[], theirs: readonly number[]): number =>
  mean(ours.map((x, i) => Math.abs(x - (theirs[i] as number))));

/** The `q` quantile (0-1) of `xs`, linear between order statistics. */
export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const pos = q * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (s[lo] as number) + ((s[hi] as number) - (s[lo] as number)) * (pos - lo);
}
