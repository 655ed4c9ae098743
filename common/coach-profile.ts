// A coach editing their own public profile (PATCH /api/coach/profile and the Coach Workspace's
// Profile form): the staff Edit Coach rules and messages, minus what only staff or clients decide.
// The same schema validates the form in the browser and the body on the server.
import { z } from "zod";
import { coachPatchSchema, sentFieldsOnly, type CoachPatch } from "./admin-coaches";

/**
 * Fields a coach may not set, each with the reason the API gives. `email` is the address the
 * account was linked by (the invitation proved it) and where requests and billing mail go: staff
 * change it, so a coach cannot move their profile to an address nobody checked.
 */
export const COACH_PROFILE_LOCKED_FIELDS = {
  isActive: "isActive cannot be set by a coach: the profile is listed while the subscription is active",
  rating: "rating cannot be set: it is the average of client reviews",
  totalReviews: "totalReviews cannot be set: it counts client reviews",
  userId: "userId cannot be set: an account is linked to a coach by an invitation",
  email: "email cannot be changed here: it is the address your account is linked by. Contact support to change it",
} as const;

type LockedField = keyof typeof COACH_PROFILE_LOCKED_FIELDS;

/** Present at all, with any value, the field is refused (400 naming it) and nothing changes. */
const locked = (field: LockedField) => z.never({ error: COACH_PROFILE_LOCKED_FIELDS[field] }).optional();

/** PATCH /api/coach/profile: only the fields sent change, each checked by the Edit Coach rules. */
export const coachProfilePatchSchema = coachPatchSchema.omit({ isActive: true, email: true }).extend({
  isActive: locked("isActive"),
  rating: locked("rating"),
  totalReviews: locked("totalReviews"),
  userId: locked("userId"),
  email: locked("email"),
});

export type CoachProfileChanges = Omit<CoachPatch, LockedField>;

/** The parsed body without the locked fields (always absent once parsed) and without zod's defaults. */
export function coachProfileChangesOf(parsed: z.output<typeof coachProfilePatchSchema>, body: unknown): CoachProfileChanges {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { isActive, rating, totalReviews, userId, email, ...editable } = parsed;
  return sentFieldsOnly(editable, body);
}

/** The words of the Profile page's toasts. */
export const COACH_PROFILE_MESSAGES = {
  saved: { title: "Profile saved", description: "Your public profile shows the changes now." },
  failed: { title: "Profile not saved", description: "Please check the highlighted fields and try again." },
  unreachable: { title: "Profile not saved", description: "We could not reach the server. Please try again." },
} as const;
