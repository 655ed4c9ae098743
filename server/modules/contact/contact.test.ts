// POST /api/contact (docs/product/contact.md): validation with the exact messages, storage, the e-mail to
// SUPPORT_EMAIL over a real SMTP exchange (Reply-To is the visitor), the per-address limit and the origin
// check.
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { startTestApp } from "../../../tests/support/test-app";
import { contactMessages, emailOutbox } from "../../db/schema";
import { createSmtpTransport } from "../mail/delivery";

const sink = await startSmtpSink();
afterAll(() => sink.close());
const app = await startTestApp(
  { SUPPORT_EMAIL: "help@kindred.example", RATE_LIMIT_FORMS_PER_ADDRESS: "4/10m" },
  { mailTransport: createSmtpTransport(sink.url, "Kindred <no-reply@kindred.example>") },
);
// Each test that must not hit the limit speaks from its own address (the app trusts no proxy, so
// these tests use a second app that does).
const proxied = await startTestApp({ SUPPORT_EMAIL: "help@kindred.example", TRUST_PROXY: "true", RATE_LIMIT_FORMS_PER_ADDRESS: "4/10m" });
let nextAddress = 1;
const from = () => ({ "X-Forwarded-For": `203.0.113.${nextAddress++}` });

const valid = {
  name: "Jordan Lee",
  email: "jordan@example.com",
  subject: "Question about couples sessions",
  message: "Hello! Do your coaches offer sessions for couples who live in different time zones?\nThanks.",
};

describe("POST /api/contact", () => {
  it("stores the message and e-mails support with the visitor as Reply-To", async () => {
    const response = await app.request("/api/contact", { method: "POST", json: { ...valid, name: "  Jordan Lee  " } });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: "Jordan Lee", email: "jordan@example.com", subject: valid.subject, message: valid.message });

    const mail = await sink.waitFor((m) => m.subject === "Contact form: Question about couples sessions");
    expect(mail.envelopeTo).toEqual(["help@kindred.example"]);
    expect(mail.parsed.replyTo?.value[0]?.address).toBe("jordan@example.com");
    expect(mail.text).toContain("From: Jordan Lee <jordan@example.com>");
    expect(mail.text).toContain("Subject: Question about couples sessions");
    expect(mail.text).toContain("different time zones?");
    expect(mail.text).toContain(id);
    expect(mail.parsed.html).toContain("Jordan Lee &lt;jordan@example.com&gt;");
  });

  it("keeps line breaks out of the e-mail's subject", async () => {
    const response = await proxied.request("/api/contact", {
      method: "POST",
      headers: from(),
      json: { ...valid, subject: "Hi\r\nBcc: victim@example.com" },
    });
    expect(response.status).toBe(201);
    const [queued] = await proxied.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "contact.message"));
    expect(queued.subject).toBe("Contact form: Hi Bcc: victim@example.com");
    expect(queued.toAddress).toBe("help@kindred.example");
  });

  it.each([
    ["name", { name: "   " }, "Name is required"],
    ["email", { email: "not-an-email" }, "Invalid email address"],
    ["subject", { subject: "" }, "Subject is required"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters"],
  ])("answers 400 naming %s with the specified message", async (field, change, message) => {
    const response = await proxied.request("/api/contact", { method: "POST", headers: from(), json: { ...valid, ...change } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({ [field]: message });
  });

  it("answers 400 with every message for an empty body, and stores nothing", async () => {
    const before = await proxied.database.db.select().from(contactMessages);
    const response = await proxied.request("/api/contact", { method: "POST", headers: from(), json: {} });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({
      name: "Name is required",
      email: "Invalid email address",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
    expect(await proxied.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });
});

describe("POST /api/contact: the per-address limit and the origin check", () => {
  it("limits messages per client address with 429 and Retry-After", async () => {
    const headers = { "X-Forwarded-For": "198.51.100.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // Invalid ones count too: every request to a limited endpoint counts.
      const json = i === 0 ? { ...valid, name: "" } : valid;
      statuses.push((await proxied.request("/api/contact", { method: "POST", headers, json })).status);
    }
    expect(statuses).toEqual([400, 201, 201, 201, 429]);
    const refused = await proxied.request("/api/contact", { method: "POST", headers, json: valid });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { message: string };
    expect(body.message).toMatch(/^Too many messages\. Please try again in \d+ minutes?\.$/);
    // Another address is not affected.
    expect((await proxied.request("/api/contact", { method: "POST", headers: from(), json: valid })).status).toBe(201);
  });

  it("refuses a cross-site submission", async () => {
    const response = await proxied.request("/api/contact", {
      method: "POST",
      headers: { ...from(), Origin: "https://evil.example" },
      json: valid,
    });
    expect(response.status).toBe(403);
  });
});
