// The contact form (docs/product/contact.md#contact-form). The form and POST /api/contact validate
// with this one schema, so the messages are the same on both.
import { z } from "zod";

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(CONTACT_LIMITS.name, `Name must be ${CONTACT_LIMITS.name} characters or fewer`),
  email: z
    .string({ error: "Invalid email address" })
    .trim()
    .max(CONTACT_LIMITS.email, "Invalid email address")
    .pipe(z.email({ error: "Invalid email address" })),
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(CONTACT_LIMITS.subject, `Subject must be ${CONTACT_LIMITS.subject} characters or fewer`),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(CONTACT_LIMITS.message, `Message must be ${CONTACT_LIMITS.message} characters or fewer`),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const CONTACT_FAILURE_MESSAGE = "Failed to send message. Please try again or email us directly.";
