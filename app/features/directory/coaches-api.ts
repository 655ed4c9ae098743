// The browser's calls for the coach catalogue (docs/product/api.md#public-endpoints).
import { getJson, apiRequest } from "../../lib/api";
import type { Page, PublicCoach, PublicReview } from "#common/coaches";
import { PROFILE_VIEW_HEADER } from "#common/coach-insights";
import type { ProfileMessaging } from "#common/conversations";

export async function fetchCoachPage(params: URLSearchParams, signal?: AbortSignal): Promise<Page<PublicCoach>> {
  const query = params.toString();
  const response = await apiRequest("GET", `/api/coaches${query ? `?${query}` : ""}`, undefined, { signal });
  const items = (await response.json()) as PublicCoach[];
  return { items, total: Number(response.headers.get("X-Total-Count") ?? items.length) };
}

/**
 * The coach, or null when the API answers 404 (unknown or inactive). `asProfileView` is for the
 * profile page alone: the server then counts the request as a view of the profile.
 */
export async function fetchCoach(id: string, signal?: AbortSignal, options: { asProfileView?: boolean } = {}): Promise<PublicCoach | null> {
  try {
    const headers: Record<string, string> = options.asProfileView ? { [PROFILE_VIEW_HEADER]: "1" } : {};
    const response = await apiRequest("GET", `/api/coaches/${encodeURIComponent(id)}`, undefined, { signal, headers });
    return (await response.json()) as PublicCoach;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("404:")) return null;
    throw error;
  }
}

export async function fetchCoachReviews(id: string, signal?: AbortSignal): Promise<PublicReview[]> {
  return (await getJson<PublicReview[]>(["/api/coaches", encodeURIComponent(id), "reviews"], { signal })) ?? [];
}

/** What the coach's profile offers for messages (GET /api/coaches/{id}/messaging). */
export async function fetchProfileMessaging(coachId: string, signal?: AbortSignal): Promise<ProfileMessaging> {
  return (await (
    await apiRequest("GET", `/api/coaches/${encodeURIComponent(coachId)}/messaging`, undefined, { signal })
  ).json()) as ProfileMessaging;
}
