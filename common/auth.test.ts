import { describe, expect, it } from "vitest";
import { displayName, initialsOf, loginPath, safeReturnTo } from "./auth";
import { signInSchema, signUpSchema } from "./auth-schemas";
import { OPEN_REDIRECT_PROBES } from "../tests/support/open-redirect-probes";

describe("safeReturnTo", () => {
  it.each([
    ["/bookings", "/bookings"],
    ["/coaches?search=trust#top", "/coaches?search=trust#top"],
    ["/checkout/123", "/checkout/123"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    undefined,
    "",
    "bookings",
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "/\tevil",
    "/\r\nSet-Cookie: x=1",
    "javascript:alert(1)",
    "/login?returnTo=/x",
    "/reset-password?token=abc",
    "/api/logout",
    "/".padEnd(2100, "a"),
  ])("gives / for %j", (input) => {
    expect(safeReturnTo(input)).toBe("/");
  });
});

describe("safeReturnTo against open-redirect probes", () => {
  it.each(OPEN_REDIRECT_PROBES)("gives / for %j", (input) => {
    expect(safeReturnTo(input)).toBe("/");
  });

  it.each(OPEN_REDIRECT_PROBES)("never answers a path a browser would resolve to another host (%j)", (input) => {
    const target = new URL(safeReturnTo(input), "https://kindred.example/");
    expect(target.origin).toBe("https://kindred.example");
  });

  it("keeps ordinary encoded characters of a same-site path", () => {
    expect(safeReturnTo("/coaches?search=a%2Fb")).toBe("/coaches?search=a%2Fb");
    expect(safeReturnTo("/blog/caf%C3%A9")).toBe("/blog/caf%C3%A9");
  });
});

describe("loginPath", () => {
  it("builds the login address with a safe returnTo and the mode", () => {
    expect(loginPath()).toBe("/api/login");
    expect(loginPath("/bookings")).toBe("/api/login?returnTo=%2Fbookings");
    expect(loginPath("https://evil.example")).toBe("/api/login");
    expect(loginPath(undefined, "signup")).toBe("/api/login?mode=signup");
  });
});

describe("names", () => {
  it("shows the full name, or the email when there is none", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "a@x.example" })).toBe("Ada Lovelace");
    expect(displayName({ firstName: "", lastName: "", email: "a@x.example" })).toBe("a@x.example");
    expect(initialsOf({ firstName: "ada", lastName: "lovelace", email: "a@x.example" })).toBe("AL");
    expect(initialsOf({ firstName: "", lastName: "", email: "zed@x.example" })).toBe("Z");
  });
});

describe("the account schemas", () => {
  it("lower-cases and trims the email", () => {
    expect(signInSchema.parse({ email: "  Ada@Example.COM ", password: "x" }).email).toBe("ada@example.com");
  });

  it("asks for a password of at least 8 characters when creating an account", () => {
    const result = signUpSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b.example", password: "1234567" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Password must be at least 8 characters");
    const empty = signUpSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b.example", password: "" });
    expect(empty.error?.issues[0].message).toBe("Password is required");
  });
});
