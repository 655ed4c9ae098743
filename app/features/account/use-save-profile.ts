// Saves the account's name (and, when given, its photo) and reloads the page's data, so the header
// and the form show what the server kept.
import { useRevalidator } from "react-router";
import type { SessionUser } from "#common/auth";
import type { ProfileInput } from "#common/auth-schemas";
import { apiRequest } from "../../lib/api";

export function useSaveProfile() {
  const revalidator = useRevalidator();
  return async (body: ProfileInput) => {
    const response = await apiRequest("PATCH", "/api/auth/user", body);
    const updated = (await response.json()) as SessionUser;
    await revalidator.revalidate();
    return updated;
  };
}
