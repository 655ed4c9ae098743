// Applications left after paying (docs/product/coach-application.md#finishing-later): the link that
// brings the applicant back to step 3 in any browser, what staff see of a paid subscription without
// an application ('Incomplete'), and the exact messages.
import { z } from "zod";
import { FINISH_APPLICATION_DAYS } from "./application-constants";
import type { PersonalInfo } from "./applications";

/** The page the e-mailed link opens: step 3, restored from the server. */
export const FINISH_APPLICATION_PATH = "/coach-apply-step3";

/** POST /api/coach-applications/resume */
export const resumeApplicationSchema = z.object({
  token: z.string({ error: "token is required" }).trim().min(1, "token is required").max(100, "token is not valid"),
});

/** What the link restores: step 1's entries and the subscription paid at step 2. */
export interface ResumedApplication {
  personalInfo: PersonalInfo;
  subscriptionId: string;
  /** When the link stops working and the subscription is cancelled (ISO 8601). */
  expiresAt: string;
}

export const FINISH_LINK_MESSAGES = {
  /** Unknown, malformed, expired or cancelled: one answer, so a token reveals nothing. */
  invalid: `This link to finish your application is no longer valid: links work for ${FINISH_APPLICATION_DAYS} days after the payment, and the subscription is then cancelled and refunded. You are welcome to apply again.`,
  submitted: "We have already received your application. We will be in touch within 5-7 business days.",
  /** The browser would not keep the restored entries (storage turned off). */
  storage: "Your browser did not let us keep your application on this page. Please allow this site to store data and open the link again.",
} as const;

/** Where a paid subscription without an application stands, as staff see it. */
export type IncompleteApplicationState = "incomplete" | "cancelling" | "cancelled";

export const INCOMPLETE_STATE_LABELS: Record<IncompleteApplicationState, string> = {
  incomplete: "Incomplete",
  cancelling: "Being cancelled",
  cancelled: "Cancelled and refunded",
};

/** GET /api/admin/incomplete-applications: a paid subscription whose application never came. */
export interface IncompleteApplication {
  subscriptionId: string;
  state: IncompleteApplicationState;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  paidAt: string;
  reminderSentAt: string | null;
  /** When the link stops working and the subscription is cancelled and refunded. */
  cancelsAt: string;
  cancelledAt: string | null;
  refundedCents: number | null;
}
