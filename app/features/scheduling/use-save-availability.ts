// Saving the availability editor's hours: checked first with availabilitySchema (the server's schema,
// so the messages are the server's), then sent with PUT to the editor's endpoint. The server checks
// again; its field messages land on the same fields, and what it stored becomes the editor's value.
import { useState, type Dispatch, type SetStateAction } from "react";
import { availabilitySchema, type Availability } from "#common/scheduling/availability";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import type { Errors } from "./availability-fields";

export function useSaveAvailability(endpoint: string, value: Availability, setValue: Dispatch<SetStateAction<Availability>>) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const handleUnauthorized = useUnauthorizedHandler();

  async function save() {
    const checked = availabilitySchema.safeParse(value);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      toast({ title: "Please check your hours", description: Object.values(found)[0], variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      const response = await apiRequest("PUT", endpoint, checked.data);
      setValue((await response.json()) as Availability);
      setErrors({});
      toast({ title: "Availability saved", description: "Clients can now pick from these hours on your profile.", variant: "success" });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      const description =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      toast({ title: "Could not save", description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, save };
}
