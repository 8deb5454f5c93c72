/**
 * What a request path names: the list and the records of each collection the API serves (the records of contract
 * §4.7, and the outlooks beside them), the OpenAPI document (§4.8), a page of the server's own, or nothing. Paths are
 * read alike in every runtime (src/serve/path.ts) and each spelling is resolved once. Another endpoint family is one
 * more entry of `COLLECTIONS`, with its bodies in the snapshot.
 */
import { decodeSegment, decodeUnreserved, normalizePath } from "./path.js";
import { type Bodies, keyOf, type Snapshot } from "./snapshot.js";

/** A collection of records: its list at `path` and each record at `path/{code}`. */
export interface Collection {
  /** The list's path below the base path. */
  readonly path: string;
  /** Its bodies in `snapshot`; undefined when the snapshot has none (no outlooks). */
  bodies(snapshot: Snapshot): Bodies | undefined;
  /** What one record is called in a 404's message: `No weather data for ZZ`. */
  readonly noun: string;
  /** The 404's message when the snapshot has none of it. */
  readonly absent: string;
}

/** The OpenAPI document's path below the base path (contract §4.8). */
const OPENAPI_PATH = "/docs.openapi";

/** The collections the API serves. */
const COLLECTIONS: readonly Collection[] = [
  { path: "/api/weatherscore/weather", bodies: (s) => s, noun: "weather data", absent: "No weather data" },
  {
    path: "/api/weatherscore/outlook",
    bodies: (s) => s.outlook,
    noun: "outlook",
    absent: "No outlooks here: this server has no ensemble forecasts",
  },
];

/** What a request path names. */
export type Route =
  | { readonly kind: "list"; readonly collection: Collection }
  /** `id`: the path's last segment decoded; `key`: its `keyOf`, undefined when it is not valid percent-encoding. */
  | { readonly kind: "item"; readonly collection: Collection; readonly id: string; readonly key: string | undefined }
  | { readonly kind: "document" }
  | { readonly kind: "page"; readonly page: string }
  | { readonly kind: "unknown"; readonly path: string };

/** Request paths remembered with their route (a bound on what odd spellings can fill). */
const MAX_ROUTES = 4096;

/** The routes below one base path. */
export class Routes {
  readonly #base: string;
  readonly #document: boolean;
  /** Each page's full path and its path below the base. */
  readonly #pages = new Map<string, string>();
  readonly #known = new Map<string, Route>();

  /** Routes below `basePath` ("" or `/a/b`), the document's when `document`, and pages at `pages` below it. */
  constructor(basePath: string, document: boolean, pages: readonly string[]) {
    this.#base = basePath;
    this.#document = document;
    for (const page of pages) {
      this.#pages.set(basePath + page, page);
      if (page === "/") this.#pages.set(basePath || "/", page);
    }
  }

  /** What `path` (as sent) names, remembered for the next request of the same spelling. */
  of(path: string): Route {
    const known = this.#known.get(path);
    if (known) return known;
    const route = this.#resolve(decodeUnreserved(normalizePath(path)));
    if (this.#known.size < MAX_ROUTES) this.#known.set(path, route);
    return route;
  }

  #resolve(path: string): Route {
    const page = this.#pages.get(path);
    if (page !== undefined) return { kind: "page", page };
    if (this.#document && path === this.#base + OPENAPI_PATH) return { kind: "document" };
    for (const collection of COLLECTIONS) {
      const list = this.#base + collection.path;
      if (path === list) return { kind: "list", collection };
      if (!path.startsWith(`${list}/`)) continue;
      const id = path.slice(list.length + 1);
      if (id.includes("/")) continue;
      const decoded = decodeSegment(id);
      return { kind: "item", collection, id: decoded ?? id, key: decoded === undefined ? undefined : keyOf(decoded) };
    }
    return { kind: "unknown", path };
  }
}
