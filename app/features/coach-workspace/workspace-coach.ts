// The coach a Coach Workspace loader works for. The layout route checks the same, but React Router
// runs the child loaders alongside the layout's, so each child checks for itself before reading.
import { data, redirect, type AppLoadContext } from "react-router";
import { loginPath } from "#common/auth";

export async function workspaceCoachId(context: AppLoadContext, request: Request): Promise<string> {
  const user = await context.services.auth.getSessionUser(request);
  const url = new URL(request.url);
  if (!user) throw redirect(loginPath(`${url.pathname}${url.search}`));
  if (!user.coachId) throw data({ denied: true }, { status: 403 });
  return user.coachId;
}
