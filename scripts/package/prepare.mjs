/**
 * `prepare`, run by `npm install` in the repository: builds dist/ when it is missing. npm runs only `prepare` (not
 * `prepack`) when it installs a git dependency (`npm install github:vansky/vansky`), in a fresh clone with the
 * devDependencies installed; a checkout that has dist/ already is left as it is (`npm test` builds anew).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
if (!existsSync(`${root}dist/index.js`)) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
