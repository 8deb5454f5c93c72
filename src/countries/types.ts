/** A region name as the live service publishes it (lower case). */
export type Region = "europe" | "middle_east" | "cis" | "africa" | "asia" | "americas" | "oceania";

/** One country or territory of the table: ISO 3166-1 alpha-2 code, representative point and IANA zone. */
export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case (plus `XK` for Kosovo). */
  readonly code: string;
  /** Common English name. */
  readonly name: string;
  /** The service's region. */
  readonly region: Region;
  /** `false` for landlocked countries. */
  readonly is_coastal: boolean;
  /** Latitude of the representative point (the capital, else the centroid), degrees north. */
  readonly latitude: number;
  /** Longitude of the representative point, degrees east. */
  readonly longitude: number;
  /** IANA time zone of the representative point. */
  readonly timezone: string;
  /**
   * Latitude of the sea point the Marine API is asked for (coastal rows only): open water at least 12 km off any
   * coast, in the country's own waters, nearest to the capital (docs/countries.md), degrees north.
   */
  readonly marine_latitude?: number;
  /** Longitude of the sea point (coastal rows only), degrees east. */
  readonly marine_longitude?: number;
}
