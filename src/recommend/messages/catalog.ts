import type { RecommendationName } from "../keys.js";

/**
 * One locale's messages, an ICU MessageFormat pattern per recommendation name, in the subset that vansky's renderer
 * and every ICU library read alike: `{name, number}` (the locale's decimal separator), `{name, number,
 * ::integer-width/*00}` (two digits at least: minutes) and `{name, plural, =24 {…} one {…} other {…}}` with `#` for
 * the number; no ASCII apostrophe (ICU's quote), no-break spaces before units and French punctuation.
 */
export type Catalog = Readonly<Record<RecommendationName, string>>;
