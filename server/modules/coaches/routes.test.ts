// GET /api/coaches, /api/coaches/{id} and /api/coaches/{id}/reviews over real HTTP: every query key
// of docs/product/directory.md#search-and-ranking, paging with X-Total-Count, the order, and the error
// answers.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach, PublicReview } from "#common/coaches";
import { coaches } from "../../db/schema";
import { findPublicCoach } from "./repository";
import { toPublicCoach } from "./service";
import { startTestApp } from "../../../tests/support/test-app";
import { insertCoachWithReviews } from "../../../tests/support/factories";

const app = await startTestApp();
const db = app.database.db;
const ids: Record<string, string> = {};

/** The directory the tests search, in the order the coaches are inserted (the newest last): ratings and description. */
const DIRECTORY_COACHES: Record<string, { ratings: number[]; description: Parameters<typeof insertCoachWithReviews>[2] }> = {
  ana: {
    ratings: [5, 5, 4],
    description: {
      firstName: "Ana",
      lastName: "Reyes",
      title: "Ana Reyes, LMFT | Couples Therapist",
      bio: "I help couples rebuild trust after infidelity with warmth and structure.",
      specializations: ["Coping with Infidelity & Rebuilding Trust", "Couples Therapy"],
      experience: 12,
      hourlyRate: 180,
      availability: ["weekdays", "evenings"],
      languages: ["English", "Spanish"],
      location: "Austin, TX",
      certifications: ["LMFT", "Gottman Method"],
      insuranceAccepted: ["Aetna", "Cigna"],
      gender: "Female",
      professionalType: "Licensed Therapist",
      email: "ana@example.com",
    },
  },
  ben: {
    ratings: [4, 4],
    description: {
      firstName: "Ben",
      lastName: "Okafor",
      title: "Dating Confidence Coach",
      bio: "Dating app fatigue is real. Let's make dating intentional again.",
      specializations: ["Dating App Fatigue & Choice Overload", "Dating Confidence"],
      experience: 2,
      hourlyRate: 75,
      availability: ["Weekends", "Mornings"],
      languages: ["English", "French"],
      location: "Brooklyn, NY",
      certifications: ["RCI"],
      gender: "Male",
      professionalType: "Certified Coach",
    },
  },
  cam: {
    ratings: [],
    description: {
      firstName: "Cam",
      lastName: "Lee",
      title: "Intimacy Coach",
      bio: "A nonbinary coach for LGBTQ+ couples exploring desire and communication.",
      specializations: ["LGBTQ+ Affirming", "Low Libido & Desire Differences"],
      experience: 6,
      hourlyRate: 0,
      availability: ["afternoons"],
      languages: ["English", "Mandarin"],
      location: "Hartford, Connecticut",
      certifications: ["AASECT"],
      gender: "Nonbinary",
      professionalType: "Certified Coach",
    },
  },
  dee: {
    ratings: [5],
    description: {
      firstName: "Dee",
      lastName: "Park",
      title: "Family Therapist",
      bio: "Blended families and co-parenting without the tug of war.",
      specializations: ["Blended Families"],
      experience: 25,
      hourlyRate: 250,
      availability: ["weekdays"],
      languages: ["English"],
      location: "Indianapolis, IN",
      certifications: ["LCSW"],
      insuranceAccepted: ["Medicaid"],
      gender: "Female",
      professionalType: "Licensed Therapist",
    },
  },
  hidden: {
    ratings: [5, 5],
    description: {
      firstName: "Hidden",
      lastName: "Inactive",
      specializations: ["Couples Therapy"],
      location: "Austin, TX",
      isActive: false,
    },
  },
};

beforeAll(async () => {
  for (const [key, { ratings, description }] of Object.entries(DIRECTORY_COACHES)) {
    ids[key] = (await insertCoachWithReviews(db, ratings, description)).id;
  }
});

async function list(query: string): Promise<{ status: number; coaches: PublicCoach[]; total: number | null; body: unknown }> {
  const response = await app.request(`/api/coaches${query}`);
  const body = await response.json();
  return {
    status: response.status,
    coaches: Array.isArray(body) ? (body as PublicCoach[]) : [],
    total: response.headers.get("x-total-count") === null ? null : Number(response.headers.get("x-total-count")),
    body,
  };
}

const names = (coaches: PublicCoach[]) => coaches.map((c) => c.firstName);

/** Each filter of the directory as [what it shows, the query, the first names listed in order]. */
const FILTER_CASES: [label: string, query: string, expected: string[]][] = [
  ["search over names", "?search=okafor", ["Ben"]],
  ["search over titles", "?search=FAMILY%20therapist", ["Dee"]],
  ["search over bios, every word", "?search=rebuild%20trust", ["Ana"]],
  ["search over specializations", "?search=libido", ["Cam"]],
  ["search through the taxonomy (a topic)", "?search=Blended%20Families%20%26%20Step-Parenting", ["Dee"]],
  ["search through a trending topic", "?search=Date%20Intentionally", ["Ben"]],
  ["category: a specialization, any case", "?category=couples%20therapy", ["Ana"]],
  ["category: a topic group", "?category=Sexual%20Health%20%26%20Functioning", ["Cam"]],
  ["category: a topic", "?category=LGBTQ%2B%20Affirming", ["Cam"]],
  ["experience: at least N years", "?experience=10", ["Dee", "Ana"]],
  ["minRate and maxRate, inclusive", "?minRate=75&maxRate=180", ["Ana", "Ben"]],
  ["maxRate alone includes 'contact for pricing'", "?maxRate=100", ["Ben", "Cam"]],
  ["the $200+ tier", "?minRate=200&maxRate=999", ["Dee"]],
  ["availability, case-insensitive", "?availability=weekends", ["Ben"]],
  ["language", "?language=spanish", ["Ana"]],
  ["location by abbreviation", "?location=Texas", ["Ana"]],
  ["location by full name", "?location=Connecticut", ["Cam"]],
  ["location does not confuse 'IN' with a word", "?location=Indiana", ["Dee"]],
  ["certification", "?certification=AASECT", ["Cam"]],
  ["insurance", "?insurance=medicaid", ["Dee"]],
  ["gender", "?gender=nonbinary", ["Cam"]],
  ["professionalType", "?professionalType=Certified%20Coach", ["Ben", "Cam"]],
  ["filters combine with AND", "?professionalType=Licensed%20Therapist&insurance=Aetna&language=Spanish", ["Ana"]],
  ["empty and 'all' values are no filter", "?category=&gender=all", ["Dee", "Ana", "Ben", "Cam"]],
  ["nothing matches", "?search=zzzzzz", []],
];

describe("GET /api/coaches", () => {
  it("lists active coaches only, by rating, then review count, then newest, with the total", async () => {
    const result = await list("");
    expect(result.status).toBe(200);
    expect(names(result.coaches)).toEqual(["Dee", "Ana", "Ben", "Cam"]);
    expect(result.total).toBe(4);
  });

  it("answers the public shape: decimals as text for money, no internal fields", async () => {
    const { coaches } = await list("?search=Reyes");
    expect(coaches[0]).toMatchObject({
      id: ids.ana,
      hourlyRate: "180.00",
      rating: 4.67,
      totalReviews: 3,
      isActive: true,
      languages: ["English", "Spanish"],
    });
    expect(coaches[0]).not.toHaveProperty("userId");
    expect(coaches[0]).not.toHaveProperty("searchDocument");
    expect(coaches[0]).not.toHaveProperty("hourlyRateCents");
  });

  it.each(FILTER_CASES)("%s", async (_label, query, expected) => {
    const result = await list(query);
    expect(result.status).toBe(200);
    expect(names(result.coaches)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it("pages with limit and offset; the total stays the total", async () => {
    const first = await list("?limit=2");
    const second = await list("?limit=2&offset=2");
    expect(names(first.coaches)).toEqual(["Dee", "Ana"]);
    expect(names(second.coaches)).toEqual(["Ben", "Cam"]);
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
  });

  it.each([
    ["?experience=abc", "experience"],
    ["?minRate=cheap", "minRate"],
    ["?maxRate=-5", "maxRate"],
    ["?limit=0", "limit"],
    ["?limit=500", "limit"],
    ["?offset=-1", "offset"],
    ["?minRate=200&maxRate=100", "minRate"],
    [`?search=${"x".repeat(101)}`, "search"],
  ])("answers 400 naming the parameter for %s", async (query, parameter) => {
    const result = await list(query);
    expect(result.status).toBe(400);
    const body = result.body as { message: string; errors: Record<string, string> };
    expect(body.message).toContain(parameter);
    expect(Object.keys(body.errors)).toContain(parameter);
  });

  it("matches word beginnings, and nothing for text with nothing searchable", async () => {
    expect(names((await list("?search=reb")).coaches)).toEqual(["Ana"]);
    expect(names((await list("?search=Okaf")).coaches)).toEqual(["Ben"]);
    expect(names((await list("?search=%25")).coaches)).toEqual([]);
    expect(names((await list("?search=_%20%26%20!")).coaches)).toEqual([]);
    expect((await list("?search=it's%20(a):*%20test|")).status).toBe(200);
  });
});

describe("the directory's JSON built by the database", () => {
  /** Each listed coach as the service writes a coach from its row (toPublicCoach and the next free time). */
  async function fromRows(listed: PublicCoach[]) {
    return Promise.all(
      listed.map(async ({ id }) => {
        const row = await findPublicCoach(db, id);
        return JSON.parse(JSON.stringify({ ...toPublicCoach(row!), nextAvailableAt: row!.nextAvailableAt })) as PublicCoach;
      }),
    );
  }

  it("holds the same values for each coach as the service writes from the coach's row", async () => {
    for (const query of [
      { limit: 24, offset: 0 },
      { limit: 2, offset: 1 },
      { search: "trust", limit: 24, offset: 0 },
      { category: "Couples Therapy", limit: 24, offset: 0 },
    ]) {
      const page = JSON.parse((await app.services.coaches.listDirectoryJson(query)).json) as PublicCoach[];
      expect(page.length).toBeGreaterThan(0);
      expect(page).toEqual(await fromRows(page));
      // The pages read the same answer.
      expect((await app.services.coaches.listDirectory(query)).items).toEqual(page);
    }
  });

  it("follows every change of a coach's row (each coach's JSON is stored with the row)", async () => {
    await db
      .update(coaches)
      .set({ bio: 'Rewritten: "quotes", a back\\slash and a line\nbreak.', rating: 3.5, languages: ["French"], updatedAt: new Date() })
      .where(eq(coaches.id, ids.ana));
    const query = { limit: 24, offset: 0 };
    const page = JSON.parse((await app.services.coaches.listDirectoryJson(query)).json) as PublicCoach[];
    expect(page).toEqual(await fromRows(page));
    expect(page.find((coach) => coach.id === ids.ana)).toMatchObject({ rating: 3.5, languages: ["French"] });
  });
});

describe("GET /api/coaches/{id}", () => {
  it("answers an active coach", async () => {
    const response = await app.request(`/api/coaches/${ids.ben}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ids.ben, firstName: "Ben", hourlyRate: "75.00" });
  });

  it.each([
    ["an inactive coach", () => ids.hidden],
    ["an unknown id", () => "00000000-0000-4000-8000-000000000000"],
    ["a malformed id", () => "not-a-uuid"],
  ])("answers 404 for %s", async (_label, id) => {
    const response = await app.request(`/api/coaches/${id()}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Coach not found" });
  });
});

describe("GET /api/coaches/{id}/reviews", () => {
  it("lists the coach's reviews, newest first, with id, rating, comment, date and whether the session was verified", async () => {
    const response = await app.request(`/api/coaches/${ids.ana}/reviews`);
    expect(response.status).toBe(200);
    const reviews = (await response.json()) as PublicReview[];
    expect(reviews).toHaveLength(3);
    expect(Object.keys(reviews[0]).sort()).toEqual(["comment", "createdAt", "id", "rating", "verifiedSession"]);
    // Entered the way staff enter reviews: counted, not labelled.
    expect(reviews.map((review) => review.verifiedSession)).toEqual([false, false, false]);
    expect(response.headers.get("x-total-count")).toBe("3");
  });

  it("answers an empty list for a coach without reviews, and 404 for an inactive coach", async () => {
    expect(await (await app.request(`/api/coaches/${ids.cam}/reviews`)).json()).toEqual([]);
    expect((await app.request(`/api/coaches/${ids.hidden}/reviews`)).status).toBe(404);
  });
});
