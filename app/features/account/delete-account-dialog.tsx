// The confirmation dialog of account deletion: the password (or the word DELETE when the account
// signs in with single sign-on), then the account is deleted and the visitor is signed out and sent home.
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, ApiError } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { GENERIC_FAILURE } from "./api-errors";
import { CurrentPasswordField } from "./password-form-parts";

/** The confirmation's value, its error, and the request that deletes the account. */
function useAccountDeletion(hasPassword: boolean, close: () => void) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const handleUnauthorized = useUnauthorizedHandler();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDeletion = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!value) {
      setError(hasPassword ? "Password is required" : "Type DELETE to confirm");
      return;
    }
    setBusy(true);
    try {
      await apiRequest("DELETE", "/api/auth/user", hasPassword ? { password: value } : { confirmation: value });
      close();
      await navigate("/", { replace: true });
      await revalidator.revalidate();
      toast({ title: "Account deleted", description: "Your account has been deleted and you have been signed out." });
    } catch (err) {
      if (handleUnauthorized(err)) return;
      const field = err instanceof ApiError ? (err.fieldErrors.password ?? err.fieldErrors.confirmation) : undefined;
      setError(field ?? (err instanceof ApiError ? (err.serverMessage ?? GENERIC_FAILURE) : GENERIC_FAILURE));
    } finally {
      setBusy(false);
    }
  };

  return { value, setValue, error, setError, busy, confirmDeletion };
}

export function DeleteAccountDialog({
  open,
  setOpen,
  hasPassword,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  hasPassword: boolean;
}) {
  const { value, setValue, error, setError, busy, confirmDeletion } = useAccountDeletion(hasPassword, () => setOpen(false));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setValue("");
          setError(null);
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            {hasPassword ? "Enter your password to confirm. This cannot be undone." : "Type DELETE to confirm. This cannot be undone."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={confirmDeletion} className="grid gap-4" aria-label="Confirm account deletion">
          {hasPassword ? (
            <CurrentPasswordField label="Password" value={value} onChange={(e) => setValue(e.target.value)} error={error ?? undefined} />
          ) : (
            <FormField
              label="Type DELETE to confirm"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={error ?? undefined}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
