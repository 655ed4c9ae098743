// The test app of the staff coach API tests: staff in ADMIN_EMAILS, signed up before the tests run,
// and a call that sends their session cookie.
import { beforeAll } from "vitest";
import { createAccount, type TestAccount } from "../../../tests/support/accounts";
import { startTestApp } from "../../../tests/support/test-app";

export async function startStaffTestApp() {
  const app = await startTestApp({ ADMIN_EMAILS: "staff@kindred.example" });
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAccount(app, { email: "staff@kindred.example", firstName: "Sam", lastName: "Staff" });
  });

  /** A request to the app as the signed-in staff member. */
  function call(method: string, path: string, json?: unknown) {
    return app.request(path, { method, json, headers: { Cookie: admin.jar.header } });
  }

  return { app, db: app.database.db, call };
}
