import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { safeErrorForLog, scrubErrorText } from "./log-safe-error";
import { createLogger } from "./logger";

/** Shaped like pg's DatabaseError: the values are in `detail` (and sometimes in the message). */
function databaseError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { severity: "ERROR", ...fields });
}

function logOf(write: (logger: ReturnType<typeof createLogger>) => void): string {
  const lines: string[] = [];
  const logger = createLogger("info", new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }) as never);
  write(logger);
  return lines.join("");
}

describe("errors in the log", () => {
  const pgError = databaseError('duplicate key value violates unique constraint "users_email_unique"', {
    code: "23505",
    detail: "Key (email)=(ada@example.com) already exists.",
    table: "users",
    constraint: "users_email_unique",
    where: "SQL statement with ada@example.com",
  });
  const queryError = new DrizzleQueryError(
    'insert into "users" ("email", "phone") values ($1, $2)',
    ["ada@example.com", "555\n0100 secret"],
    pgError,
  );

  it("keep the query with its placeholders, the code and constraint, and drop the values", () => {
    const logged = logOf((logger) => logger.error({ err: queryError }, "unhandled error"));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain("23505");
    expect(logged).toContain("users_email_unique");
    expect(logged).not.toContain("ada@example.com");
    expect(logged).not.toContain("0100 secret");
  });

  it("drop the values when the error itself is logged", () => {
    const logged = logOf((logger) => logger.error(queryError));
    expect(logged).not.toContain("ada@example.com");
  });

  it("keep no field that is not known to be safe", () => {
    const serialized = safeErrorForLog(
      Object.assign(new Error("boom"), { params: ["x"], parameters: ["y"], body: { email: "z" }, code: "E1" }),
    ) as Record<string, unknown>;
    expect(Object.keys(serialized).sort()).toEqual(["code", "message", "stack", "type"]);
  });

  it("mask values quoted by data errors and row details copied into messages", () => {
    expect(scrubErrorText('invalid input syntax for type uuid: "ada@example.com"', "22P02")).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(scrubErrorText("Failing row contains (1, ada@example.com, null).")).toBe("Failing row contains ([redacted]).");
    expect(scrubErrorText("Key (email)=(ada@example.com) already exists.")).toBe("Key (email)=([redacted]) already exists.");
  });
});
