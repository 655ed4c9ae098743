import { describe, expect, it } from "vitest";
import { anaBackground } from "../tests/support/coach-application";
import { applicationSubmissionSchema, backgroundSchema, BACKGROUND_DEFAULTS, personalInfoSchema } from "./applications";

/** The first message per field, as the form and the API show them. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
};

/** Ana's background as the form holds it: experience as typed, certifications one per line (with a repeat). */
const goodBackground = {
  ...anaBackground(),
  experience: "6",
  certifications: "Gottman Level 2\n\n  ICF ACC  \nGottman Level 2",
  insuranceAccepted: [],
};

describe("step 1", () => {
  it("gives every exact message", () => {
    const result = personalInfoSchema.safeParse({ firstName: "", lastName: " ", email: "x@", phone: "123", location: "Atlantis" });
    expect(messages(result)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Valid email is required",
      phone: "Phone number is required",
      location: "Location is required",
    });
  });

  it("accepts a state and an optional gender", () => {
    expect(
      personalInfoSchema.parse({ firstName: "A", lastName: "B", email: "a@b.co", phone: "5550102030", location: "Texas" }).gender,
    ).toBe("");
    expect(
      personalInfoSchema.safeParse({
        firstName: "A",
        lastName: "B",
        email: "a@b.co",
        phone: "5550102030",
        location: "Texas",
        gender: "Robot",
      }).success,
    ).toBe(false);
  });
});

describe("step 3", () => {
  it("gives every exact message for an empty form", () => {
    const result = backgroundSchema.safeParse({ ...BACKGROUND_DEFAULTS, languages: [] });
    expect(messages(result)).toEqual({
      title: "Professional title is required",
      bio: "Bio must be at least 50 characters",
      experience: "Years of experience is required",
      hourlyRate: "Hourly rate is required",
      specializations: "At least one specialization is required",
      sessionTypes: "At least one session type is required",
      availability: "Availability preferences required",
      languages: "At least one language is required",
      certifications: "At least one certification is required",
      education: "Educational background is required",
      currentPractice: "Current practice information is required",
      motivation: "Please provide at least 50 characters explaining your motivation",
      approach: "Please describe your coaching approach (minimum 50 characters)",
      experience_description: "Please describe your relevant experience (minimum 50 characters)",
      agreesToTerms: "You must agree to the terms",
      agreesToBackground: "Background check consent is required",
    });
  });

  it("reads certifications one per line, trims and removes repeats, and coerces experience", () => {
    const parsed = backgroundSchema.parse({ ...goodBackground, experience: "6.7" });
    expect(parsed.certifications).toEqual(["Gottman Level 2", "ICF ACC"]);
    expect(parsed.experience).toBe(6);
    expect(parsed.hourlyRate).toBe("120");
  });

  it("refuses values outside the option lists", () => {
    expect(messages(backgroundSchema.safeParse({ ...goodBackground, specializations: ["Astrology"] }))).toHaveProperty("specializations");
  });
});

describe("the submitted application", () => {
  it("combines both steps and never makes an active coach", () => {
    const body = {
      firstName: "Ana",
      lastName: "Diaz",
      email: "ana@example.com",
      phone: "5550102030",
      location: "Florida",
      ...goodBackground,
      isActive: false,
      subscriptionId: "sub_test_1",
    };
    expect(applicationSubmissionSchema.parse(body)).toMatchObject({
      firstName: "Ana",
      certifications: ["Gottman Level 2", "ICF ACC"],
      subscriptionId: "sub_test_1",
    });
    expect(applicationSubmissionSchema.safeParse({ ...body, isActive: true }).success).toBe(false);
  });
});
