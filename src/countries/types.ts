/** A region name as the live service publishes it (lower case). */
export type Region = "europe" | "middle_east" | "cis" | "africa" | "asia" | "americas" | "oceania";

/** One country or territory of the table: ISO 3166-1 alpha-2 code, representative point and IANA zone. */
export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case (plus `XK` for Kosovo). */
  readonly code: string;
  /** Common English name. */
  readonly name: string;
  readonly region: Region;
  /** `false` for landlocked countries. */
  readonly is_coastal: boolean;
  /** Latitude of the representative point (the capital, else the centroid), degrees north. */
  readonly latitude: number;
  /** Longitude of the representative point, degrees east. */
  readonly longitude: number;
  /** IANA time zone of the representative point. */
  readonly timezone: string;
}
