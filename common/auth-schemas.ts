// The input schemas of the sign-in, account, password and profile forms: the same schema validates
// the form in the browser and the API route on the server, with the same messages.
import { z } from "zod";
import { imageReferenceChange } from "./image-references";
import { INVALID_CREDENTIALS_MESSAGE, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth";
import { EMAIL_CODE_LENGTH, EMAIL_CODE_MESSAGES } from "./email-code";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const firstName = z
  .string({ error: "First name is required" })
  .trim()
  .min(1, "First name is required")
  .max(NAME_MAX_LENGTH, `First name must be at most ${NAME_MAX_LENGTH} characters`);

const lastName = z
  .string({ error: "Last name is required" })
  .trim()
  .min(1, "Last name is required")
  .max(NAME_MAX_LENGTH, `Last name must be at most ${NAME_MAX_LENGTH} characters`);

export const signInSchema = z.object({
  email,
  // No length rule when signing in: an old password must still be accepted, and the answer to a
  // wrong one is always the single credentials message.
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, INVALID_CREDENTIALS_MESSAGE),
});
export type SignInInput = z.input<typeof signInSchema>;

export const signUpSchema = z.object({ firstName, lastName, email, password: newPassword });
export type SignUpInput = z.input<typeof signUpSchema>;

export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z.object({
  token: z.string({ error: "This link is not valid." }).min(1, "This link is not valid.").max(200, "This link is not valid."),
  password: newPassword,
});
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(PASSWORD_MAX_LENGTH),
  newPassword,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const profileSchema = z.object({
  firstName,
  lastName,
  /**
   * null removes the photo; otherwise only one of our own images (an upload, a generated avatar):
   * an arbitrary address could point at one of our own GET endpoints, or another host. Absent
   * leaves the photo as it is.
   */
  profileImageUrl: imageReferenceChange("A photo is added by uploading it"),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const deleteAccountSchema = z.object({
  /** Required for accounts that have a password; accounts from single sign-on confirm by phrase. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirmation: z.literal("DELETE", { error: "Type DELETE to confirm" }).optional(),
});

/** The code of the confirmation e-mail (POST /api/auth/verify-email/code); spaces typed with it are ignored. */
export const emailCodeSchema = z.object({
  code: z
    .string({ error: EMAIL_CODE_MESSAGES.format })
    .max(32, EMAIL_CODE_MESSAGES.format)
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), EMAIL_CODE_MESSAGES.format)),
});
