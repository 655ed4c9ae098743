// The editable fields of a coach application (its 'Edit Application' section): contact details,
// title, experience, rate and bio, validated with the API's own schema and saved with PATCH.
import { schemaResolver } from "../../lib/schema-resolver";
import { useForm } from "react-hook-form";
import { applicationUpdateSchema, type AdminApplication } from "#common/applications";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { apiRequest } from "../../lib/api";

interface EditValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  title: string;
  bio: string;
  experience: string | number;
  hourlyRate: string;
}

export function ApplicationEditForm({ application, onSaved }: { application: AdminApplication; onSaved: (a: AdminApplication) => void }) {
  const { register, handleSubmit, formState } = useForm<EditValues>({
    resolver: schemaResolver(applicationUpdateSchema),
    defaultValues: {
      firstName: application.firstName,
      lastName: application.lastName,
      email: application.email,
      phone: application.phone,
      location: application.location,
      title: application.title,
      bio: application.bio,
      experience: application.experience,
      hourlyRate: application.hourlyRate,
    },
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await apiRequest("PATCH", `/api/admin/coach-applications/${application.id}`, values);
      onSaved((await response.json()) as AdminApplication);
      toast({ title: "Application Updated", description: "Your changes were saved.", variant: "success" });
    } catch {
      toast({ title: "Error", description: "Failed to update application.", variant: "destructive" });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Edit application">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message} {...register("firstName")} />
        <FormField label="Last name" error={errors.lastName?.message} {...register("lastName")} />
        <FormField label="Email" type="email" error={errors.email?.message} {...register("email")} />
        <FormField label="Phone" type="tel" error={errors.phone?.message} {...register("phone")} />
        <FormField label="Location" error={errors.location?.message} {...register("location")} />
        <FormField label="Title" error={errors.title?.message} {...register("title")} />
        <FormField label="Experience (years)" type="number" min={0} error={errors.experience?.message} {...register("experience")} />
        <FormField
          label="Hourly rate (USD)"
          type="number"
          min={0}
          step="0.01"
          error={errors.hourlyRate?.message}
          {...register("hourlyRate")}
        />
      </div>
      <FormField label="Bio" error={errors.bio?.message}>
        <Textarea rows={4} {...register("bio")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
}
