import { describe, expect, it } from "vitest";
import { COUNTRIES, callWeight, openMeteoRequests, REQUEST_VARIABLES } from "../../src/index.js";
import { expectInputError } from "../adapters/helpers.js";

describe("callWeight", () => {
  it("matches Open-Meteo's documented examples", () => {
    // Pricing FAQ: "2 weeks of data with 15 weather variables will be calculated as 1.5 API calls, while 4 weeks of
    // data equals 3.0"; up to 10 variables and 14 days are one call; the weight multiplies by locations.
    expect(callWeight(15, 14)).toBe(1.5);
    expect(callWeight(15, 28)).toBe(3);
    expect(callWeight(10, 14)).toBe(1);
    expect(callWeight(3, 7)).toBe(1);
    expect(callWeight(10, 16)).toBeCloseTo(16 / 14, 12);
    expect(callWeight(15, 14, 3)).toBe(4.5);
    expect(callWeight(59, 7, 100)).toBe(590);
  });
});

describe("openMeteoRequests", () => {
  it("asks Open-Meteo for every country in batches, timezone=auto and 8 days for 7 published, within the free tier's minute", () => {
    const plan = openMeteoRequests(COUNTRIES.map((c) => c.code));
    const forecast = plan.requests.filter((r) => r.api === "forecast");
    const marine = plan.requests.filter((r) => r.api === "marine");
    expect(forecast.flatMap((r) => r.locations.map((l) => l.id))).toEqual(COUNTRIES.map((c) => c.code));
    expect(marine.flatMap((r) => r.locations.map((l) => l.id))).toEqual(
      COUNTRIES.filter((c) => c.is_coastal).map((c) => c.code),
    );
    for (const r of plan.requests) {
      const params = new URLSearchParams(r.body ?? new URL(r.url).search);
      expect(params.get("timezone")).toBe("auto");
      // one day more than the 7 published: the seventh day's night ends on the eighth morning
      expect(params.get("forecast_days")).toBe("8");
      expect(params.get("latitude")?.split(",").map(Number)).toEqual(r.locations.map((l) => l.latitude));
      expect(r.weight).toBeLessThanOrEqual(600);
      expect(r.locations.length).toBeLessThanOrEqual(100);
    }
    // lean (the default): 16 hourly forecast variables are 1.6 calls a location, 7 marine ones 1 call
    expect(plan.plan).toBe("lean");
    expect(forecast[0]?.variables).toBe(16);
    expect(marine[0]?.variables).toBe(7);
    const coastal = COUNTRIES.filter((c) => c.is_coastal).length;
    expect(coastal).toBe(205);
    expect(plan.weight).toBeCloseTo(250 * 1.6 + coastal * 1, 6);
    expect(plan.weight).toBeLessThanOrEqual(800);
  });

  it("asks only hourly series in the lean plan, and current, hourly and daily in the full plan", () => {
    const sections = (r: { url: string; body: string | null }) =>
      [...new URLSearchParams(r.body ?? new URL(r.url).search).keys()].filter((k) =>
        ["current", "hourly", "daily"].includes(k),
      );
    const lean = openMeteoRequests(["PT"]);
    expect(lean.requests.map(sections)).toEqual([["hourly"], ["hourly"]]);
    const full = openMeteoRequests(
      COUNTRIES.map((c) => c.code),
      { plan: "full" },
    );
    expect(full.plan).toBe("full");
    expect(full.requests.map(sections).slice(0, 1)).toEqual([["current", "hourly", "daily"]]);
    expect(full.requests.at(-1)?.api).toBe("marine");
    expect(sections(full.requests.at(-1) as (typeof full.requests)[number])).toEqual(["hourly", "daily"]);
    // 59 forecast variables (17 current, 17 hourly, 25 daily) are 5.9 calls a location, 13 marine ones 1.3.
    expect(full.requests[0]?.variables).toBe(59);
    expect(full.requests.at(-1)?.variables).toBe(13);
    expect(full.weight).toBeCloseTo(250 * 5.9 + 205 * 1.3, 6);
  });

  it("uses POST with a form body above the URL limit, and the customer servers with an API key", () => {
    const plan = openMeteoRequests(["PT", "ES", "FR"], { maxUrlLength: 200, apikey: "k y" });
    for (const r of plan.requests) {
      expect(r.method).toBe("POST");
      expect(r.url).toMatch(/^https:\/\/customer-(marine-)?api\.open-meteo\.com\/v1\/(forecast|marine)$/);
      expect(new URLSearchParams(r.body ?? "").get("apikey")).toBe("k y");
    }
    const short = openMeteoRequests(["PT"], { forecastUrl: "http://127.0.0.1:1/v1/forecast", forecastDays: 3 });
    expect(short.requests[0]?.method).toBe("GET");
    expect(short.requests[0]?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:1\/v1\/forecast\?latitude=38\.7167&longitude=-9\.1333&/,
    );
    expect(short.requests[0]?.url).toContain("forecast_days=4");
  });

  it("takes points and cuts batches to the locations and weight limits", () => {
    const points = Array.from({ length: 7 }, (_, i) => ({
      id: `P${i}`,
      latitude: i,
      longitude: i,
      marineLatitude: i,
      marineLongitude: i + 0.5,
    }));
    const plan = openMeteoRequests(points, { maxLocations: 3, maxWeight: 12, plan: "full" });
    // 5.9 calls a forecast location: 2 fit 12 calls; 1.3 a marine one: 3 (the locations limit) fit.
    expect(plan.requests.filter((r) => r.api === "forecast").map((r) => r.locations.length)).toEqual([2, 2, 2, 1]);
    expect(plan.requests.filter((r) => r.api === "marine").map((r) => r.locations.length)).toEqual([3, 3, 1]);
    expect(plan.requests.filter((r) => r.api === "marine")[0]?.locations[0]).toEqual({
      id: "P0",
      latitude: 0,
      longitude: 0.5,
    });
  });

  it("rejects unknown codes, duplicates, bad points and bad options with a BAD_OPTION", () => {
    expectInputError(() => openMeteoRequests(["ZZ"]), "BAD_OPTION", "locations[0]");
    expectInputError(() => openMeteoRequests(["PT", "pt"]), "BAD_OPTION", "locations[1]");
    expectInputError(
      () => openMeteoRequests([{ id: "x", latitude: 91, longitude: 0 }]),
      "BAD_OPTION",
      "locations[0].latitude",
    );
    expectInputError(() => openMeteoRequests(["PT"], { forecastDays: 17 }), "BAD_OPTION", "forecastDays");
    expectInputError(() => openMeteoRequests(["PT"], { plan: "lite" as never }), "BAD_OPTION", "plan");
    expectInputError(() => openMeteoRequests(["PT"], { maxLocations: 1001 }), "BAD_OPTION", "maxLocations");
  });
});

describe("openMeteoRequests' points", () => {
  it("wants an object with a non-empty string id at each place that is not a code", () => {
    for (const bad of [null, 7, { latitude: 0, longitude: 0 }, { id: "", latitude: 0, longitude: 0 }])
      expectInputError(() => openMeteoRequests(["PT", bad as never]), "BAD_OPTION", "locations[1]");
  });

  it("wants a sea point in range whenever either of its coordinates is given", () => {
    const point = { id: "x", latitude: 38, longitude: -9 };
    expect(openMeteoRequests([{ ...point, marineLatitude: 38, marineLongitude: -9.5 }]).requests).toHaveLength(2);
    for (const sea of [
      { marineLatitude: 91, marineLongitude: 0 },
      { marineLatitude: 38, marineLongitude: 181 },
      { marineLatitude: 38 },
      { marineLongitude: -9.5 },
    ])
      expectInputError(
        () => openMeteoRequests([{ ...point, ...sea } as never]),
        "BAD_OPTION",
        "locations[0].marineLatitude",
      );
  });
});

describe("openMeteoRequests' options", () => {
  it("takes forecastDays (days published) from 1 to 16, asking one day more up to 16, and maxLocations up to 1 000, not 0", () => {
    expect(openMeteoRequests(["PT"], { forecastDays: 1 }).forecastDays).toBe(2);
    expect(openMeteoRequests(["PT"], { forecastDays: 15 }).forecastDays).toBe(16);
    expect(openMeteoRequests(["PT"], { forecastDays: 16 }).forecastDays).toBe(16);
    expect(openMeteoRequests(["PT"], { maxLocations: 1000 }).requests).toHaveLength(2);
    expectInputError(() => openMeteoRequests(["PT"], { forecastDays: 0 }), "BAD_OPTION", "forecastDays");
  });

  it("wants whole numbers, and says which", () => {
    expect(() => openMeteoRequests(["PT"], { forecastDays: 2.5 })).toThrow(
      "forecastDays: expected a whole number from 1 to 16, got 2.5 [BAD_OPTION]",
    );
  });

  it("names the plans it knows and the duplicate id", () => {
    expect(() => openMeteoRequests(["PT"], { plan: "lite" as never })).toThrow(
      "plan: expected lean or full, got lite [BAD_OPTION]",
    );
    expect(() => openMeteoRequests(["PT", "PT"])).toThrow("locations[1]: duplicate id PT [BAD_OPTION]");
  });
});

describe("openMeteoRequests' URLs", () => {
  const inland = [
    { id: "a", latitude: 1, longitude: 2 },
    { id: "b", latitude: 3, longitude: 4 },
  ];

  it("asks the free servers without an API key, and no apikey parameter", () => {
    const coast = openMeteoRequests(["PT"]);
    expect(coast.requests.map((r) => r.url.split("?")[0])).toEqual([
      "https://api.open-meteo.com/v1/forecast",
      "https://marine-api.open-meteo.com/v1/marine",
    ]);
    for (const r of coast.requests) expect(new URL(r.url).searchParams.has("apikey")).toBe(false);
  });

  it("asks format=flatbuffers of both APIs when told (GET and POST alike), nothing of JSON, and refuses another format", () => {
    const json = openMeteoRequests(["PT"]);
    for (const r of json.requests) expect(new URL(r.url).searchParams.has("format")).toBe(false);
    const fb = openMeteoRequests(["PT"], { format: "flatbuffers" });
    expect(fb.requests.map((r) => new URL(r.url).searchParams.get("format"))).toEqual(["flatbuffers", "flatbuffers"]);
    // the same requests otherwise: same locations, variables and cost
    expect(fb.requests.map((r) => r.url.replace("&format=flatbuffers", ""))).toEqual(json.requests.map((r) => r.url));
    expect(fb.weight).toBe(json.weight);
    const post = openMeteoRequests(["PT", "ES"], { format: "flatbuffers", maxUrlLength: 100 });
    for (const r of post.requests) expect(new URLSearchParams(r.body ?? "").get("format")).toBe("flatbuffers");
    expectInputError(() => openMeteoRequests(["PT"], { format: "csv" as never }), "BAD_OPTION", "format");
  });

  it("lists the locations' coordinates and the variables comma-separated", () => {
    const [request] = openMeteoRequests(inland).requests;
    const params = new URL(request?.url ?? "").searchParams;
    expect(params.get("latitude")).toBe("1,3");
    expect(params.get("longitude")).toBe("2,4");
    expect(params.get("hourly")?.split(",")).toEqual(REQUEST_VARIABLES.lean.forecast.hourly);
  });

  it("makes one request for points without a sea point, and none for an empty batch", () => {
    // 2 locations fit one batch of maxLocations 2: no second, empty forecast request, and no marine request at all
    expect(openMeteoRequests(inland).requests.map((r) => r.api)).toEqual(["forecast"]);
    expect(openMeteoRequests(inland, { maxLocations: 2 }).requests.map((r) => r.locations.length)).toEqual([2]);
  });

  it("sends a URL of exactly maxUrlLength characters as GET, one character longer as POST", () => {
    const get = openMeteoRequests(inland).requests[0]?.url ?? "";
    const at = openMeteoRequests(inland, { maxUrlLength: get.length }).requests[0];
    expect([at?.method, at?.url, at?.body]).toEqual(["GET", get, null]);
    const [endpoint, params] = get.split("?");
    const over = openMeteoRequests(inland, { maxUrlLength: get.length - 1 }).requests[0];
    expect([over?.method, over?.url, over?.body]).toEqual(["POST", endpoint, params]);
  });
});
