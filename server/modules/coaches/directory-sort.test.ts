// GET /api/coaches?sort=: recommended (the default, ranked by a search or category), rating,
// price_asc, price_desc and next_available (coaches without a next free time last); each order
// stable across pages, with the same total; a bad value answers 400 naming `sort`.
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { availabilitySchema } from "#common/scheduling/availability";
import { insertCoachWithReviews } from "../../../tests/support/factories";
import { startTestApp } from "../../../tests/support/test-app";

const app = await startTestApp();

/** Rating, price and weekly hours (in UTC) of each coach; names sort the expectations. */
const COACHES: { name: string; ratings: number[]; rate: number; hours?: string; specializations?: string[]; bio?: string }[] = [
  { name: "Ada", ratings: [5, 5], rate: 150, hours: "10:00" },
  { name: "Bo", ratings: [4], rate: 60, hours: "06:00" },
  { name: "Cy", ratings: [5], rate: 0 },
  // The search "trust" names Di's specialization exactly, and finds Flo through the bio.
  { name: "Di", ratings: [3, 4], rate: 210, specializations: ["Coping with Infidelity & Rebuilding Trust"] },
  { name: "Ed", ratings: [], rate: 60, hours: "06:00" },
  { name: "Flo", ratings: [4, 5], rate: 95, bio: "Trust is built in small moments — día a día 💬." },
];

beforeAll(async () => {
  for (const coach of COACHES) {
    const { id } = await insertCoachWithReviews(app.database.db, coach.ratings, {
      firstName: coach.name,
      hourlyRate: coach.rate,
      specializations: coach.specializations ?? ["Dating Confidence"],
      bio: coach.bio ?? "Practical and warm.",
    });
    if (!coach.hours) continue;
    const hours = [{ start: coach.hours, end: `${String(Number(coach.hours.slice(0, 2)) + 2).padStart(2, "0")}:00` }];
    const weekly = { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours };
    await app.services.availability.put(id, availabilitySchema.parse({ timeZone: "UTC", weekly }), null);
  }
});

async function names(query: string): Promise<{ names: string[]; total: number; coaches: PublicCoach[] }> {
  const response = await app.request(`/api/coaches${query}`);
  expect(response.status).toBe(200);
  const coaches = (await response.json()) as PublicCoach[];
  return { names: coaches.map((coach) => coach.firstName), total: Number(response.headers.get("x-total-count")), coaches };
}

describe("GET /api/coaches?sort=", () => {
  it.each([
    ["(none)", "", ["Ada", "Cy", "Flo", "Bo", "Di", "Ed"]],
    ["recommended", "?sort=recommended", ["Ada", "Cy", "Flo", "Bo", "Di", "Ed"]],
    ["rating", "?sort=rating", ["Ada", "Cy", "Flo", "Bo", "Di", "Ed"]],
    ["price_asc: the lowest price first, 'Contact me' last", "?sort=price_asc", ["Bo", "Ed", "Flo", "Ada", "Di", "Cy"]],
    ["price_desc: the highest price first, 'Contact me' last", "?sort=price_desc", ["Di", "Ada", "Flo", "Bo", "Ed", "Cy"]],
  ])("orders by %s", async (_label, query, expected) => {
    const result = await names(query);
    expect(result.names).toEqual(expected);
    expect(result.total).toBe(COACHES.length);
  });

  it("next_available: the soonest next free time first, then coaches without one by rating", async () => {
    const result = await names("?sort=next_available");
    const withTime = result.coaches.filter((coach) => coach.nextAvailableAt);
    expect(withTime.map((coach) => coach.firstName).sort()).toEqual(["Ada", "Bo", "Ed"]);
    const instants = withTime.map((coach) => Date.parse(coach.nextAvailableAt!));
    expect([...instants].sort((a, b) => a - b)).toEqual(instants);
    // Equal times keep one order (the coach id): Bo and Ed share theirs.
    expect(result.names.slice(3)).toEqual(["Cy", "Flo", "Di"]);
    expect(result.total).toBe(COACHES.length);
  });

  it.each(["next_available", "price_asc", "price_desc", "rating"])("pages through %s in the same order as one page", async (sort) => {
    const whole = (await names(`?sort=${sort}`)).names;
    const paged: string[] = [];
    for (let offset = 0; offset < COACHES.length; offset += 2) {
      const page = await names(`?sort=${sort}&limit=2&offset=${offset}`);
      expect(page.total).toBe(COACHES.length);
      paged.push(...page.names);
    }
    expect(paged).toEqual(whole);
  });

  it("keeps the filters: only the matches, in the chosen order", async () => {
    expect((await names("?sort=price_desc&maxRate=100")).names).toEqual(["Flo", "Bo", "Ed", "Cy"]);
    expect((await names("?sort=next_available&minRate=100")).names).toEqual(["Ada", "Di"]);
  });

  it("ranks a search's exact matches first only in the recommended order", async () => {
    expect((await names("?search=trust")).names).toEqual(["Di", "Flo"]);
    expect((await names("?search=trust&sort=rating")).names).toEqual(["Flo", "Di"]);
    expect((await names("?search=trust&sort=price_asc")).names).toEqual(["Flo", "Di"]);
  });

  it.each(["cheapest", "PRICE_ASC", "price_asc,rating"])("answers 400 naming sort for sort=%s", async (value) => {
    const response = await app.request(`/api/coaches?sort=${encodeURIComponent(value)}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toContain("sort must be one of recommended, rating, price_asc, price_desc, next_available");
    expect(Object.keys(body.errors)).toEqual(["sort"]);
  });

  it("keeps every character of the coach's stored JSON around the next free time it adds", async () => {
    for (const sort of ["recommended", "next_available"]) {
      const flo = (await names(`?sort=${sort}`)).coaches.find((coach) => coach.firstName === "Flo")!;
      expect(flo).toMatchObject({ bio: "Trust is built in small moments — día a día 💬.", nextAvailableAt: null });
      const ada = (await names(`?sort=${sort}`)).coaches.find((coach) => coach.firstName === "Ada")!;
      expect(ada.nextAvailableAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+00:00$/);
    }
  });

  it("takes an empty sort as the default", async () => {
    expect((await names("?sort=")).names).toEqual((await names("")).names);
  });
});
