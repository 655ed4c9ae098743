// The parts the account forms share: the e-mail field, the field where the password someone already
// has is typed, the field where a new password is chosen (its rule said as a hint, and the browser may
// offer one), and the end of a form (its own error, then a submit button that says what it is doing
// while busy). The `autoComplete` of each password field tells a password manager which one it is.
import type { UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_MIN_LENGTH } from "#common/auth";
import { Button } from "../../components/ui/button";
import { FormField, type FormFieldProps } from "../../components/ui/form-field";
import { FormMessage } from "./account-card";

/** The e-mail field of the sign-in, sign-up and reset forms; `defaultValue` puts the address in the server-rendered HTML. */
export function EmailField({ defaultValue, error, ...registration }: { defaultValue?: string; error?: string } & UseFormRegisterReturn) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      defaultValue={defaultValue}
      error={error}
      {...registration}
    />
  );
}

export function CurrentPasswordField(props: Omit<FormFieldProps, "type" | "autoComplete">) {
  return <FormField type="password" autoComplete="current-password" {...props} />;
}

export function NewPasswordField(props: Omit<FormFieldProps, "type" | "autoComplete" | "hint">) {
  return <FormField type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...props} />;
}

export function FormSubmit({
  formError,
  busy,
  label,
  busyLabel,
}: {
  formError: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {formError ? <FormMessage>{formError}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
