import { describe, expect, it } from "vitest";
import { avatarUrl } from "./coaches";
import { isOwnImageReference, optionalImageReference } from "./image-references";

describe("isOwnImageReference", () => {
  it.each([
    "/uploads/3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b.jpg",
    "/avatars/micah/nadia.svg",
    avatarUrl("Ana Díaz", "lorelei"),
    avatarUrl("3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b"),
    avatarUrl("O'Brien (coach)"),
  ])("accepts our own image %s", (value) => {
    expect(isOwnImageReference(value)).toBe(true);
  });

  it.each([
    "/uploads/../api/logout",
    "/uploads/x.jpg",
    "/uploads/3F2B8C1E-9A4D-4E6F-8B7A-0C1D2E3F4A5B.jpg",
    "/uploads/3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b.jpg?x=1",
    "/uploads/3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b.jpg#x",
    "/uploads/3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b.jpg/../../api/logout",
    "/uploads/%2e%2e/api/logout",
    "//evil.example/uploads/3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b.jpg",
    "https://kindred.example/uploads/3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b.jpg",
    "https://tracker.example/pixel.png",
    "data:image/svg+xml,<svg/>",
    "/api/logout",
    "/avatars/unknown-style/a.svg",
    "/avatars/micah/..%2F..%2Fapi%2Flogout.svg",
    "/avatars/micah/..\\..\\api\\logout.svg",
    "/avatars/micah/a/b.svg",
    "/avatars/micah/%zz.svg",
    "/avatars/micah/a%2fb.svg",
    `/avatars/micah/${"a".repeat(101)}.svg`,
    "/avatars/micah/.svg",
    "",
  ])("refuses %j", (value) => {
    expect(isOwnImageReference(value)).toBe(false);
  });
});

describe("optionalImageReference", () => {
  it("reads absent, null and blank as no image, and refuses anything else with the message given", () => {
    const schema = optionalImageReference("Pick one of ours");
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse("  ")).toBeNull();
    expect(schema.parse(" /avatars/micah/nadia.svg ")).toBe("/avatars/micah/nadia.svg");
    expect(schema.safeParse("/uploads/../api/logout").error?.issues[0].message).toBe("Pick one of ours");
  });
});
