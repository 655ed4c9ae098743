// Add New Coach / Edit Coach (docs/product/staff-portal.md#add-and-edit-coach): every field, validated
// in the browser with the same schema the API uses. On create the title is "First Last"; when
// editing, names, email, phone and website may be left empty. The fields are in coach-form-fields.tsx,
// the state and saving in use-coach-form.ts.
import type { PublicCoach } from "#common/coaches";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { CoachFormFields } from "./coach-form-fields";
import { FormDialogFooter } from "./form-dialog-footer";
import { useCoachForm } from "./use-coach-form";

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
  const { form, onSubmit } = useCoachForm({ coach, onSaved, onDone: () => onOpenChange(false) });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

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

          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            busy={isSubmitting}
            label={editing ? "Update Coach" : "Create Coach"}
            busyLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
