// `cn` replaces tailwind-merge on every page's first load: for the utilities this product writes, a
// later utility of the same kind wins exactly as tailwind-merge decides, and unrelated ones stay.
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./utils";

const CASES: [string, string][] = [
  ["inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium h-10", "h-12 px-6 text-base"],
  ["size-10 rounded-md", "size-12 rounded-full"],
  ["rounded-md border px-3 py-2 text-sm", "p-0 border-0"],
  ["text-sm text-muted-foreground", "text-primary"],
  ["text-sm text-muted-foreground", "text-lg"],
  ["font-medium text-foreground", "font-semibold"],
  ["flex flex-col gap-2", "grid gap-4"],
  ["hidden md:flex", "flex"],
  ["bg-background hover:bg-muted", "bg-secondary hover:bg-secondary/80"],
  ["w-full sm:w-auto", "w-80 max-w-[100vw]"],
  ["mt-2 mb-4", "my-0"],
  ["px-2 py-1", "p-4"],
  ["focus-visible:ring-2 focus-visible:ring-ring", "focus-visible:ring-4"],
  ["border border-input", "border-destructive"],
  ["absolute top-0 right-0", "relative"],
  ["line-clamp-2 text-sm", "line-clamp-3"],
];

describe("cn", () => {
  it.each(CASES)("%s + %s resolves like tailwind-merge", (base, override) => {
    expect(new Set(mergeClasses(`${base} ${override}`).split(" "))).toEqual(new Set(twMerge(base, override).split(" ")));
  });

  it("keeps conditional classes and drops falsy ones", () => {
    expect(cn("a-1", false, undefined, { "is-on": true, "is-off": false }, ["text-sm"])).toBe("a-1 is-on text-sm");
  });

  it("keeps classes under different variants apart", () => {
    expect(cn("px-2 md:px-4", "sm:px-3")).toBe("px-2 md:px-4 sm:px-3");
  });
});
