// A video session end to end (docs/product/video-sessions.md): two server processes of the real build on
// one PostgreSQL server, the client's browser on one and the coach's on the other, each with Chromium's
// fake camera and microphone. Both join; the browsers connect to each other directly (the media never
// passes through Kindred) and each decodes the other's video; the client leaves and joins again and the
// call resumes. Nobody else gets in, and before its window the room counts down and relays nothing.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { gotoHydrated } from "../support/browser";
import { connectedWithFrames, join, videoRoomSetup } from "./video-room-fixtures";

const { clientsNode, coachesNode, account, coachWithAccount, videoBooking, signedIn } = await videoRoomSetup();

describe("a video session", () => {
  it("connects the client and the coach browser to browser across two processes, and again after the client leaves and re-joins", async () => {
    const coach = await coachWithAccount("Maya", "Lin");
    const clientAccount = await account(clientsNode, "Sam", "Rivera");
    const bookingId = await videoBooking(clientAccount.userId, coach.coachId, 5);

    const client = await signedIn(clientsNode, clientAccount.email, "phone");
    const coachPage = await signedIn(coachesNode, coach.email);
    await gotoHydrated(client.page, `/sessions/${bookingId}`);
    await gotoHydrated(coachPage.page, `/sessions/${bookingId}`);
    expect(await client.page.getByRole("heading", { level: 1 }).textContent()).toBe("Session with Maya Lin");
    expect(await axeViolations(client.page)).toEqual([]);

    await join(coachPage.page);
    await expect.poll(() => coachPage.page.getByRole("status").filter({ hasText: "Waiting for Sam Rivera to join…" }).count()).toBe(1);
    const bothJoined = Date.now();
    await join(client.page);
    await connectedWithFrames(client.page, 5_000);
    await connectedWithFrames(coachPage.page, 5_000 - (Date.now() - bothJoined));
    await expect.poll(() => client.page.getByRole("status").filter({ hasText: "Connected with Maya Lin" }).count()).toBe(1);
    expect(await axeViolations(client.page)).toEqual([]);

    // Mute says so on its button.
    await client.page.getByRole("button", { name: "Mute" }).click();
    expect(await client.page.getByRole("button", { name: "Unmute" }).getAttribute("aria-pressed")).toBe("true");

    await client.page.getByRole("button", { name: "Leave" }).click();
    await expect.poll(() => coachPage.page.getByRole("status").filter({ hasText: "Waiting for Sam Rivera to join…" }).count()).toBe(1);
    await join(client.page);
    await connectedWithFrames(client.page, 10_000);
    await connectedWithFrames(coachPage.page, 10_000);

    // Both see in the session's details who joined and when: the client twice (the first stay with its
    // end), the coach once.
    const time = "\\d{1,2}:\\d\\d\\s[AP]M( [A-Z]+)?";
    for (const [watched, path] of [
      [client, "/bookings"],
      [coachPage, "/coach/sessions"],
    ] as const) {
      await gotoHydrated(watched.page, path);
      const lines = await watched.page.getByRole("list", { name: "Who joined and when" }).getByRole("listitem").allTextContents();
      expect(lines).toHaveLength(3);
      const stays = (name: string) =>
        lines.filter((line) => new RegExp(`^${name} joined at ${time}(, left at ${time}|, still in the room)$`).test(line));
      expect(stays("Sam Rivera")).toHaveLength(2);
      expect(stays("Maya Lin")).toHaveLength(1);
      // Latest first: the client's second stay, the first (ended), the coach's.
      expect(lines[1]).toMatch(new RegExp(`^Sam Rivera joined at ${time}, left at ${time}$`));
    }

    for (const watched of [client, coachPage]) {
      expect(watched.problems.foreignRequests).toEqual([]);
      expect(watched.problems.pageErrors).toEqual([]);
    }
  });

  it("is 'Session not found' (404) for another client, another coach and staff, and counts down before its window, relaying nothing", async () => {
    const coach = await coachWithAccount("Noor", "Haddad");
    const clientAccount = await account(clientsNode, "Ana", "Silva");
    const bookingId = await videoBooking(clientAccount.userId, coach.coachId, 120);

    const otherCoach = await coachWithAccount("Other", "Coach");
    const outsiders = [await account(clientsNode, "Other", "Client"), otherCoach, await account(clientsNode, "Staff", "Member", "admin")];
    for (const outsider of outsiders) {
      const opened = await signedIn(clientsNode, outsider.email);
      opened.expectNotFound();
      const response = await opened.page.goto(`/sessions/${bookingId}`);
      expect(response?.status()).toBe(404);
      expect(await opened.page.getByRole("heading", { level: 1 }).textContent()).toBe("Session not found");
      expect((await opened.context.request.get(`/api/sessions/${bookingId}`)).status()).toBe(404);
      expect((await opened.context.request.post(`/api/sessions/${bookingId}/signal`, { data: { type: "restart" } })).status()).toBe(404);
    }

    const client = await signedIn(clientsNode, clientAccount.email);
    await gotoHydrated(client.page, `/sessions/${bookingId}`);
    const countdown = client.page.getByTestId("room-countdown");
    // The day is named when the room opens on another day than today in the session's zone (late in the evening there).
    await expect
      .poll(() => countdown.textContent())
      .toMatch(/^Your session opens at ([A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d{2} [AP]M [A-Z]{3,4}in 1 h \d+ min/);
    expect(await client.page.getByRole("button", { name: "Join session" }).count()).toBe(0);
    const early = await client.context.request.post(`/api/sessions/${bookingId}/signal`, { data: { type: "restart", payload: null } });
    expect(early.status()).toBe(409);
    expect(await early.json()).toEqual({ message: "The session room is not open." });
  });
});
