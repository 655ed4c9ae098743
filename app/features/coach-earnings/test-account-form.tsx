// The built-in test provider's payout account form: the schema of POST /api/coach/payout-account
// checks it here and on the server; the server's field messages go to their fields. Loaded as a
// deferred island (its schema and react-hook-form are not in the page's first JavaScript).
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { TEST_ACCOUNT_NUMBER, TEST_ROUTING_NUMBER, testPayoutAccountSchema, type TestPayoutAccountForm } from "#common/payout-account";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";

const FIELDS = ["accountHolderName", "routingNumber", "accountNumber"] as const;
const EMPTY: TestPayoutAccountForm = { accountHolderName: "", routingNumber: "", accountNumber: "" };

export function TestAccountForm({ onConnected }: { onConnected(): void }) {
  const handleUnauthorized = useUnauthorizedHandler();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TestPayoutAccountForm>({ resolver: zodResolver(testPayoutAccountSchema), defaultValues: EMPTY, shouldFocusError: true });

  const onSubmit = async (values: TestPayoutAccountForm) => {
    setFailure(null);
    try {
      await apiRequest("POST", "/api/coach/payout-account", values);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      for (const field of FIELDS) {
        if (fieldErrors[field]) setError(field as FieldPath<TestPayoutAccountForm>, { message: fieldErrors[field] }, { shouldFocus: true });
      }
      const message =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      setFailure(`The account was not connected. ${message}`);
      return;
    }
    toast({ title: "Payout account connected", description: "Your available balance is paid to it at each payout.", variant: "success" });
    onConnected();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Test payout account" className="grid max-w-md gap-4">
      <p className="text-sm text-muted-foreground">
        This site uses test payments: no real money moves. Use routing number {TEST_ROUTING_NUMBER} and account number {TEST_ACCOUNT_NUMBER}
        .
      </p>
      <FormField
        label="Account holder's name"
        autoComplete="name"
        maxLength={100}
        error={errors.accountHolderName?.message}
        {...register("accountHolderName")}
      />
      <FormField
        label="Routing number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        hint="9 digits"
        error={errors.routingNumber?.message}
        {...register("routingNumber")}
      />
      <FormField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        hint="4 to 17 digits"
        error={errors.accountNumber?.message}
        {...register("accountNumber")}
      />
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {isSubmitting ? "Connecting..." : "Connect account"}
      </Button>
    </form>
  );
}
