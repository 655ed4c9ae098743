// Forgotten password: ask for a link by e-mail, then choose a new password with it. The link works
// once, within one hour (the server checks both).
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from "#common/auth-schemas";
import { Button } from "../../components/ui/button";
import { ApiError, apiRequest } from "../../lib/api";
import { FormMessage } from "./account-card";
import { ExpiredLink } from "./expired-link";
import { EmailField, FormSubmit, NewPasswordField } from "./password-form-parts";
import { useAccountForm } from "./use-account-form";

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    formState: { errors, isSubmitting },
    formError,
    submitWith,
  } = useAccountForm<PasswordResetRequestInput>({ schema: passwordResetRequestSchema, defaultValues: { email: "" }, fields: ["email"] });

  const onSubmit = submitWith(async (values) => {
    await apiRequest("POST", "/api/auth/password-reset/request", values);
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <FormMessage tone="notice">
          If an account exists for {sentTo}, we sent it a link to reset the password. The link works once, within one hour.
        </FormMessage>
        <p className="text-sm text-muted-foreground">No e-mail after a few minutes? Check your spam folder, or try again.</p>
        <Button asChild variant="outline">
          <Link to="/login">Back to sign in</Link>
        </Button>
      </div>
    );
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Reset your password">
      <EmailField error={errors.email?.message} {...register("email")} />
      <FormSubmit formError={formError} busy={isSubmitting} label="Send reset link" busyLabel="Sending..." />
      <Link to="/login" className="-my-2.5 py-2.5 text-center text-sm font-medium text-primary hover:underline">
        Back to sign in
      </Link>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const { register, formState, formError, explain, submitWith } = useAccountForm<PasswordResetInput>({
    schema: passwordResetSchema,
    defaultValues: { token, password: "" },
    fields: ["password"],
  });

  const onSubmit = submitWith(
    async (values) => {
      await apiRequest("POST", "/api/auth/password-reset", values);
      await navigate("/login?reset=done", { replace: true });
    },
    (error) => {
      // A used or expired link: the form gives way to ExpiredLink rather than showing a message.
      if (!(error instanceof ApiError && error.fieldErrors.token)) return explain(error);
      setExpired(true);
      return null;
    },
  );

  if (expired) return <ExpiredLink />;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Choose a new password">
      <input type="hidden" {...register("token")} />
      <NewPasswordField label="New password" error={formState.errors.password?.message} {...register("password")} />
      <FormSubmit formError={formError} busy={formState.isSubmitting} label="Set new password" busyLabel="Saving..." />
    </form>
  );
}
