// The staff pages' one guard and their loaders, against the real services and database: a signed-out
// visitor gets no data (the layout shows Sign In), a signed-in person who is not an admin a 403 from
// every loader, an admin the same lists the staff API answers; the session is looked up once for the
// layout and the page of one request.
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#common/app-context";
import { createAccount, type TestAccount } from "../../tests/support/accounts";
import { insertCoach } from "../../tests/support/factories";
import { startTestApp } from "../../tests/support/test-app";
import { loader as portalLoader } from "./admin";
import { loader as applicationsLoader } from "./admin-applications";
import { loader as blogsLoader } from "./admin-blogs";
import { loader as bookingsLoader } from "./admin-bookings";
import { loader as layoutLoader } from "./admin-layout";

const STAFF_EMAIL = "desk@kindred.example";
const app = await startTestApp({ ADMIN_EMAILS: STAFF_EMAIL });
let admin: TestAccount;
let client: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, { email: STAFF_EMAIL });
  client = await createAccount(app);
  await insertCoach(app.database.db, { firstName: "Ines", lastName: "Baptiste", email: "ines@example.com" });
});

/** One page request: its own load context (as the page handler makes one per request), counting session look-ups. */
function pageRequest(path: string, account?: TestAccount) {
  const lookups = { count: 0 };
  const auth: AppServices["auth"] = {
    ...app.services.auth,
    getSessionUser: (request) => {
      lookups.count += 1;
      return app.services.auth.getSessionUser(request);
    },
  };
  const context = { services: { ...app.services, auth } } as unknown as AppLoadContext;
  const request = new Request(`http://localhost${path}`, { headers: account ? { cookie: account.jar.header } : {} });
  const args = { context, request, params: {} } as never;
  return { args, lookups };
}

const PAGES = [
  ["/admin", portalLoader],
  ["/admin/applications", applicationsLoader],
  ["/admin/blogs", blogsLoader],
  ["/admin/bookings", bookingsLoader],
] as const;

async function apiList(path: string) {
  const response = await app.request(path, { headers: { cookie: admin.jar.header } });
  return { items: (await response.json()) as { id: string }[], total: Number(response.headers.get("x-total-count")) };
}

describe("the staff guard", () => {
  it("gives a signed-out visitor the Sign In page and no data", async () => {
    for (const [path, loader] of PAGES) {
      const { args } = pageRequest(path);
      await expect(layoutLoader(args)).resolves.toEqual({ signedOut: true });
      await expect(loader(args), path).resolves.toBeNull();
    }
  });

  it("refuses a signed-in person who is not an admin with a 403, from the layout and from every page", async () => {
    for (const [path, loader] of PAGES) {
      const { args } = pageRequest(path, client);
      await expect(layoutLoader(args)).rejects.toMatchObject({ init: { status: 403 } });
      await expect(loader(args), path).rejects.toMatchObject({ init: { status: 403 } });
    }
  });

  it("looks the session up once for the layout and the page of one request", async () => {
    const { args, lookups } = pageRequest("/admin/blogs", admin);
    await Promise.all([layoutLoader(args), blogsLoader(args)]);
    expect(lookups.count).toBe(1);
  });
});

describe("the staff pages' loaders", () => {
  it("read the portal's numbers and first pages as the staff API answers them", async () => {
    const { args } = pageRequest("/admin", admin);
    await expect(layoutLoader(args)).resolves.toEqual({ signedOut: false });
    const data = await portalLoader(args);
    const stats = await (await app.request("/api/admin/stats", { headers: { cookie: admin.jar.header } })).json();
    expect(data?.stats).toEqual(stats);
    const coaches = await apiList("/api/admin/coaches?limit=25");
    expect(data?.coaches.total).toBe(coaches.total);
    expect(data?.coaches.items.map((c) => c.id)).toEqual(coaches.items.map((c) => c.id));
    expect(data?.coaches.items[0]).toMatchObject({ firstName: "Ines", lastName: "Baptiste" });
    expect(data?.requests.total).toBe((await apiList("/api/admin/consultation-requests")).total);
    expect(data?.outbox.total).toBe((await apiList("/api/admin/outbox")).total);
  });

  it("read the applications, the posts and a page of bookings, a bad ?offset= showing the first page", async () => {
    const applications = await applicationsLoader(pageRequest("/admin/applications", admin).args);
    expect(applications?.applications.total).toBe((await apiList("/api/admin/coach-applications")).total);
    expect(applications?.incomplete).toEqual([]);
    const posts = await blogsLoader(pageRequest("/admin/blogs", admin).args);
    expect(posts?.length).toBe((await apiList("/api/admin/blog-posts")).items.length);
    for (const offset of ["-3", "abc", "1.5"]) {
      await expect(bookingsLoader(pageRequest(`/admin/bookings?offset=${offset}`, admin).args)).resolves.toMatchObject({ offset: 0 });
    }
    await expect(bookingsLoader(pageRequest("/admin/bookings?offset=40", admin).args)).resolves.toMatchObject({
      offset: 40,
      page: { items: [], total: 0 },
    });
  });
});
