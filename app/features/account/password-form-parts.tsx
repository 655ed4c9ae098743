// The parts the sign-in, sign-up and reset forms share: the field where a new password is chosen
// (its rule said as a hint, and the browser may offer one) and the end of a form (its own error,
// then a submit button that says what it is doing while busy).
import { PASSWORD_MIN_LENGTH } from "#common/auth";
import { Button } from "../../components/ui/button";
import { FormField, type FormFieldProps } from "../../components/ui/form-field";
import { FormMessage } from "./account-card";

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
