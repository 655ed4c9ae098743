import { describe, expect, it } from "vitest";
import { centsToDecimalString, formatDollars, formatWholeDollars, parseDollarsToCents } from "./money";

describe("money", () => {
  it.each([
    ["0", 0],
    ["12", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["0.07", 7],
    [" 250.00 ", 25000],
    [99.99, 9999],
    [0.1 + 0.2, 30],
  ])("parses %j to %i cents", (input, cents) => {
    expect(parseDollarsToCents(input)).toBe(cents);
  });

  it.each(["", "abc", "1.234", "1,000", "$5", "1e3"])("refuses %j", (input) => {
    expect(parseDollarsToCents(input)).toBeNull();
  });

  it("writes cents as the database's decimal text", () => {
    expect(centsToDecimalString(0)).toBe("0.00");
    expect(centsToDecimalString(7)).toBe("0.07");
    expect(centsToDecimalString(123456)).toBe("1234.56");
    expect(() => centsToDecimalString(1.5)).toThrow();
  });

  it("formats amounts for people", () => {
    expect(formatDollars(4900)).toBe("$49.00");
    expect(formatDollars(123456789)).toBe("$1,234,567.89");
    expect(formatWholeDollars(12550)).toBe("$126");
    expect(formatWholeDollars(15000)).toBe("$150");
  });
});
