/**
 * The sea-point rule's hand-made exceptions, each documented in docs/countries.md with its reason: anchors, where the
 * point nearest the capital is clearly not the coast a traveller uses, and coasts Natural Earth gives to another
 * feature than the row's.
 */

/** A hand-chosen place the sea point is the nearest one to, instead of the capital. */
export interface SeaAnchor {
  /** Latitude and longitude, degrees. */
  readonly anchor: readonly [number, number];
  readonly why: string;
}

/** The anchors, by country code. */
export const SEA_ANCHORS: Readonly<Record<string, SeaAnchor>> = {
  AQ: {
    anchor: [-64.77, -64.05],
    why: "Natural Earth's Antarctica ends at the grounding line, so the nearest 'water' to the South Pole lies under the Ross Ice Shelf; the Antarctic Peninsula (Palmer Station) is where visitors go and the sea is open in summer",
  },
  US: {
    anchor: [36.85, -75.98],
    why: "Washington's nearest water is the sheltered Chesapeake Bay; the Atlantic off Virginia Beach is the open coast",
  },
  AR: {
    anchor: [-38.0, -57.55],
    why: "Buenos Aires lies on the Río de la Plata estuary, a river mouth nobody bathes in; Mar del Plata is Argentina's Atlantic resort coast",
  },
};

/** Natural Earth features (ISO 3166-1 numeric ids) whose polygons hold a row's coast, by country code. */
export const COAST_FEATURES: Readonly<Record<string, { readonly features: readonly string[]; readonly why: string }>> =
  {
    EH: {
      features: ["504"],
      why: "Natural Earth's Morocco polygon (504) covers Western Sahara's coast, so that coast counts as its own",
    },
  };
