// The groups of fields of the New Booking form: the coach (staff only), the client, the session,
// when it takes place, and its length and price. Each control is labelled and shows its own error.
import type { ReactNode } from "react";
import { BOOKING_SESSION_TYPES, type BookingSessionType } from "#common/bookings";
import { BOOKING_SESSION_FORMATS } from "#common/catalogue/coach-options";
import { Input, NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import type { BookingField, BookingFormValues } from "./booking-form-model";
import type { BookingFormState } from "./use-booking-form";

/** One labelled control, with its hint and its error message. */
export function BookingFormRow({
  form,
  field,
  label,
  hint,
  children,
}: {
  form: BookingFormState;
  field: BookingField;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  const error = form.errors[field];
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${form.id}-${field}`}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${form.id}-${field}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CoachField({ form }: { form: BookingFormState }) {
  const { values, wiring, suggest } = form;
  return (
    <BookingFormRow form={form} field="coachId" label="Coach">
      <NativeSelect {...wiring("coachId")} value={values.coachId} onChange={(e) => suggest(e.target.value, values.sessionType)}>
        <option value="">Choose a coach</option>
        {form.activeCoaches.map((coach) => (
          <option key={coach.id} value={coach.id}>
            {coach.name}
          </option>
        ))}
      </NativeSelect>
    </BookingFormRow>
  );
}

export function ClientFields({ form }: { form: BookingFormState }) {
  const { values, wiring, set } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BookingFormRow form={form} field="firstName" label="First name">
        <Input {...wiring("firstName")} value={values.firstName} onChange={(e) => set("firstName", e.target.value)} autoComplete="off" />
      </BookingFormRow>
      <BookingFormRow form={form} field="lastName" label="Last name">
        <Input {...wiring("lastName")} value={values.lastName} onChange={(e) => set("lastName", e.target.value)} autoComplete="off" />
      </BookingFormRow>
      <BookingFormRow form={form} field="email" label="Email">
        <Input {...wiring("email")} type="email" value={values.email} onChange={(e) => set("email", e.target.value)} autoComplete="off" />
      </BookingFormRow>
      <BookingFormRow form={form} field="phoneNumber" label="Phone (optional)">
        <Input
          {...wiring("phoneNumber")}
          type="tel"
          value={values.phoneNumber}
          onChange={(e) => set("phoneNumber", e.target.value)}
          autoComplete="off"
        />
      </BookingFormRow>
    </div>
  );
}

export function SessionFields({ form }: { form: BookingFormState }) {
  const { values, wiring, set, suggest } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BookingFormRow form={form} field="sessionType" label="Session type">
        <NativeSelect
          {...wiring("sessionType")}
          value={values.sessionType}
          onChange={(e) => suggest(values.coachId, e.target.value as BookingSessionType)}
        >
          {BOOKING_SESSION_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </BookingFormRow>
      <BookingFormRow form={form} field="sessionFormat" label="Format">
        <NativeSelect
          {...wiring("sessionFormat")}
          value={values.sessionFormat}
          onChange={(e) => set("sessionFormat", e.target.value as BookingFormValues["sessionFormat"])}
        >
          {BOOKING_SESSION_FORMATS.map((format) => (
            <option key={format.value} value={format.value}>
              {format.label}
            </option>
          ))}
        </NativeSelect>
      </BookingFormRow>
    </div>
  );
}

export function WhenFields({ form }: { form: BookingFormState }) {
  const { values, wiring, set } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <BookingFormRow form={form} field="date" label="Date">
        <Input {...wiring("date")} type="date" value={values.date} onChange={(e) => set("date", e.target.value)} />
      </BookingFormRow>
      <BookingFormRow form={form} field="time" label="Time">
        <Input {...wiring("time")} type="time" value={values.time} onChange={(e) => set("time", e.target.value)} />
      </BookingFormRow>
      <BookingFormRow form={form} field="timeZone" label="Time zone">
        <NativeSelect {...wiring("timeZone")} value={values.timeZone} onChange={(e) => set("timeZone", e.target.value)}>
          {form.zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, " ")}
            </option>
          ))}
        </NativeSelect>
      </BookingFormRow>
    </div>
  );
}

export function LengthAndPriceFields({ form }: { form: BookingFormState }) {
  const { values, wiring, set } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <BookingFormRow form={form} field="duration" label="Duration (minutes)">
        <Input
          {...wiring("duration")}
          type="number"
          min={5}
          max={480}
          step={5}
          value={values.duration}
          onChange={(e) => set("duration", e.target.value)}
        />
      </BookingFormRow>
      <BookingFormRow form={form} field="amount" label="Amount (USD)" hint="0 makes it a free session (no payment).">
        <Input
          {...wiring("amount")}
          inputMode="decimal"
          value={values.amount}
          onChange={(e) => set("amount", e.target.value)}
          placeholder="0.00"
        />
      </BookingFormRow>
    </div>
  );
}
