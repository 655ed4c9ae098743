import { data, redirect } from "react-router";
import type { Route } from "./+types/coach-earnings";
import { loginPath } from "#common/auth";
import { EARNINGS_TEXTS } from "#common/earnings";
import { EarningsPage } from "../features/coach-earnings/earnings-page";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Earnings: the coach's balances, payout account, entries and monthly statements.
// The same guard as the workspace shell (its loader runs in parallel with this one), so the ledger is
// never read for anyone but the linked coach. Dates are shown in the zone of the coach's hours.
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.auth.getSessionUser(request);
  const url = new URL(request.url);
  if (!user) throw redirect(loginPath(`${url.pathname}${url.search}`));
  if (!user.coachId) throw data({ denied: true }, { status: 403 });
  const [earnings, availability] = await Promise.all([
    context.services.earnings.forCoach(user.coachId),
    context.services.availability.get(user.coachId),
  ]);
  // The texts travel with the data: their module also holds the payout form's schema (zod), which
  // would otherwise come with this page's first JavaScript and pass the budget (scripts/lib/budgets.ts).
  return {
    texts: EARNINGS_TEXTS,
    earnings,
    provider: context.services.payments.browserConfig.provider,
    timeZone: availability?.timeZone ?? null,
  };
}

// A person's money: never kept by a browser or shared cache (the server also marks every signed-in answer so).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Earnings | Coach Workspace", "Your balances, payouts, payout account and monthly statements.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachEarnings({ loaderData }: Route.ComponentProps) {
  const { texts, earnings, provider, timeZone } = loaderData;
  return <EarningsPage texts={texts} earnings={earnings} provider={provider} timeZone={timeZone} />;
}
