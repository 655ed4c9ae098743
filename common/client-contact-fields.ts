// The name and e-mail fields of the person a consultation request or a booking is for: one rule, one set of messages.
import { z } from "zod";

/** First and last name (at most 100 characters each) and e-mail address (at most 254), in that order. */
export const clientNameAndEmailFields = {
  firstName: z
    .string({ error: "First name is required" })
    .trim()
    .min(1, "First name is required")
    .max(100, "First name must be at most 100 characters"),
  lastName: z
    .string({ error: "Last name is required" })
    .trim()
    .min(1, "Last name is required")
    .max(100, "Last name must be at most 100 characters"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
};
