// The profile page counts a view when the server renders it (a client-side navigation is counted by
// the API instead, through the header the page's own fetch sends: server/modules/insights), and
// writes the profile's structured data for search engines.
import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "react-router";
import type { PublicCoach } from "#common/coaches";
import { loader } from "./coach-profile";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function render(coach: Partial<PublicCoach> | null, method = "GET") {
  const count = vi.fn();
  const context = {
    clientAddress: "203.0.113.9",
    services: {
      coaches: { getPublicCoach: vi.fn(async () => coach), listReviews: vi.fn(async () => ({ items: [], total: 0 })) },
      profileViews: { count },
      conversations: { profileMessaging: vi.fn(async () => ({ acceptsMessages: false, replyTimeHours: null })) },
      site: { brandName: "Kindred", supportEmail: "", siteUrl: "https://kindred.example" },
    },
  } as unknown as AppLoadContext;
  const request = new Request("http://localhost/coaches/c-1", { method, headers: { "User-Agent": CHROME } });
  const result = loader({ params: { id: "c-1" }, context, request } as unknown as Parameters<typeof loader>[0]);
  return { result, count };
}

describe("coach profile loader", () => {
  it("counts a rendered profile as a view of that coach by this address and browser", async () => {
    const { result, count } = render({ id: "c-1", firstName: "Ada" });
    await result;
    expect(count).toHaveBeenCalledExactlyOnceWith("c-1", { address: "203.0.113.9", userAgent: CHROME });
  });

  it("counts nothing for an unknown coach or a HEAD request", async () => {
    const unknown = render(null);
    await expect(unknown.result).rejects.toMatchObject({ init: { status: 404 } });
    expect(unknown.count).not.toHaveBeenCalled();
    const head = render({ id: "c-1" }, "HEAD");
    await head.result;
    expect(head.count).not.toHaveBeenCalled();
  });

  it("writes the structured data on the server, with '<' escaped so it cannot close its script", async () => {
    const coach = {
      id: "c-1",
      firstName: "Ada",
      lastName: "Lovelace",
      bio: "</script><b>hi</b>",
      hourlyRate: "120.00",
      specializations: ["Trust"],
    };
    const { jsonLd } = await render(coach).result;
    expect(jsonLd).not.toContain("<");
    expect(JSON.parse(jsonLd!)).toMatchObject({
      "@type": "ProfessionalService",
      name: "Ada Lovelace",
      description: "</script><b>hi</b>",
      url: "https://kindred.example/coaches/c-1",
      priceRange: "$120 per session",
      knowsAbout: ["Trust"],
    });
  });
});
