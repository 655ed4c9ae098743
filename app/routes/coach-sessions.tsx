import type { Route } from "./+types/coach-sessions";
import { CoachSessionsPage } from "../features/coach-workspace/coach-sessions-page";
import { workspaceCoachId } from "../features/coach-workspace/workspace-coach";
import { pageMeta } from "../lib/meta";

// Coach Workspace — Sessions (/coach/sessions): the coach's sessions and the 'New session' form,
// prefilled from one of the coach's own requests with ?fromRequest={id}.
export async function loader({ context, request }: Route.LoaderArgs) {
  const coachId = await workspaceCoachId(context, request);
  const fromRequest = new URL(request.url).searchParams.get("fromRequest") || undefined;
  const sessions = await context.services.coachPractice.listSessions(coachId);
  // `now`: the server's clock, for the first state of each 'Join session' (SessionPlace), so the
  // server's HTML and the hydration agree.
  const now = Date.now();
  try {
    return { sessions, form: await context.services.coachPractice.sessionFormData(coachId, fromRequest), formError: "", now };
  } catch (error) {
    // Another coach's request, or one that no longer exists: the page still shows, with a blank form's reason.
    if ((error as { status?: number }).status !== 404 || !fromRequest) throw error;
    return {
      sessions,
      form: await context.services.coachPractice.sessionFormData(coachId),
      formError: "That consultation request could not be found.",
      now,
    };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Sessions | Coach Workspace", "Your sessions with clients: arrange, confirm, reschedule, cancel and complete them.", [
    { name: "robots", content: "noindex" },
  ]);

export default function CoachSessions({ loaderData }: Route.ComponentProps) {
  return <CoachSessionsPage sessions={loaderData.sessions} form={loaderData.form} formError={loaderData.formError} />;
}
