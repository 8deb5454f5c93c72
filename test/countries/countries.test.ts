import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COUNTRIES, getCountry } from "../../src/index.js";
import { zoneOffsetSeconds } from "../../src/time/zone.js";
import { hasShared, SHARED, sharedUrl } from "../shared.js";

const REGIONS = ["europe", "middle_east", "cis", "africa", "asia", "americas", "oceania"];
const REFERENCE = "reference/openvan/vansky-weather-2026-10-10.csv";
const referenceCsv = sharedUrl(REFERENCE);

describe("COUNTRIES", () => {
  it("holds the 249 ISO 3166-1 alpha-2 codes plus XK, each once, sorted", () => {
    expect(COUNTRIES).toHaveLength(250);
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(250);
    expect([...codes].sort()).toEqual(codes);
    expect(codes).toContain("XK");
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("fills every field with a value of the right kind", () => {
    for (const c of COUNTRIES) {
      expect(c.name.length).toBeGreaterThan(1);
      expect(REGIONS).toContain(c.region);
      expect(typeof c.is_coastal).toBe("boolean");
      expect(c.latitude).toBeGreaterThanOrEqual(-90);
      expect(c.latitude).toBeLessThanOrEqual(90);
      expect(c.longitude).toBeGreaterThanOrEqual(-180);
      expect(c.longitude).toBeLessThanOrEqual(180);
    }
  });

  it("gives every country a time zone the runtime's tz data (through @date-fns/tz) accepts", () => {
    for (const c of COUNTRIES)
      expect(Number.isFinite(zoneOffsetSeconds(c.timezone, Date.UTC(2026, 6, 15))), c.code).toBe(true);
  });

  it("marks known landlocked countries as not coastal and known coastal ones as coastal", () => {
    for (const code of [
      "AT",
      "CH",
      "HU",
      "CZ",
      "SK",
      "BO",
      "PY",
      "MN",
      "KZ",
      "NE",
      "ML",
      "TD",
      "ET",
      "UG",
      "ZM",
      "LS",
      "AF",
      "NP",
      "LA",
      "XK",
    ]) {
      expect(getCountry(code)?.is_coastal, code).toBe(false);
    }
    for (const code of ["PT", "NO", "AU", "JP", "CL", "ZA", "HR", "TR"])
      expect(getCountry(code)?.is_coastal, code).toBe(true);
  });

  it("places representative points at the capital (checked against atlas coordinates within 0.2°)", () => {
    const capitals: Record<string, [number, number]> = {
      PT: [38.72, -9.14], // Lisbon
      DE: [52.52, 13.4], // Berlin
      US: [38.9, -77.04], // Washington
      AU: [-35.28, 149.13], // Canberra
      JP: [35.69, 139.69], // Tokyo
      AR: [-34.6, -58.38], // Buenos Aires
    };
    for (const [code, [lat, lon]] of Object.entries(capitals)) {
      const c = getCountry(code);
      expect(Math.abs((c?.latitude ?? 0) - lat), code).toBeLessThan(0.2);
      expect(Math.abs((c?.longitude ?? 0) - lon), code).toBeLessThan(0.2);
    }
  });

  it("chooses the capital's zone in countries with several", () => {
    expect(getCountry("US")?.timezone).toBe("America/New_York");
    expect(getCountry("RU")?.timezone).toBe("Europe/Moscow");
    expect(getCountry("BR")?.timezone).toBe("America/Sao_Paulo");
    expect(getCountry("AU")?.timezone).toBe("Australia/Sydney");
    expect(getCountry("CN")?.timezone).toBe("Asia/Shanghai");
  });

  it.skipIf(!hasShared(REFERENCE))(
    "uses the region the live service publishes for each of its countries",
    SHARED,
    () => {
      const rows = readFileSync(referenceCsv, "utf8").trim().split("\n").slice(1);
      let compared = 0;
      for (const row of rows) {
        const [code, region] = row.split(",");
        const country = getCountry(code ?? "");
        if (!country) continue; // the snapshot has two non-ISO codes, KU and XN
        expect(country.region, code).toBe(region);
        compared++;
      }
      expect(compared).toBe(162);
    },
  );

  it("places countries the service does not list by the same scheme", () => {
    expect(getCountry("SY")?.region).toBe("middle_east");
    expect(getCountry("YE")?.region).toBe("middle_east");
    expect(getCountry("AF")?.region).toBe("asia");
    expect(getCountry("CY")?.region).toBe("europe");
    expect(getCountry("WS")?.region).toBe("oceania");
    expect(getCountry("AQ")?.region).toBe("oceania");
  });
});

describe("getCountry", () => {
  it("matches codes case-insensitively", () => {
    expect(getCountry("pt")).toBe(getCountry("PT"));
    expect(getCountry("Pt")?.name).toBe("Portugal");
  });

  it("returns undefined for an unknown code", () => {
    expect(getCountry("ZZ")).toBeUndefined();
    expect(getCountry("")).toBeUndefined();
    expect(getCountry("PRT")).toBeUndefined();
  });
});
