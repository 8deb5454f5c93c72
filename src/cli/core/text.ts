/** Text files as the commands read them: UTF-8, a leading byte order mark dropped (Windows editors write one). */
import { readFileSync } from "node:fs";

/** `text` without a leading U+FEFF byte order mark. */
export const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The UTF-8 text of the file at `path`, without a byte order mark. */
export const readText = (path: string): string => stripBom(readFileSync(path, "utf8"));
