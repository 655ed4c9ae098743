import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry, luhnValid, tokenizeTestCard } from "./test-card-processor";

const now = new Date("2026-06-15T12:00:00Z");

describe("the test card processor", () => {
  it("turns the test cards into tokens", () => {
    expect(tokenizeTestCard({ number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" }, now)).toEqual({ token: "tok_visa" });
    expect(tokenizeTestCard({ number: "4000000000000002", expiry: "06/26", cvc: "1234" }, now)).toEqual({ token: "tok_chargeDeclined" });
  });

  it("explains what is wrong with each field", () => {
    expect(tokenizeTestCard({ number: "4242 4242", expiry: "1", cvc: "" }, now)).toEqual({
      errors: {
        number: "Your card number is incomplete.",
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
      },
    });
    expect(tokenizeTestCard({ number: "4242424242424241", expiry: "13/30", cvc: "123" }, now)).toEqual({
      errors: { number: "Your card number is invalid.", expiry: "Your card's expiration date is invalid." },
    });
    expect(tokenizeTestCard({ number: "5555555555554444", expiry: "05/26", cvc: "123" }, now)).toEqual({
      errors: { number: "Use a test card, such as 4242 4242 4242 4242.", expiry: "Your card's expiration date is in the past." },
    });
  });

  it("formats as people type", () => {
    expect(formatCardNumber("42424242abc42424242")).toBe("4242 4242 4242 4242");
    expect(formatExpiry("1228")).toBe("12 / 28");
    expect(formatExpiry("1")).toBe("1");
    expect(luhnValid("4242424242424242")).toBe(true);
  });
});
