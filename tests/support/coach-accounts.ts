// A coach with a signed-in, verified account linked to it, for tests of the Coach Workspace API.
// (The invitation flow that links accounts in the product is tested on its own; here the link is
// made directly, like the factories make coaches.)
import { eq } from "drizzle-orm";
import { coaches } from "../../server/db/schema";
import type { CoachDescription } from "../../server/db/seed/coach-factory";
import { createAccount, uniqueEmail, type TestAccount } from "./accounts";
import { insertCoach } from "./factories";
import type { TestApp } from "./test-app";

export interface CoachAccount extends TestAccount {
  coachId: string;
}

export async function coachAccount(app: TestApp, description: Partial<CoachDescription> = {}): Promise<CoachAccount> {
  const email = uniqueEmail("coach");
  const account = await createAccount(app, { email, firstName: "Casey", lastName: "Coach" });
  const coach = await insertCoach(app.database.db, { email, firstName: "Casey", lastName: "Coach", ...description });
  await app.database.db.update(coaches).set({ userId: account.user.id }).where(eq(coaches.id, coach.id));
  return { ...account, coachId: coach.id, user: { ...account.user, coachId: coach.id } };
}
