import type { Route } from "./+types/coach-requests";
import { coachConsultationListQuerySchema } from "#common/consultations";
import { COACH_REQUESTS_PAGE_SIZE } from "#common/consultation-states";
import { RequestsInbox } from "../features/coach-workspace/requests-inbox";
import { workspaceCoachId } from "../features/coach-workspace/workspace-coach";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Requests (/coach): the coach's consultation requests, first page server-rendered.
export async function loader({ context, request }: Route.LoaderArgs) {
  const coachId = await workspaceCoachId(context, request);
  // An unknown ?status= shows every request rather than an error page.
  const filter = coachConsultationListQuerySchema.safeParse({ status: new URL(request.url).searchParams.get("status") || undefined });
  const status = filter.success ? filter.data.status : undefined;
  const first = await context.services.coachPractice.listRequests(coachId, { status, limit: COACH_REQUESTS_PAGE_SIZE, offset: 0 });
  return { first, status: status ?? "" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Requests | Coach Workspace", "The consultation requests visitors sent you, with their details and your notes.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachRequests({ loaderData }: Route.ComponentProps) {
  // A new filter is a new list: start from its first page.
  return <RequestsInbox key={loaderData.status} first={loaderData.first} status={loaderData.status} />;
}
