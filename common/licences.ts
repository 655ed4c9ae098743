// Verified licences (docs/product/verified-licences.md): what staff record after checking a coach's
// licence with the state board, the one schema the staff form and POST /api/admin/coaches/{id}/licences
// share, the answer's shape, and the badge's words. Kept apart from common/coaches.ts so the directory
// loads no zod for it.
import { z } from "zod";
import { US_STATES } from "./catalogue/us-states";

/** The licences a coach may hold, as boards name them. */
export const LICENCE_TYPES = [
  "LMFT",
  "LPC",
  "LPCC",
  "LCSW",
  "LMHC",
  "LCPC",
  "Psychologist",
  "Psychiatrist",
  "Psychiatric nurse practitioner",
] as const;

/** How staff checked it. */
export const LICENCE_CHECK_METHODS = [
  "State board online lookup",
  "Primary-source letter from the board",
  "Copy of licence and board phone call",
] as const;

const STATE_CODES = US_STATES.map((state) => state.code) as [string, ...string[]];

export const licenceInputSchema = z.object({
  licenceType: z.enum(LICENCE_TYPES, "Choose the licence type"),
  licenceNumber: z
    .string("Enter the licence number")
    .trim()
    .min(1, "Enter the licence number")
    .max(40, "A licence number has at most 40 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, "A licence number has letters, digits, spaces, dots, dashes or slashes"),
  issuingState: z.enum(STATE_CODES, "Choose the issuing state"),
  expiresOn: z.iso.date("Enter the expiry date as YYYY-MM-DD"),
  checkMethod: z.enum(LICENCE_CHECK_METHODS, "Choose how the licence was checked"),
});
export type LicenceInput = z.infer<typeof licenceInputSchema>;

/** A licence as the staff API answers it. */
export interface CoachLicence {
  id: string;
  coachId: string;
  licenceType: string;
  licenceNumber: string;
  /** Two-letter code, and the state's name. */
  issuingState: string;
  issuingStateName: string;
  /** YYYY-MM-DD: the licence is current through this day (UTC). */
  expiresOn: string;
  checkMethod: string;
  verifiedBy: { id: string | null; email: string };
  verifiedAt: string;
  /** Whether it is current today (and so gives the badge). */
  current: boolean;
}

/** The state's name for its code ("CA" → "California"). */
export function stateName(code: string): string {
  return US_STATES.find((state) => state.code === code)?.name ?? code;
}
