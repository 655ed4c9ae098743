// What the staff pages read (common/app-context.ts, StaffPortalReader): the same services, and so the
// same answers, as the GET /api/admin/* lists. The pages' loaders call it only behind the staff guard.
import type { StaffPortalReader } from "#common/app-context";
import type { DatabaseOrTransaction } from "../../db/client";
import type { ApplicationsService } from "../applications/service";
import type { BlogService } from "../blog/service";
import type { BookingsService } from "../bookings/service";
import type { CoachAdminService } from "../coaches/admin-service";
import type { ConsultationAdminService } from "../consultations/admin-service";
import type { JobsAdminService } from "../jobs/service";
import type { MailService } from "../mail/service";
import { listOutboxForStaff } from "../mail/staff-outbox-service";

export function createStaffPortalReader(parts: {
  db: DatabaseOrTransaction;
  coachAdmin: CoachAdminService;
  consultationAdmin: ConsultationAdminService;
  applications: ApplicationsService;
  bookings: BookingsService;
  mail: MailService;
  blog: BlogService;
  jobsAdmin: JobsAdminService;
}): StaffPortalReader {
  const { db, coachAdmin, consultationAdmin, applications, bookings, mail, blog, jobsAdmin } = parts;
  return {
    stats: () => coachAdmin.stats(),
    coaches: (page) => coachAdmin.list(page),
    consultationRequests: (page) => consultationAdmin.list(page),
    applications: (page) => applications.list(page),
    incompleteApplications: (page) => applications.listIncomplete(page),
    bookings: (page) => bookings.listForAdmin(page),
    outbox: (page) => listOutboxForStaff(mail, db, page),
    blogPosts: () => blog.listAll(),
    failedJobs: () => jobsAdmin.listFailed(),
  };
}
