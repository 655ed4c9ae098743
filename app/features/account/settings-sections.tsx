// Settings: change the password, sign out of the other sessions, delete the account (its data is
// deleted or anonymised as the Privacy Policy promises).
import { useState, type ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import type { AccountOverview } from "#common/auth";
import { changePasswordSchema, type ChangePasswordInput } from "#common/auth-schemas";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { FormMessage } from "./account-card";
import { GENERIC_FAILURE } from "./api-errors";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { CurrentPasswordField, NewPasswordField } from "./password-form-parts";
import { useAccountForm } from "./use-account-form";
import { saveMessageEmails } from "../messages/messages-api";

function SettingsSection({
  id,
  title,
  description,
  children,
  tone,
}: {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  tone?: "danger";
}) {
  return (
    <section
      aria-labelledby={id}
      className={tone === "danger" ? "rounded-xl border border-destructive/30 p-6 sm:p-8" : "rounded-xl border p-6 sm:p-8"}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-1 text-sm text-muted-foreground">{description}</div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function ChangePasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const revalidator = useRevalidator();
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
    formError,
    explain,
    submitWith,
  } = useAccountForm<ChangePasswordInput>({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: "", newPassword: "" },
    fields: ["currentPassword", "newPassword"],
  });

  const onSubmit = submitWith(
    async (values) => {
      await apiRequest("POST", "/api/auth/change-password", values);
      reset();
      await revalidator.revalidate();
      toast({ title: "Password changed", description: "Your other sessions were signed out.", variant: "success" });
    },
    (error) => (handleUnauthorized(error) ? null : explain(error)),
  );

  if (!hasPassword) {
    return (
      <SettingsSection
        id="password-heading"
        title="Password"
        description="You sign in with single sign-on, so there is no password to change here."
      >
        <p className="text-sm text-muted-foreground">Your organisation's sign-in service manages your password.</p>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection
      id="password-heading"
      title="Change password"
      description="Changing your password signs you out on every other device."
    >
      <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4" aria-label="Change password">
        <CurrentPasswordField label="Current password" error={errors.currentPassword?.message} {...register("currentPassword")} />
        <NewPasswordField label="New password" error={errors.newPassword?.message} {...register("newPassword")} />
        {formError ? <FormMessage>{formError}</FormMessage> : null}
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Changing..." : "Change password"}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

export function OtherSessionsSection({ otherSessions }: { otherSessions: number }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const signOutOthers = async () => {
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/auth/sessions/revoke-others");
      const { revoked } = (await response.json()) as { revoked: number };
      await revalidator.revalidate();
      toast({
        title: "Signed out of other sessions",
        description: revoked === 1 ? "1 other session was signed out." : `${revoked} other sessions were signed out.`,
        variant: "success",
      });
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: "Error", description: GENERIC_FAILURE, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      id="sessions-heading"
      title="Sessions"
      description={
        otherSessions === 0
          ? "You are signed in only here."
          : `You are also signed in on ${otherSessions === 1 ? "1 other device or browser" : `${otherSessions} other devices or browsers`}.`
      }
    >
      <Button variant="outline" onClick={signOutOthers} disabled={busy || otherSessions === 0}>
        {busy ? "Signing out..." : "Sign out of other sessions"}
      </Button>
    </SettingsSection>
  );
}

export function DeleteAccountSection({ hasPassword, supportEmail }: { hasPassword: boolean; supportEmail: string }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete-heading"
      tone="danger"
      title="Delete account"
      description={
        <>
          Deleting your account signs you out everywhere and removes your name, email and password from our systems. Past bookings and
          reviews stay with your coaches without your name or contact details, and the messages you sent are emptied, as our{" "}
          <Link to="/privacy" className="font-medium text-primary hover:underline">
            Privacy Policy
          </Link>{" "}
          describes. This cannot be undone. Questions? Write to{" "}
          <a href={`mailto:${supportEmail}`} className="font-medium text-primary hover:underline">
            {supportEmail}
          </a>
          .
        </>
      }
    >
      <Button variant="destructive" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <DeleteAccountDialog open={open} setOpen={setOpen} hasPassword={hasPassword} />
    </SettingsSection>
  );
}

/** Whether a message left unread for 10 minutes is e-mailed (docs/product/conversations.md#e-mails). */
export function MessageEmailsSection({ initial }: { initial: boolean }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = async (next: boolean) => {
    setBusy(true);
    setOn(next);
    try {
      await saveMessageEmails(next);
      toast({
        title: "Saved",
        description: next ? "We will e-mail you about unread messages." : "We will not e-mail you about unread messages.",
        variant: "success",
      });
    } catch (error) {
      setOn(!next);
      if (!handleUnauthorized(error)) toast({ title: "Error", description: GENERIC_FAILURE, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsSection
      id="message-emails-heading"
      title="Messages"
      description="When someone writes to you in Messages and you have not read it after 10 minutes."
    >
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={on}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        E-mail me about unread messages
      </label>
    </SettingsSection>
  );
}

export function SettingsSections({
  overview,
  supportEmail,
  messageEmails,
}: {
  overview: AccountOverview;
  supportEmail: string;
  messageEmails: boolean;
}) {
  return (
    <div className="grid gap-6">
      <ChangePasswordSection hasPassword={overview.hasPassword} />
      <MessageEmailsSection initial={messageEmails} />
      <OtherSessionsSection otherSessions={overview.otherSessions} />
      <DeleteAccountSection hasPassword={overview.hasPassword} supportEmail={supportEmail} />
    </div>
  );
}
