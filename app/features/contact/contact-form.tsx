// The contact form (docs/product/contact.md#contact-form): validated in the browser and on
// the server by the same schema, sent to POST /api/contact. On failure everything typed stays in the
// form and the visitor is told, with the support address to write to instead.
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Send } from "lucide-react";
import { useId, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_LIMITS,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from "#common/contact";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";

const EMPTY: ContactMessageInput = { name: "", email: "", subject: "", message: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;

/**
 * The form and its sending: sent, the form empties; refused, the server's field messages go to their
 * fields and `failure` says what went wrong (with the wait, when too many messages were sent).
 */
function useContactForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
    shouldFocusError: true,
  });
  const { reset, setError } = form;

  const onSubmit = async (values: ContactMessage) => {
    setFailure(null);
    try {
      await apiRequest("POST", "/api/contact", values);
    } catch (error) {
      // The server's field messages are the form's own; show them where they belong.
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      for (const field of FIELDS) {
        if (fieldErrors[field]) setError(field as FieldPath<ContactMessageInput>, { message: fieldErrors[field] }, { shouldFocus: true });
      }
      const detail = error instanceof ApiError && error.status === 429 ? error.serverMessage : undefined;
      setFailure(detail ? `${CONTACT_FAILURE_MESSAGE} ${detail}` : CONTACT_FAILURE_MESSAGE);
      toast({ title: "Error", description: CONTACT_FAILURE_MESSAGE, variant: "destructive" });
      return;
    }
    reset(EMPTY);
    toast({
      title: "Message Sent!",
      description: "Thank you for reaching out. We'll get back to you within 24 hours.",
      variant: "success",
    });
  };

  return { form, failure, onSubmit };
}

export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const formId = useId();
  const { form, failure, onSubmit } = useContactForm();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const fieldProps = (field: (typeof FIELDS)[number]) => {
    const errorId = `${formId}-${field}-error`;
    return {
      id: `${formId}-${field}`,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": errors[field] ? errorId : undefined,
      ...register(field),
    };
  };

  const fieldError = (field: (typeof FIELDS)[number]) =>
    errors[field]?.message ? (
      <p id={`${formId}-${field}-error`} className="text-sm font-medium text-destructive">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form noValidate method="post" onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${formId}-name`}>Name</Label>
          <Input autoComplete="name" placeholder="Your name" maxLength={CONTACT_LIMITS.name} {...fieldProps("name")} />
          {fieldError("name")}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${formId}-email`}>Email</Label>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={CONTACT_LIMITS.email}
            {...fieldProps("email")}
          />
          {fieldError("email")}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${formId}-subject`}>Subject</Label>
        <Input placeholder="What is this about?" maxLength={CONTACT_LIMITS.subject} {...fieldProps("subject")} />
        {fieldError("subject")}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${formId}-message`}>Message</Label>
        <Textarea rows={6} placeholder="How can we help?" maxLength={CONTACT_LIMITS.message} {...fieldProps("message")} />
        {fieldError("message")}
      </div>
      {failure ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
          {failure}{" "}
          {supportEmail ? (
            <a className="font-semibold underline underline-offset-2" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
