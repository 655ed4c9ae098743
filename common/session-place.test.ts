// An in-person session's place.
import { describe, expect, it } from "vitest";
import { inPersonPlace } from "./session-place";

describe("an in-person session's place", () => {
  it("is the coach's location, or 'In person' for a coach without one", () => {
    expect(inPersonPlace(" ")).toBe("In person");
    expect(inPersonPlace(null)).toBe("In person");
    expect(inPersonPlace("Austin, TX")).toBe("Austin, TX");
  });
});
