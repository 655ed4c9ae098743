// A coach's own profile in the Coach Workspace. The changes go through the staff edit (the same
// rules, the same repository write, and the directory's cached totals cleared), so a saved change
// shows on the public profile and in the directory at once. Which fields a coach may send is
// decided by the schema (common/coach-profile.ts) before anything reaches here.
import type { CoachProfileReader } from "#common/app-context";
import type { CoachProfileChanges } from "#common/coach-profile";
import type { PublicCoach } from "#common/coaches";
import { AppError } from "../../lib/errors";
import type { CoachAdminService } from "./admin-service";

export interface CoachProfileService extends CoachProfileReader {
  update(coachId: string, changes: CoachProfileChanges): Promise<PublicCoach>;
}

export function createCoachProfileService(admin: Pick<CoachAdminService, "get" | "update">): CoachProfileService {
  return {
    async getOwnProfile(coachId) {
      try {
        return await admin.get(coachId);
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    // The coach's own change, not staff's: no audit row (docs/product/audit-trail.md).
    update: (coachId, changes) => admin.update(coachId, changes, null),
  };
}
