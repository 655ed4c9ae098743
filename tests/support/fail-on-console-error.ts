// A test fails on an unexpected console.error (an error nobody expected is a bug). A test that expects one calls
// `expectConsoleErrors()` first.
import { afterEach, beforeEach, vi } from "vitest";

let recorded: unknown[][] = [];
let allowed = false;

export function expectConsoleErrors(): void {
  allowed = true;
}

beforeEach(() => {
  recorded = [];
  allowed = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    recorded.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!allowed && recorded.length > 0) {
    const text = recorded.map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ")).join("\n");
    throw new Error(`Unexpected console.error:\n${text}`);
  }
});
