// Add New Coach / Edit Coach (docs/product/staff-portal.md#add-and-edit-coach): every field, validated
// in the browser with the same schema the API uses. On create the title is "First Last"; when
// editing, names, email, phone and website may be left empty. The fields are in coach-form-fields.tsx.
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useForm, type FieldPath } from "react-hook-form";
import { coachCreateSchema, coachUpdateSchema } from "#common/admin-coaches";
import type { PublicCoach } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { CoachFormFields } from "./coach-form-fields";
import { COACH_FORM_FIELDS, coachFormValues, EMPTY_COACH_FORM, type CoachFormValues } from "./coach-form-values";

export function CoachFormDialog({
  coach,
  open,
  onOpenChange,
  onSaved,
}: {
  /** The coach to edit; null to add a new one. */
  coach: PublicCoach | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (coach: PublicCoach) => void;
}) {
  const editing = coach !== null;
  const handleUnauthorized = useUnauthorizedHandler();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CoachFormValues>({
    // The same schema as the API: its messages show under the fields.
    resolver: zodResolver((editing ? coachUpdateSchema : coachCreateSchema) as never),
    defaultValues: coach ? coachFormValues(coach) : EMPTY_COACH_FORM,
    shouldFocusError: true,
  });

  // Sends what was typed, not the schema's output (that is in cents): the API applies the same schema.
  const onSubmit = handleSubmit(async () => {
    const values = getValues();
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
      onOpenChange(false);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((COACH_FORM_FIELDS as string[]).includes(field))
            setError(field as FieldPath<CoachFormValues>, { type: "server", message }, { shouldFocus: true });
        }
      }
      toast({
        title: "Error",
        description: editing ? "Failed to update coach. Please try again." : "Failed to create coach. Please try again.",
        variant: "destructive",
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Coach" : "Add New Coach"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the coach's profile. Names, email, phone and website may be left empty."
              : "Everything the directory shows about the coach. Rating and reviews come from clients."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={editing ? "Edit Coach" : "Add New Coach"}>
          <CoachFormFields coach={coach} register={register} control={control} setValue={setValue} errors={errors} />

          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {isSubmitting ? "Saving..." : editing ? "Update Coach" : "Create Coach"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
