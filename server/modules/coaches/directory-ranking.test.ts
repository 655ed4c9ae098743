// GET /api/coaches with a search or a category: coaches whose specializations are what the text
// names come before coaches reached through a related specialization (docs/decisions/005,
// "Ranking"); within each rank, and without a search or category, the usual order.
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import { startTestApp } from "../../../tests/support/test-app";
import { insertCoachWithReviews } from "../../../tests/support/factories";
import { createCoachesService } from "./service";

const app = await startTestApp();
const db = app.database.db;

beforeAll(async () => {
  // Exact for "Technology & Modern Dating" (a topic of that group), rated lower than the related ones.
  await insertCoachWithReviews(db, [4], {
    firstName: "Tess",
    title: "Digital Life Coach",
    bio: "Phones, feeds and the two of you.",
    specializations: ["Social Media Boundaries in Relationships"],
  });
  await insertCoachWithReviews(db, [], {
    firstName: "Nia",
    title: "Coach",
    bio: "Companionship in a digital age.",
    specializations: ["AI & Virtual Companionship"],
  });
  // Related only: 'Communication Skills' serves 'Social Media Boundaries in Relationships'.
  await insertCoachWithReviews(db, [5, 5, 5], {
    firstName: "Rex",
    title: "Couples Therapist",
    bio: "Couples who want to talk again.",
    specializations: ["Couples Therapy", "Communication Skills"],
  });
  // Related only: 'Dating Confidence' serves 'Dating App Fatigue & Choice Overload'.
  await insertCoachWithReviews(db, [5, 5], {
    firstName: "Uma",
    title: "Coach",
    bio: "Walk into the first date calm.",
    specializations: ["Dating Confidence"],
  });
  // Neither, but 'trust' is in the bio; and the exact topic for 'trust', rated lower.
  await insertCoachWithReviews(db, [5], {
    firstName: "Bea",
    title: "Coach",
    bio: "Trust is built in small moments.",
    specializations: ["Family Therapy"],
  });
  await insertCoachWithReviews(db, [3], {
    firstName: "Ivo",
    title: "Coach",
    bio: "After an affair.",
    specializations: ["Coping with Infidelity & Rebuilding Trust"],
  });
});

async function names(query: string): Promise<{ names: string[]; total: number }> {
  const response = await app.request(`/api/coaches${query}`);
  expect(response.status).toBe(200);
  const coaches = (await response.json()) as PublicCoach[];
  return { names: coaches.map((c) => c.firstName), total: Number(response.headers.get("x-total-count")) };
}

describe("GET /api/coaches ranks exact matches first", () => {
  it("keeps the usual order without a search or category", async () => {
    expect((await names("")).names).toEqual(["Rex", "Uma", "Bea", "Tess", "Ivo", "Nia"]);
  });

  it.each([
    ["a search naming a topic group", "?search=Technology%20%26%20Modern%20Dating", ["Tess", "Nia", "Rex", "Uma"]],
    ["a category naming a topic group", "?category=Technology%20%26%20Modern%20Dating", ["Tess", "Nia", "Rex", "Uma"]],
    ["a category naming a topic", "?category=Social%20Media%20Boundaries%20in%20Relationships", ["Tess", "Rex"]],
    // 'Couples Therapy' serves 'Coping with Infidelity & Rebuilding Trust'; Bea has 'trust' in her bio.
    ["a search naming part of a topic", "?search=trust", ["Ivo", "Rex", "Bea"]],
    ["a search and a category together", "?search=trust&category=Relationship%20Transitions", ["Ivo", "Rex"]],
  ])("%s", async (_label, query, expected) => {
    const result = await names(query);
    expect(result.names).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it("puts an exact topic match ahead of a higher-rated coach matched only through a related specialization", async () => {
    const { names: ranked } = await names("?search=Technology%20%26%20Modern%20Dating");
    expect(ranked.indexOf("Tess")).toBeLessThan(ranked.indexOf("Rex"));
    const { names: byCategory } = await names("?category=Technology%20%26%20Modern%20Dating");
    expect(byCategory.indexOf("Nia")).toBeLessThan(byCategory.indexOf("Uma"));
  });

  it("pages through the ranked order: every page continues the one before, across the ranks", async () => {
    const whole = (await names("?search=Technology%20%26%20Modern%20Dating")).names;
    const paged: string[] = [];
    for (let offset = 0; offset < whole.length + 1; offset += 1) {
      const page = await names(`?search=Technology%20%26%20Modern%20Dating&limit=1&offset=${offset}`);
      expect(page.total).toBe(whole.length);
      paged.push(...page.names);
    }
    expect(paged).toEqual(whole);
    expect((await names("?category=Technology%20%26%20Modern%20Dating&limit=3&offset=1")).names).toEqual(["Nia", "Rex", "Uma"]);
  });

  it("finds a page wholly past the first rank before any total is known", async () => {
    const fresh = createCoachesService(db);
    const page = await fresh.listDirectory({ search: "Technology & Modern Dating", limit: 1, offset: 3 });
    expect(page.items.map((c) => c.firstName)).toEqual(["Uma"]);
    expect(page.total).toBe(4);
  });
});
