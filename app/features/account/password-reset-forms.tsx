// Forgotten password: ask for a link by e-mail, then choose a new password with it. The link works
// once, within one hour (the server checks both).
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from "#common/auth-schemas";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { apiRequest, ApiError } from "../../lib/api";
import { FormMessage } from "./account-card";
import { FormSubmit, NewPasswordField } from "./password-form-parts";
import { ExpiredLink } from "./expired-link";
import { showApiError } from "./api-errors";

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apiRequest("POST", "/api/auth/password-reset/request", values);
      setSentTo(values.email);
    } catch (error) {
      setFormError(showApiError(error, setError, ["email"]));
    }
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
      <FormField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register("email")} />
      <FormSubmit formError={formError} busy={isSubmitting} label="Send reset link" busyLabel="Sending..." />
      <Link to="/login" className="-my-2.5 py-2.5 text-center text-sm font-medium text-primary hover:underline">
        Back to sign in
      </Link>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetInput>({ resolver: zodResolver(passwordResetSchema), defaultValues: { token, password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apiRequest("POST", "/api/auth/password-reset", values);
      await navigate("/login?reset=done", { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) setExpired(true);
      else setFormError(showApiError(error, setError, ["password"]));
    }
  });

  if (expired) return <ExpiredLink />;
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Choose a new password">
      <input type="hidden" {...register("token")} />
      <NewPasswordField label="New password" error={errors.password?.message} {...register("password")} />
      <FormSubmit formError={formError} busy={isSubmitting} label="Set new password" busyLabel="Saving..." />
    </form>
  );
}
