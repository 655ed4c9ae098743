// The payloads written where staff and visitors write text, for the browser test (security-xss.test.ts):
// a published blog post, a coach (names, bio, lists) with staff reviews, a coach application and a
// consultation request, each through the API the product's own pages use, signed in as staff.
import type { APIRequestContext, APIResponse } from "playwright-core";
import {
  all,
  APPLICANT_FIRST,
  APPLICANT_LAST,
  BLOG_CONTENT_ORDER,
  COACH_FIRST,
  COACH_LAST,
  pack,
  POST_DESCRIPTION,
  POST_SLUG,
  POST_TITLE,
  run,
  VISITOR_FIRST,
  VISITOR_LAST,
} from "./xss-payloads";

/** The created record's id; a refusal stops the test's setup with the server's answer. */
async function ok(response: APIResponse, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json() as Promise<{ id: string }>;
}

export async function storeBlogPost(api: APIRequestContext) {
  await ok(
    await api.post("/api/admin/blog-posts", {
      data: {
        title: POST_TITLE,
        slug: POST_SLUG,
        description: POST_DESCRIPTION,
        content: `<p>Start ${run}</p>${BLOG_CONTENT_ORDER.join("\n")}`,
        tags: ["<svg onload=__xss(904)>", "safe"],
        metaDescription: `"><script>__xss(905)</script>`,
        isPublished: true,
      },
    }),
    "blog post",
  );
}

/** Returns the coach's id. */
export async function storeCoach(api: APIRequestContext): Promise<string> {
  const bio = all.slice(0, 4000);
  return (
    await ok(
      await api.post("/api/admin/coaches", {
        data: {
          firstName: COACH_FIRST,
          lastName: COACH_LAST,
          email: `xss-coach-${run}@example.com`,
          title: "",
          bio,
          experience: 5,
          hourlyRate: "100.00",
          specializations: ["Couples Therapy", "<svg onload=__xss(803)>"],
          availability: ["weekdays"],
          sessionTypes: ["Individual"],
          languages: ["English"],
          location: `<img src=x onerror=__xss(804)>`,
          certifications: ["<img src=x onerror=__xss(805)>"],
          isActive: true,
        },
      }),
      "coach",
    )
  ).id;
}

/** Staff reviews: comments hold at most 150 characters, the client's name 100. Returns the comments. */
export async function storeReviews(api: APIRequestContext, coachId: string): Promise<string[]> {
  const reviewTexts = pack(150);
  const names = pack(100);
  for (const [index, comment] of reviewTexts.entries()) {
    await ok(
      await api.post("/api/admin/reviews", { data: { coachId, rating: 4, comment, clientName: names[index % names.length] } }),
      "review",
    );
  }
  return reviewTexts;
}

/** Returns the application's id. */
export async function storeApplication(api: APIRequestContext): Promise<string> {
  const long = (min: number) => {
    const text = pack(4000)[0];
    return text.length >= min ? text : `${text} ${"x".repeat(min)}`;
  };
  return (
    await ok(
      await api.post("/api/coach-applications", {
        data: {
          firstName: APPLICANT_FIRST,
          lastName: APPLICANT_LAST,
          email: `xss-applicant-${run}@example.com`,
          phone: "(555) 010-2030",
          location: "Florida",
          title: "<script>__xss(703)</script> Coach",
          bio: long(50),
          experience: 3,
          hourlyRate: "90",
          specializations: ["Communication Skills"],
          sessionTypes: ["Couples Coaching"],
          availability: ["Evenings"],
          languages: ["English"],
          certifications: ["<img src=x onerror=__xss(704)>", "LMFT"],
          education: "<svg onload=__xss(705)>",
          currentPractice: "'><img src=x onerror=__xss(706)>",
          motivation: long(50),
          approach: long(50),
          experience_description: long(50),
          agreesToTerms: true,
          agreesToBackground: true,
          isActive: false,
        },
      }),
      "application",
    )
  ).id;
}

export async function storeConsultationRequest(api: APIRequestContext, coachId: string) {
  await ok(
    await api.post("/api/consultations/request", {
      data: {
        firstName: VISITOR_FIRST,
        lastName: VISITOR_LAST,
        email: `xss-visitor-${run}@example.com`,
        phoneNumber: "(555) 010-3040",
        sessionType: "Free 15 mins consultation",
        location: "<svg onload=__xss(603)>",
        sessionFormat: "virtual",
        reasonForVisit: all.slice(0, 2000),
        coachId,
      },
    }),
    "consultation request",
  );
}
