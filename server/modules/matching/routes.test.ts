// POST /api/match over real HTTP against a real database: the contract's shape (each coach as
// GET /api/coaches/{id} answers it, with its reasons), the hard constraints read through the
// directory, 'relaxed' when fewer than three coaches meet them, and 400 on bad answers.
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCoach } from "#common/coaches";
import type { MatchAnswers, MatchResponse } from "#common/match-questions";
import { startTestApp } from "../../../tests/support/test-app";
import { insertCoachWithReviews } from "../../../tests/support/factories";

const app = await startTestApp({ RATE_LIMIT_FORMS_PER_ADDRESS: "3/10m", TRUST_PROXY: "true" });
const db = app.database.db;
const ids: Record<string, string> = {};

const ANSWERS: MatchAnswers = {
  topic: "Communication & Boundaries",
  involved: "partner",
  gender: "Female",
  language: "Spanish",
  state: "Texas",
  budget: "150",
  insurance: "Aetna",
  format: "video",
};

let address = 0;
const ask = (body: unknown) => {
  address += 1;
  return app.request("/api/match", { method: "POST", json: body, headers: { "X-Forwarded-For": `10.${address}.0.1` } });
};

beforeAll(async () => {
  const texan = { languages: ["English", "Spanish"], location: "Austin, TX", insuranceAccepted: ["Aetna"], hourlyRate: 120 };
  ids.best = (
    await insertCoachWithReviews(db, [5, 5], {
      ...texan,
      firstName: "Rosa",
      gender: "Female",
      specializations: ["Communication Skills", "Couples Therapy"],
      sessionTypes: ["Couples", "Online Sessions"],
    })
  ).id;
  // A licence staff verified with the Texas board (written by the licences module; set directly here).
  ids.second = (
    await insertCoachWithReviews(
      db,
      [4],
      { ...texan, firstName: "Luis", gender: "Male", specializations: ["Communication Skills"] },
      { licenseVerified: true, verifiedLicenseState: "Texas", verifiedLicenseExpiresOn: "2099-12-31" },
    )
  ).id;
  ids.third = (
    await insertCoachWithReviews(db, [], { ...texan, firstName: "Ines", gender: "Female", specializations: ["Dating Confidence"] })
  ).id;
  ids.fourth = (
    await insertCoachWithReviews(db, [3], { ...texan, firstName: "Tom", gender: "Male", specializations: ["Dating Confidence"] })
  ).id;
  // Each breaks exactly one hard constraint.
  ids.tooDear = (
    await insertCoachWithReviews(db, [5], {
      ...texan,
      firstName: "Dear",
      hourlyRate: 180,
      gender: "Female",
      specializations: ["Couples Therapy"],
    })
  ).id;
  ids.noPrice = (await insertCoachWithReviews(db, [5], { ...texan, firstName: "Nop", hourlyRate: 0 })).id;
  ids.elsewhere = (await insertCoachWithReviews(db, [5], { ...texan, firstName: "Far", location: "Miami, FL" })).id;
  ids.noInsurance = (await insertCoachWithReviews(db, [5], { ...texan, firstName: "Cash", insuranceAccepted: [] })).id;
  ids.englishOnly = (await insertCoachWithReviews(db, [5], { ...texan, firstName: "Eng", languages: ["English"] })).id;
  ids.inactive = (await insertCoachWithReviews(db, [5], { ...texan, firstName: "Gone" }, { isActive: false })).id;
  // Only in Ohio, for the relaxed answer: one within budget, three more above it.
  const ohio = { languages: ["English"], location: "Columbus, OH", insuranceAccepted: [] as string[] };
  ids.ohioCheap = (await insertCoachWithReviews(db, [4], { ...ohio, firstName: "Oh1", hourlyRate: 90 })).id;
  for (const name of ["Oh2", "Oh3", "Oh4"]) await insertCoachWithReviews(db, [4], { ...ohio, firstName: name, hourlyRate: 190 });
});

describe("POST /api/match", () => {
  it("answers three coaches who meet every hard constraint, best fit first, each as the public API shows it, with its reasons", async () => {
    const res = await ask({ answers: ANSWERS, timeZone: "America/Chicago" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as MatchResponse;
    expect(Object.keys(body)).toEqual(["coaches"]);
    expect(body.coaches).toHaveLength(3);
    const chosen = body.coaches.map((m) => m.coach.id);
    expect(chosen[0]).toBe(ids.best);
    for (const id of chosen) expect([ids.best, ids.second, ids.third, ids.fourth]).toContain(id);
    const profile = (await (await app.request(`/api/coaches/${ids.best}`)).json()) as PublicCoach;
    expect(body.coaches[0].coach).toEqual(profile);
    const luis = body.coaches.find((m) => m.coach.id === ids.second);
    expect(luis?.reasons).toContain("Licensed in Texas");
    expect(body.coaches[0].reasons).toEqual([
      "Works on Communication & Boundaries",
      "Works with couples",
      "Female coach",
      "Speaks Spanish",
      "Accepts Aetna",
      "$120 a session, within your budget",
      "Based in Texas",
      "Offers online sessions",
      "Rated 5.0 (2 reviews)",
    ]);
  });

  it("says which constraint to relax when fewer than three coaches meet them, and still breaks none", async () => {
    const res = await ask({
      answers: { ...ANSWERS, state: "Ohio", language: "English", insurance: "self-pay", budget: "100", gender: "any" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as MatchResponse;
    expect(body.coaches.map((m) => m.coach.id)).toEqual([ids.ohioCheap]);
    expect(body.relaxed).toEqual({ constraint: "budget", matching: 1, more: 3 });
  });

  it("answers no coaches, and what to relax, when nobody meets the constraints", async () => {
    const body = (await (
      await ask({ answers: { ...ANSWERS, state: "Ohio", language: "English", insurance: "Aetna", budget: "any" } })
    ).json()) as MatchResponse;
    expect(body.coaches).toEqual([]);
    expect(body.relaxed).toEqual({ constraint: "state", matching: 0, more: 8 });
  });

  it("refuses bad answers with 400 and a message naming the answer", async () => {
    const missing = await ask({ answers: { ...ANSWERS, state: undefined } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain("Please choose your state");

    const unknownInsurer = await ask({ answers: { ...ANSWERS, insurance: "Acme Health" } });
    expect(unknownInsurer.status).toBe(400);
    expect(((await unknownInsurer.json()) as { message: string }).message).toContain(
      "Please choose an insurer, or that you'll pay yourself",
    );

    const badZone = await ask({ answers: ANSWERS, timeZone: "Mars/Olympus" });
    expect(badZone.status).toBe(400);
    expect(((await badZone.json()) as { message: string }).message).toContain("timeZone must be an IANA time zone");

    const extra = await ask({ answers: { ...ANSWERS, email: "someone@example.com" } });
    expect(extra.status).toBe(400);

    expect((await ask({})).status).toBe(400);
  });

  it("is limited per address like the other public forms", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await app.request("/api/match", {
        method: "POST",
        json: { answers: ANSWERS },
        headers: { "X-Forwarded-For": "198.51.100.7" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
