// Add New Coach / Edit Coach (second specification: Admin portal, section 5): every field, validated
// in the browser with the same schema the API uses. On create the title is "First Last"; when
// editing, names, email, phone and website may be left empty.
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Plus, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch, type Control, type FieldPath } from "react-hook-form";
import {
  coachCreateSchema,
  coachUpdateSchema,
  uniqueTrimmed,
  type CoachCreateInput,
} from "#common/admin-coaches";
import {
  ADMIN_AVAILABILITY_OPTIONS,
  ADMIN_LANGUAGES,
  ADMIN_SESSION_TYPES,
  CERTIFICATIONS,
  GENDERS,
  INSURERS,
  PROFESSIONAL_TYPES,
} from "#common/catalogue/coach-options";
import { TOPIC_GROUPS, ALL_TOPICS } from "#common/catalogue/topics";
import { US_STATES } from "#common/catalogue/us-states";
import type { PublicCoach } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input, NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { ImagePicker } from "../images/image-picker";

type FormValues = CoachCreateInput & {
  specializations: string[];
  availability: string[];
  sessionTypes: string[];
  languages: string[];
  certifications: string[];
  insuranceAccepted: string[];
};

const EMPTY: FormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  website: "",
  title: "",
  bio: "",
  experience: "0",
  hourlyRate: "0",
  specializations: [],
  availability: [],
  sessionTypes: [],
  languages: ["English"],
  location: "",
  certifications: [],
  gender: "",
  professionalType: "",
  insuranceAccepted: [],
  profileImageUrl: null,
  isActive: true,
};

function valuesOf(coach: PublicCoach): FormValues {
  return {
    firstName: coach.firstName,
    lastName: coach.lastName,
    email: coach.email,
    phoneNumber: coach.phoneNumber,
    website: coach.website,
    title: coach.title,
    bio: coach.bio,
    experience: String(coach.experience),
    hourlyRate: coach.hourlyRate,
    specializations: coach.specializations,
    availability: coach.availability,
    sessionTypes: coach.sessionTypes,
    languages: coach.languages,
    location: coach.location,
    certifications: coach.certifications,
    gender: coach.gender,
    professionalType: coach.professionalType,
    insuranceAccepted: coach.insuranceAccepted,
    profileImageUrl: coach.profileImageUrl,
    isActive: coach.isActive,
  };
}

const FIELDS: FieldPath<FormValues>[] = [
  "firstName", "lastName", "email", "phoneNumber", "website", "title", "bio", "experience", "hourlyRate", "specializations",
  "availability", "sessionTypes", "languages", "location", "certifications", "gender", "professionalType", "insuranceAccepted", "profileImageUrl", "isActive",
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ErrorText({ id, children }: { id: string; children?: string }) {
  return children ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  ) : null;
}

/** Checkboxes for a list field; values already on the coach that are not options stay listed. */
function CheckboxList({
  control,
  name,
  legend,
  options,
  error,
  columns = "sm:grid-cols-3",
  labelOf = (v: string) => v,
  keepOtherValues = true,
}: {
  control: Control<FormValues>;
  name: "availability" | "sessionTypes" | "languages" | "insuranceAccepted" | "certifications";
  legend: ReactNode;
  options: readonly string[];
  error?: string;
  columns?: string;
  labelOf?: (value: string) => string;
  /** List values that are not options as checkboxes too (off where they are shown elsewhere). */
  keepOtherValues?: boolean;
}) {
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const selected = field.value ?? [];
        const all = keepOtherValues ? [...options, ...selected.filter((v) => !options.some((o) => o.toLowerCase() === v.toLowerCase()))] : options;
        const toggle = (value: string, on: boolean) =>
          field.onChange(on ? uniqueTrimmed([...selected, value]) : selected.filter((v) => v.toLowerCase() !== value.toLowerCase()));
        return (
          <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{legend}</legend>
            <div className={`grid grid-cols-2 gap-x-4 gap-y-2 ${columns}`}>
              {all.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={selected.some((v) => v.toLowerCase() === option.toLowerCase())}
                    onChange={(event) => toggle(option, event.target.checked)}
                  />
                  {labelOf(option)}
                </label>
              ))}
            </div>
            <ErrorText id={errorId}>{error}</ErrorText>
          </fieldset>
        );
      }}
    />
  );
}

/** A text box with Add, and the custom entries as removable chips (trimmed, no duplicates). */
function CustomEntries({ label, values, onChange, hidden }: { label: string; values: string[]; onChange: (values: string[]) => void; hidden: readonly string[] }) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const custom = values.filter((v) => !hidden.some((h) => h.toLowerCase() === v.toLowerCase()));
  const add = () => {
    const value = draft.trim();
    if (!value) return;
    onChange(uniqueTrimmed([...values, value]));
    setDraft("");
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} aria-label={`Add ${label.toLowerCase()}`}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
      {custom.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label} added`}>
          {custom.map((value) => (
            <li key={value} className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
              {value}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

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
  const ids = { specializations: useId(), image: useId() };
  const handleUnauthorized = useUnauthorizedHandler();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    // The same schema as the API: its messages show under the fields.
    resolver: zodResolver((editing ? coachUpdateSchema : coachCreateSchema) as never),
    defaultValues: coach ? valuesOf(coach) : EMPTY,
    shouldFocusError: true,
  });

  const specializations = useWatch({ control, name: "specializations" });
  const certifications = useWatch({ control, name: "certifications" });
  const [firstName, lastName] = useWatch({ control, name: ["firstName", "lastName"] });

  // Sends what was typed, not the schema's output (that is in cents): the API applies the same schema.
  const onSubmit = handleSubmit(async () => {
    const values = getValues();
    const body = editing ? values : { ...values, title: `${values.firstName.trim()} ${values.lastName.trim()}` };
    try {
      const response = await apiRequest(editing ? "PATCH" : "POST", editing ? `/api/admin/coaches/${coach.id}` : "/api/admin/coaches", body);
      const saved = (await response.json()) as PublicCoach;
      toast(editing ? { title: "Coach Updated", description: `${saved.firstName} ${saved.lastName} has been updated.`, variant: "success" } : { title: "Coach Created", description: `${saved.firstName} ${saved.lastName} has been added.`, variant: "success" });
      onSaved(saved);
      onOpenChange(false);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as string[]).includes(field)) setError(field as FieldPath<FormValues>, { type: "server", message }, { shouldFocus: true });
        }
      }
      toast({ title: "Error", description: editing ? "Failed to update coach. Please try again." : "Failed to create coach. Please try again.", variant: "destructive" });
    }
  });

  const field = (name: FieldPath<FormValues>) => errors[name as keyof FormValues]?.message as string | undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Coach" : "Add New Coach"}</DialogTitle>
          <DialogDescription>
            {editing ? "Change the coach's profile. Names, email, phone and website may be left empty." : "Everything the directory shows about the coach. Rating and reviews come from clients."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={editing ? "Edit Coach" : "Add New Coach"}>
          <section className="grid gap-4 sm:grid-cols-2" aria-label="Contact">
            <FormField label="First name" autoComplete="off" error={field("firstName")} {...register("firstName")} />
            <FormField label="Last name" autoComplete="off" error={field("lastName")} {...register("lastName")} />
            <FormField label="Email" type="email" autoComplete="off" error={field("email")} {...register("email")} />
            <FormField label="Phone" type="tel" autoComplete="off" error={field("phoneNumber")} {...register("phoneNumber")} />
            <FormField label="Website" type="url" placeholder="https://" className="sm:col-span-2" error={field("website")} {...register("website")} />
          </section>

          {editing ? (
            <FormField label="Title" error={field("title")} hint="Shown on the directory card, e.g. 'Dr. Jane Doe, LMFT'." {...register("title")} />
          ) : (
            <p className="text-sm text-muted-foreground">The title is the coach&apos;s name; it can be changed after the coach is created.</p>
          )}

          <div className="grid gap-2">
            <span id={ids.image} className="text-sm font-medium">
              Profile image
            </span>
            <Controller
              control={control}
              name="profileImageUrl"
              render={({ field: image }) => (
                <ImagePicker
                  labelId={ids.image}
                  value={image.value ?? null}
                  onChange={image.onChange}
                  seed={coach?.id ?? (`${firstName} ${lastName}`.trim() || "new coach")}
                  initials={`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || "?"}
                />
              )}
            />
            <ErrorText id={`${ids.image}-error`}>{field("profileImageUrl")}</ErrorText>
          </div>

          <FormField label="Bio" error={field("bio")} hint="50 to 4000 characters.">
            <Textarea rows={6} maxLength={4000} {...register("bio")} />
          </FormField>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Years of experience" type="number" inputMode="numeric" min={0} step={1} error={field("experience")} {...register("experience")} />
            <FormField label="Hourly rate ($)" type="number" inputMode="decimal" min={0} step={0.01} error={field("hourlyRate")} {...register("hourlyRate")} />
          </div>

          <fieldset className="grid gap-3" aria-describedby={errors.specializations ? `${ids.specializations}-error` : undefined}>
            <legend className="mb-1 text-sm font-medium">Specializations</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {TOPIC_GROUPS.map((group) => {
                const chosen = group.topics.filter((t) => specializations.includes(t.label)).length;
                return (
                  <details key={group.name} className="rounded-md border px-3 py-2">
                    <summary className="cursor-pointer text-sm font-medium">
                      {group.name}
                      {chosen > 0 ? <span className="ml-2 text-xs text-primary">({chosen} selected)</span> : null}
                    </summary>
                    <div className="mt-2 grid gap-2">
                      {group.topics.map((topic) => (
                        <label key={topic.label} className="flex items-start gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="mt-0.5 size-4 accent-primary"
                            checked={specializations.includes(topic.label)}
                            onChange={(event) =>
                              setValue(
                                "specializations",
                                event.target.checked ? uniqueTrimmed([...specializations, topic.label]) : specializations.filter((s) => s !== topic.label),
                                { shouldValidate: Boolean(errors.specializations) },
                              )
                            }
                          />
                          {topic.label}
                        </label>
                      ))}
                    </div>
                  </details>
                );
              })}
            </div>
            <CustomEntries
              label="Custom specialization"
              values={specializations}
              hidden={ALL_TOPICS}
              onChange={(values) => setValue("specializations", values, { shouldValidate: Boolean(errors.specializations) })}
            />
            <ErrorText id={`${ids.specializations}-error`}>{field("specializations")}</ErrorText>
          </fieldset>

          <CheckboxList control={control} name="availability" legend="Availability" options={ADMIN_AVAILABILITY_OPTIONS} labelOf={capitalize} error={field("availability")} />
          <CheckboxList control={control} name="sessionTypes" legend="Session types" options={ADMIN_SESSION_TYPES} error={field("sessionTypes")} />

          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Location" placeholder="City, ST" list="admin-us-states" error={field("location")} {...register("location")} />
            <datalist id="admin-us-states">
              {US_STATES.map((state) => (
                <option key={state.code} value={state.name} />
              ))}
            </datalist>
            <FormField label="Gender" error={field("gender")}>
              <NativeSelect {...register("gender")}>
                <option value="">Not specified</option>
                {GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Professional type" error={field("professionalType")}>
              <NativeSelect {...register("professionalType")}>
                <option value="">Not specified</option>
                {PROFESSIONAL_TYPES.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>

          <CheckboxList control={control} name="languages" legend="Languages" options={ADMIN_LANGUAGES} columns="sm:grid-cols-4" error={field("languages")} />
          <div className="grid gap-3">
            <CheckboxList control={control} name="certifications" legend="Certifications" options={CERTIFICATIONS} columns="sm:grid-cols-4" keepOtherValues={false} error={field("certifications")} />
            <CustomEntries
              label="Custom certification"
              values={certifications}
              hidden={CERTIFICATIONS}
              onChange={(values) => setValue("certifications", values)}
            />
          </div>
          <CheckboxList control={control} name="insuranceAccepted" legend="Insurance accepted" options={INSURERS} error={field("insuranceAccepted")} />

          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4 accent-primary" {...register("isActive")} />
            Active (shown in the directory and bookable)
          </label>

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
