import os from "node:os";
import { defineConfig } from "vitest/config";

// Two projects: `unit` (unit tests beside the code and in-process API tests against a real
// PostgreSQL, a fresh database per file) and `e2e` (a real browser against a started server).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "common/**/*.test.ts",
            "server/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "tests/security/**/*.test.ts",
          ],
          environment: "node",
          globalSetup: ["tests/support/global-database.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          // An API test that signs in several times spends seconds in password hashing (scrypt at
          // N=2^17, most of a second each, several when the two cores are busy).
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One file per core, not Vitest's default of one fewer: an API test spends much of its time
          // waiting on PostgreSQL, another process, so on two cores one file at a time left a core
          // idle (docs/decisions/137).
          maxWorkers: os.availableParallelism(),
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-server.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores: one browser at a time keeps timings honest and the machine responsive.
          fileParallelism: false,
        },
      },
    ],
  },
});
