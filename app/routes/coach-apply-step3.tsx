// Step 3 of the coach application (docs/product/coach-application.md#step-3-professional-background):
// the professional background, submitted with step 1's entries and step 2's subscription. Reachable
// after payment (payment_success in the address) with step 1's entries stored, or from the e-mailed
// link to finish (resume), which restores them.
import { redirect } from "react-router";
import type { Route } from "./+types/coach-apply-step3";
import { FINISH_TOKEN_PARAMETER } from "#common/application-constants";
import { deferredIsland } from "../components/deferred-island";
import { pageMeta } from "../lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Professional Background",
    "Step 3 of the coach application: your professional background, specializations, services and availability.",
    [{ name: "robots", content: "noindex" }],
  );

/**
 * Step 3 follows a successful payment (payment_success), or the e-mailed link to finish it (resume,
 * restored in the browser from the server); otherwise the applicant starts at step 1.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.has("payment_success") && !params.has(FINISH_TOKEN_PARAMETER)) throw redirect("/coach-apply");
  return null;
}

// The address may carry the link's token: never kept by a shared cache (the page drops it once used).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// The form depends on what the browser stored in steps 1 and 2, so it is drawn in the browser: its
// code (react-hook-form, the schema, the photo picker) loads as the page opens.
const ProfessionalBackground = deferredIsland(
  "professional-background",
  () => import("../features/coach-application/background-form").then((module) => module.ProfessionalBackground),
  { label: "Loading your application...", eager: () => true },
);

export default function CoachApplyStep3() {
  return <ProfessionalBackground />;
}
