// The scraper (docs/product/staff-portal.md#scraper): parsing of saved profile pages, the safe fetcher's
// refusals (loopback, another host, a redirect from the directory to another host, a directory name resolving
// to a private address), its limits against a local server, and the service and route on top. No test
// touches the network: fetches go to fakes or to a server on this machine under a test policy.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";
import { createLogger } from "../../lib/logger";
import { NotAProfileError, parseProfile } from "./parse-profile";
import { createSafeFetcher, FetchRefusedError, isPublicAddress, type Transport, type TransportResponse } from "./safe-fetch";
import { checkProfileUrl, createScraperService } from "./service";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), "utf8");
const JANE_URL = "https://www.psychologytoday.com/us/therapists/jane-rivera-austin-tx/412345";
const MARCUS_URL = "https://www.psychologytoday.com/us/therapists/marcus-bell-brooklyn-ny/298877";

describe("parsing saved profile pages", () => {
  it("reads a profile with structured data: name, title, bio, specializations, rate, experience, location, insurance, image", () => {
    const profile = parseProfile(fixture("jane-rivera-austin-tx-412345.html"), JANE_URL);
    expect(profile).toMatchObject({
      firstName: "Jane",
      lastName: "Rivera",
      title: "Marriage & Family Therapist, MA, LMFT",
      hourlyRate: "165.00",
      experience: 12,
      location: "Austin, TX",
      insuranceAccepted: ["Aetna", "Blue Cross Blue Shield", "Cigna", "UnitedHealthcare"],
      languages: ["English", "Spanish"],
      sessionTypes: ["Individual", "Couples", "Family"],
      certifications: ["LMFT"],
      professionalType: "Licensed Therapist",
      phoneNumber: "(512) 555-0188",
      imageUrl: "https://photos.psychologytoday.com/7f3a1c2e-5d5b-4b1e-9a0e-2f6c1b7e9a01/2/320x400.jpeg",
    });
    expect(profile.specializations).toEqual([
      "Relationship Issues",
      "Infidelity",
      "Marital and Premarital",
      "Anxiety",
      "Parenting",
      "Sex Therapy",
      "Communication Problems",
    ]);
    expect(profile.bio.startsWith("Relationships are where we heal and where we hurt.")).toBe(true);
    expect(profile.bio).toContain("\n\nMany of the partners I see");
    expect(profile.bio.length).toBeGreaterThan(100);
  });

  it("reads an older page without structured data: credentials dropped from the name, the first fee of a range", () => {
    const profile = parseProfile(fixture("marcus-bell-brooklyn-ny-298877.html"), MARCUS_URL);
    expect(profile).toMatchObject({
      firstName: "Marcus",
      lastName: "Bell",
      title: "Clinical Social Work/Therapist, LCSW",
      hourlyRate: "120.00",
      experience: 7,
      location: "Brooklyn, NY",
      insuranceAccepted: [],
      specializations: ["Dating", "Self Esteem", "Anxiety", "Men's Issues", "Relationship Issues"],
      sessionTypes: ["Individual"],
      certifications: ["LCSW"],
    });
  });

  it("says so when a page is not a profile (a search results page)", () => {
    expect(() => parseProfile(fixture("search-results-austin-tx.html"), "https://www.psychologytoday.com/us/therapists/tx/austin")).toThrow(
      NotAProfileError,
    );
    expect(() => parseProfile("<html><body>nothing</body></html>", JANE_URL)).toThrow("No therapist profile was found on this page.");
  });
});

describe("which addresses are public", () => {
  it.each([
    ["127.0.0.1", false],
    ["10.1.2.3", false],
    ["172.20.0.1", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["224.0.0.1", false],
    ["::1", false],
    ["::", false],
    ["fe80::1", false],
    ["fd00::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.0.0.1", false],
    ["64:ff9b::a00:1", false],
    ["2001:db8::1", false],
    ["ff02::1", false],
    ["not-an-ip", false],
    ["151.101.2.133", true],
    ["8.8.8.8", true],
    ["2606:4700::6810:84e5", true],
    ["::ffff:8.8.8.8", true],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

/** A transport that must never be reached: the refusal has to come first. */
const unreachable: Transport = () => {
  throw new Error("the transport was reached");
};

function answer(status: number, headers: Record<string, string>, body = ""): TransportResponse {
  return {
    status,
    headers,
    body: (async function* () {
      if (body) yield Buffer.from(body);
    })(),
    destroy() {},
  };
}

describe("the safe fetcher refuses", () => {
  const production = {
    allowedOrigins: ["https://www.psychologytoday.com"],
    transport: unreachable,
    resolve: async () => [{ address: "151.101.2.133", family: 4 }],
  };

  it("http://127.0.0.1/… before connecting", async () => {
    await expect(createSafeFetcher(production)("http://127.0.0.1/us/therapists/x/1")).rejects.toThrow(FetchRefusedError);
    await expect(createSafeFetcher(production)("https://127.0.0.1/")).rejects.toThrow(
      /only https:\/\/www\.psychologytoday\.com may be fetched/,
    );
  });

  it("a host that is not the directory, another port, another scheme, or credentials", async () => {
    for (const url of [
      "https://evil.example/",
      "https://psychologytoday.com.evil.example/",
      "https://www.psychologytoday.com:8443/",
      "http://www.psychologytoday.com/",
      "https://user:pw@www.psychologytoday.com/",
      "file:///etc/passwd",
    ]) {
      await expect(createSafeFetcher(production)(url), url).rejects.toThrow(FetchRefusedError);
    }
  });

  it("a redirect from the directory to another host", async () => {
    const requested: string[] = [];
    const transport: Transport = async ({ url }) => {
      requested.push(url.toString());
      return answer(302, { location: "http://169.254.169.254/latest/meta-data/" });
    };
    const fetcher = createSafeFetcher({ ...production, transport });
    await expect(fetcher(JANE_URL)).rejects.toThrow(/Refused http:\/\/169\.254\.169\.254/);
    expect(requested).toEqual([JANE_URL]);
    const toOtherHost = createSafeFetcher({ ...production, transport: async () => answer(301, { location: "https://evil.example/x" }) });
    await expect(toOtherHost(JANE_URL)).rejects.toThrow(/Refused https:\/\/evil\.example/);
  });

  it("the directory's name resolving to a private address (DNS rebinding), and connects only to the checked address", async () => {
    const rebinding = createSafeFetcher({
      ...production,
      resolve: async () => [
        { address: "151.101.2.133", family: 4 },
        { address: "127.0.0.1", family: 4 },
      ],
    });
    await expect(rebinding(JANE_URL)).rejects.toThrow(/non-public address \(127\.0\.0\.1\)/);
    const seen: string[] = [];
    const pinned = createSafeFetcher({
      ...production,
      transport: async ({ address, url }) => {
        seen.push(`${address} ${url.host}`);
        return answer(200, { "content-type": "text/html" }, "<html></html>");
      },
    });
    const page = await pinned(JANE_URL);
    expect(page.status).toBe(200);
    expect(seen).toEqual(["151.101.2.133 www.psychologytoday.com"]);
  });

  it("too many redirects within the directory", async () => {
    const loop = createSafeFetcher({ ...production, transport: async ({ url }) => answer(301, { location: `${url.pathname}x` }) });
    await expect(loop(JANE_URL)).rejects.toThrow("Too many redirects.");
  });
});

describe("the safe fetcher's limits, against a server on this machine", () => {
  let origin = "";
  const server = http.createServer((req, res) => {
    if (req.url === "/big") res.end(Buffer.alloc(3 * 1024 * 1024, 97));
    else if (req.url === "/slow") setTimeout(() => res.end("late"), 2_000);
    else if (req.url === "/hop") res.writeHead(302, { Location: "/page" }).end();
    else res.writeHead(200, { "Content-Type": "text/html" }).end("<p>hello</p>");
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const local = () => createSafeFetcher({ allowedOrigins: [origin], allowPrivateAddresses: true, timeoutMs: 500 });

  it("refuses loopback even for an allowed origin unless the policy allows private addresses", async () => {
    await expect(createSafeFetcher({ allowedOrigins: [origin] })(`${origin}/page`)).rejects.toThrow(/non-public address/);
  });

  it("follows a redirect within the allowed origin", async () => {
    const page = await local()(`${origin}/hop`);
    expect(page).toMatchObject({ status: 200, url: `${origin}/page`, contentType: "text/html" });
    expect(page.body.toString()).toBe("<p>hello</p>");
  });

  it("stops at 2 MB and at the time limit", async () => {
    await expect(local()(`${origin}/big`)).rejects.toThrow("The page is larger than 2 MB.");
    await expect(local()(`${origin}/slow`)).rejects.toThrow("No answer within 0.5 seconds.");
  });
});

describe("the scraper service", () => {
  it("accepts only profile pages of the directory", () => {
    expect(checkProfileUrl(`${JANE_URL}#reviews`)).toEqual({ url: JANE_URL });
    expect(checkProfileUrl("https://www.psychologytoday.com/us/therapists/tx/austin")).toHaveProperty("message");
    expect(checkProfileUrl("http://www.psychologytoday.com/us/therapists/a/1")).toHaveProperty("message");
    expect(checkProfileUrl("https://psychologytoday.com.evil.example/us/therapists/a/1")).toHaveProperty("message");
  });

  it("scrapes the saved pages, imports the photo through the image pipeline, and summarizes", async () => {
    const pages: Record<string, string> = {
      [JANE_URL]: fixture("jane-rivera-austin-tx-412345.html"),
      [MARCUS_URL]: fixture("marcus-bell-brooklyn-ny-298877.html"),
    };
    const photo = await sharp({ create: { width: 320, height: 400, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const stored: Buffer[] = [];
    const service = createScraperService({
      fetchPage: async (url) =>
        pages[url]
          ? { url, status: 200, contentType: "text/html", body: Buffer.from(pages[url]) }
          : { url, status: 404, contentType: "text/html", body: Buffer.alloc(0) },
      fetchImage: async (url) => ({ url, status: 200, contentType: "image/jpeg", body: photo }),
      storeImage: async (bytes) => {
        stored.push(bytes);
        return "/uploads/00000000-0000-4000-8000-00000000000a.jpg";
      },
      logger: createLogger("silent"),
    });
    const missing = "https://www.psychologytoday.com/us/therapists/nobody-here/1";
    const result = await service.scrape([JANE_URL, MARCUS_URL, missing, "https://example.com/us/therapists/a/1"], "127.0.0.1");
    expect(result.coaches.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(["Jane Rivera", "Marcus Bell"]);
    expect(result.coaches[0]).toMatchObject({
      profileImageUrl: "/uploads/00000000-0000-4000-8000-00000000000a.jpg",
      sourceUrl: JANE_URL,
      hourlyRate: "165.00",
    });
    expect(stored).toHaveLength(2);
    expect(result.errors).toEqual([
      { url: missing, message: "The profile was not found (404)." },
      { url: "https://example.com/us/therapists/a/1", message: "Only https://www.psychologytoday.com/ profile pages can be imported." },
    ]);
    expect(result.summary).toEqual({ totalScraped: 2, avgRate: 142.5, avgExperience: 9.5, uniqueSpecializations: 10 });
  });
});

const app = await startTestApp({ ADMIN_EMAILS: "scraper@kindred.example" });

describe("POST /api/admin/scrape-psychology-today", () => {
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, { email: "scraper@kindred.example" });
  });

  it("answers 'No Valid URLs' when no address names the directory, and refuses loopback addresses that do", async () => {
    const post = (urls: unknown) =>
      app.request("/api/admin/scrape-psychology-today", { method: "POST", json: { urls }, headers: { Cookie: admin.jar.header } });
    const none = await post(["", "https://example.com/profile"]);
    expect(none.status).toBe(400);
    expect((await none.json()).errors.urls).toBe("Please enter at least one Psychology Today profile URL.");
    const sneaky = await post([
      "http://127.0.0.1/psychologytoday.com/us/therapists/a/1",
      "https://www.psychologytoday.com.127.0.0.1.nip.io/us/therapists/a/1",
    ]);
    expect(sneaky.status).toBe(200);
    const body = await sneaky.json();
    expect(body.coaches).toEqual([]);
    expect(body.errors.map((e: { message: string }) => e.message)).toEqual([
      "Only https://www.psychologytoday.com/ profile pages can be imported.",
      "Only https://www.psychologytoday.com/ profile pages can be imported.",
    ]);
  });
});
