// The Add/Edit Coach form's state and saving: validated with the same schema as the API, sent as
// typed (the API applies the schema itself), and the server's field messages put under the fields.
import { schemaResolver } from "../../lib/schema-resolver";
import { useForm, type FieldPath } from "react-hook-form";
import { coachCreateSchema, coachUpdateSchema } from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { COACH_FORM_FIELDS, coachFormValues, EMPTY_COACH_FORM, type CoachFormValues } from "./coach-form-values";

export function useCoachForm({
  coach,
  onSaved,
  onDone,
}: {
  /** The coach to edit; null to add a new one. */
  coach: PublicCoach | null;
  onSaved: (coach: PublicCoach) => void;
  /** Called after a successful save, to close the dialog. */
  onDone: () => void;
}) {
  const editing = coach !== null;
  const handleUnauthorized = useUnauthorizedHandler();
  const form = useForm<CoachFormValues>({
    // The same schema as the API: its messages show under the fields.
    resolver: schemaResolver(editing ? coachUpdateSchema : coachCreateSchema),
    defaultValues: coach ? coachFormValues(coach) : EMPTY_COACH_FORM,
    shouldFocusError: true,
  });

  // Sends what was typed, not the schema's output (that is in cents): the API applies the same schema.
  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    const body = editing ? values : { ...values, title: `${values.firstName.trim()} ${values.lastName.trim()}` };
    try {
      const response = await apiRequest(
        editing ? "PATCH" : "POST",
        editing ? `/api/admin/coaches/${coach.id}` : "/api/admin/coaches",
        body,
      );
      const saved = (await response.json()) as PublicCoach;
      toast(
        editing
          ? { title: "Coach Updated", description: `${saved.firstName} ${saved.lastName} has been updated.`, variant: "success" }
          : { title: "Coach Created", description: `${saved.firstName} ${saved.lastName} has been added.`, variant: "success" },
      );
      onSaved(saved);
      onDone();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((COACH_FORM_FIELDS as string[]).includes(field))
            form.setError(field as FieldPath<CoachFormValues>, { type: "server", message }, { shouldFocus: true });
        }
      }
      toast({
        title: "Error",
        description: editing ? "Failed to update coach. Please try again." : "Failed to create coach. Please try again.",
        variant: "destructive",
      });
    }
  });

  return { form, onSubmit };
}
