import { describe, expect, it } from "vitest";
import {
  coachImageUrl,
  countActiveFilters,
  filtersFromSearchParams,
  isBlankContact,
  otherLanguages,
  searchParamsFromFilters,
  titleWithoutName,
  websiteHref,
  wholeDollarRate,
} from "./coaches";
import { parseDirectoryFilters } from "./directory-query";

describe("titleWithoutName", () => {
  it.each([
    ["Maya Lin, LCSW | Relationship Therapist", "LCSW | Relationship Therapist"],
    ["Dr. Maya Lin - Couples Therapist", "Couples Therapist"],
    ["Dr. Maya Lin, LMFT - Couples Therapist", "LMFT - Couples Therapist"],
    ["Certified Intimacy Coach", "Certified Intimacy Coach"],
    ["Maya Lin", ""],
    ["Relationship Coach Maya Lin", "Relationship Coach"],
    ["MAYA LIN: Dating Coach", "Dating Coach"],
  ])("%j → %j", (title, expected) => {
    expect(titleWithoutName(title, "Maya", "Lin")).toBe(expected);
  });

  it("does not cut names out of longer words", () => {
    expect(titleWithoutName("Linguistics-minded coach", "Maya", "Lin")).toBe("Linguistics-minded coach");
  });
});

describe("profile display rules", () => {
  it("hides empty and N/A contact details", () => {
    expect(isBlankContact("")).toBe(true);
    expect(isBlankContact(" n/a ")).toBe(true);
    expect(isBlankContact(null)).toBe(true);
    expect(isBlankContact("maya@example.com")).toBe(false);
  });

  it("adds https to a website without a scheme", () => {
    expect(websiteHref("www.mayalin.example")).toBe("https://www.mayalin.example");
    expect(websiteHref("http://mayalin.example")).toBe("http://mayalin.example");
    expect(websiteHref("HTTPS://mayalin.example")).toBe("HTTPS://mayalin.example");
  });

  it("shows other languages only for more than one, English excluded", () => {
    expect(otherLanguages(["English"])).toEqual([]);
    expect(otherLanguages(["Spanish"])).toEqual([]);
    expect(otherLanguages(["English", "Spanish", "French"])).toEqual(["Spanish", "French"]);
  });

  it("shows whole dollars, or nothing for 0", () => {
    expect(wholeDollarRate("150.00")).toBe("$150");
    expect(wholeDollarRate("99.50")).toBe("$100");
    expect(wholeDollarRate("0.00")).toBeNull();
  });

  it("uses the photo, or an avatar from our own origin seeded by the coach id", () => {
    expect(coachImageUrl({ id: "abc", profileImageUrl: null })).toBe("/avatars/notionists/abc.svg");
    expect(coachImageUrl({ id: "abc", profileImageUrl: "/uploads/x.jpg" })).toBe("/uploads/x.jpg");
  });
});

describe("directory filters", () => {
  it("round-trips through the address, skipping empty and 'all'", () => {
    const filters = filtersFromSearchParams(new URLSearchParams("search=trust&gender=all&category=&minRate=100&maxRate=150&x=1"));
    expect(filters).toEqual({ search: "trust", minRate: "100", maxRate: "150" });
    expect(searchParamsFromFilters(filters).toString()).toBe("search=trust&minRate=100&maxRate=150");
  });

  it("counts the budget as one filter", () => {
    expect(countActiveFilters({ search: "trust", minRate: "100", maxRate: "150", language: "Spanish" })).toBe(3);
    expect(countActiveFilters({})).toBe(0);
  });

  it("drops a value the API would refuse and keeps the rest", () => {
    const { filters, query } = parseDirectoryFilters({ experience: "abc", language: "Spanish" });
    expect(filters).toEqual({ language: "Spanish" });
    expect(query).toMatchObject({ language: "Spanish", limit: 24, offset: 0 });
    expect(query.experience).toBeUndefined();
  });
});
