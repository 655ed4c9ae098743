// The form for a new booking (docs/product/bookings-and-payments.md#booking-by-staff): coach, client,
// session, date, time and zone, length and price (0 = free). It validates with the API's own schema
// (common/bookings.ts) after turning date + time + zone into an ISO instant with its offset, and shows the
// server's field messages where they belong. Started from a consultation request, it arrives prefilled. Staff
// pick the coach; a coach (the Coach Workspace passes `ownCoach`) books with their own profile, so there is
// no picker and the form posts to the coach API without a coachId.
import { Loader2 } from "lucide-react";
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  adminBookingSchema,
  BOOKING_SESSION_TYPES,
  coachBookingSchema,
  SESSION_TYPE_PRESETS,
  type BookingCoachOption,
  type BookingPrefill,
  type BookingSessionType,
} from "#common/bookings";
import { BOOKING_SESSION_FORMATS } from "#common/catalogue/coach-options";
import { toIsoWithOffset, zonedTimeToInstant } from "#common/zoned-time";
import { Button } from "../../components/ui/button";
import { Input, NativeSelect } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { timeZoneOptions, viewerTimeZone } from "./time-zones";

interface Values {
  coachId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  sessionType: BookingSessionType | "";
  sessionFormat: "video" | "in-person";
  date: string;
  time: string;
  timeZone: string;
  duration: string;
  amount: string;
  notes: string;
}

type Field = keyof Values;

/** What the form reports once the booking exists (both APIs answer at least this). */
export interface CreatedBooking {
  id: string;
  firstName: string;
  lastName: string;
  amountCents: number;
}

function initialValues(prefill: BookingPrefill | null, coaches: BookingCoachOption[]): Values {
  const sessionType = prefill?.sessionType || "50-minute session";
  const coach = coaches.find((c) => c.id === prefill?.coachId);
  const preset = sessionType ? SESSION_TYPE_PRESETS[sessionType] : undefined;
  return {
    coachId: coach?.isActive ? coach.id : "",
    firstName: prefill?.firstName ?? "",
    lastName: prefill?.lastName ?? "",
    email: prefill?.email ?? "",
    phoneNumber: prefill?.phoneNumber ?? "",
    sessionType,
    sessionFormat: prefill?.sessionFormat ?? "video",
    date: "",
    time: "",
    timeZone: viewerTimeZone(),
    duration: String(preset?.duration ?? 50),
    amount: preset?.free ? "0.00" : coach ? coach.hourlyRate : "",
    notes: "",
  };
}

/** A blank form for a coach: their own profile is the coach. */
const emptyPrefill: BookingPrefill = {
  consultationRequestId: "",
  coachId: "",
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  sessionType: "",
  sessionFormat: "video",
};

/** The API's field names onto the form's. */
const SERVER_FIELD: Record<string, Field> = { scheduledDate: "date", amount: "amount", timeZone: "timeZone", duration: "duration" };

export function BookingForm({
  coaches: coachOptions = [],
  ownCoach,
  prefill,
  onCreated,
  onUnauthorized,
}: {
  /** Staff: the coaches to choose from. */
  coaches?: BookingCoachOption[];
  /** A coach booking with their own profile: no picker, and the coach API. */
  ownCoach?: BookingCoachOption;
  prefill: BookingPrefill | null;
  onCreated(booking: CreatedBooking): void;
  onUnauthorized(error: unknown): boolean;
}) {
  const coaches = ownCoach ? [ownCoach] : coachOptions;
  const noun = ownCoach ? "Session" : "Booking";
  const id = useId();
  const [values, setValues] = useState<Values>(() =>
    initialValues(ownCoach ? { ...(prefill ?? emptyPrefill), coachId: ownCoach.id } : prefill, coaches),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  // A double click must not create two bookings: the state update lands after the second click.
  const busyRef = useRef(false);
  const zones = useMemo(() => timeZoneOptions(values.timeZone), [values.timeZone]);
  const activeCoaches = coaches.filter((c) => c.isActive);

  const set = <K extends Field>(field: K, value: Values[K]) => setValues((v) => ({ ...v, [field]: value }));

  /** A new coach or session type suggests the length and the price (staff can change both). */
  const suggest = (coachId: string, sessionType: BookingSessionType | "") => {
    const preset = sessionType ? SESSION_TYPE_PRESETS[sessionType] : undefined;
    const coach = coaches.find((c) => c.id === coachId);
    setValues((v) => ({
      ...v,
      coachId,
      sessionType,
      duration: preset ? String(preset.duration) : v.duration,
      amount: preset?.free ? "0.00" : coach ? coach.hourlyRate : v.amount,
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const found: Partial<Record<Field, string>> = {};
    if (!values.date) found.date = "Date is required";
    if (!values.time) found.time = "Time is required";
    const instant = values.date && values.time ? zonedTimeToInstant(values.date, values.time, values.timeZone) : null;
    if (values.date && values.time && !instant) found.date = "Please enter a real date and time";
    const payload = {
      ...(ownCoach ? {} : { coachId: values.coachId }),
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber,
      sessionType: values.sessionType,
      sessionFormat: values.sessionFormat,
      scheduledDate: instant ? toIsoWithOffset(instant, values.timeZone) : "",
      timeZone: values.timeZone,
      duration: values.duration,
      amount: values.amount,
      notes: values.notes,
      ...(prefill ? { consultationRequestId: prefill.consultationRequestId } : {}),
    };
    const parsed = (ownCoach ? coachBookingSchema : adminBookingSchema).safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field = (SERVER_FIELD[key] ?? key) as Field;
        if (key === "scheduledDate" && (found.date || found.time)) continue;
        found[field] ??= issue.message;
      }
    } else if (instant && instant.getTime() < Date.now()) {
      found.date = "The session must be in the future";
    }
    setErrors(found);
    const firstBad = (Object.keys(values) as Field[]).find((f) => found[f]);
    if (firstBad) {
      document.getElementById(`${id}-${firstBad}`)?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const response = await apiRequest("POST", ownCoach ? "/api/coach/bookings" : "/api/admin/bookings", payload);
      const created = (await response.json()) as CreatedBooking;
      toast({
        title: `${noun} Created`,
        description: `${created.firstName} ${created.lastName} was e-mailed ${created.amountCents === 0 ? `the ${noun.toLowerCase()}` : "the payment link"}.`,
        variant: "success",
      });
      onCreated(created);
    } catch (error) {
      if (onUnauthorized(error)) return;
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const mapped: Partial<Record<Field, string>> = {};
      for (const [key, message] of Object.entries(fieldErrors)) mapped[(SERVER_FIELD[key] ?? key) as Field] = message;
      setErrors(mapped);
      toast({
        title: "Error",
        description: (error instanceof ApiError && error.serverMessage) || `Failed to create ${noun.toLowerCase()}. Please try again.`,
        variant: "destructive",
      });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const wiring = (field: Field) => ({
    id: `${id}-${field}`,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
    disabled: busy,
  });
  const row = (field: Field, label: string, control: ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      {control}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {errors[field] ? (
        <p id={`${id}-${field}-error`} className="text-sm font-medium text-destructive">
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={`New ${noun.toLowerCase()}`}>
      {prefill ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          From the consultation request of {prefill.firstName} {prefill.lastName}. It will be marked scheduled.
        </p>
      ) : null}
      {ownCoach
        ? null
        : row(
            "coachId",
            "Coach",
            <NativeSelect {...wiring("coachId")} value={values.coachId} onChange={(e) => suggest(e.target.value, values.sessionType)}>
              <option value="">Choose a coach</option>
              {activeCoaches.map((coach) => (
                <option key={coach.id} value={coach.id}>
                  {coach.name}
                </option>
              ))}
            </NativeSelect>,
          )}
      <div className="grid gap-4 sm:grid-cols-2">
        {row(
          "firstName",
          "First name",
          <Input {...wiring("firstName")} value={values.firstName} onChange={(e) => set("firstName", e.target.value)} autoComplete="off" />,
        )}
        {row(
          "lastName",
          "Last name",
          <Input {...wiring("lastName")} value={values.lastName} onChange={(e) => set("lastName", e.target.value)} autoComplete="off" />,
        )}
        {row(
          "email",
          "Email",
          <Input
            {...wiring("email")}
            type="email"
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
            autoComplete="off"
          />,
        )}
        {row(
          "phoneNumber",
          "Phone (optional)",
          <Input
            {...wiring("phoneNumber")}
            type="tel"
            value={values.phoneNumber}
            onChange={(e) => set("phoneNumber", e.target.value)}
            autoComplete="off"
          />,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {row(
          "sessionType",
          "Session type",
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
          </NativeSelect>,
        )}
        {row(
          "sessionFormat",
          "Format",
          <NativeSelect
            {...wiring("sessionFormat")}
            value={values.sessionFormat}
            onChange={(e) => set("sessionFormat", e.target.value as Values["sessionFormat"])}
          >
            {BOOKING_SESSION_FORMATS.map((format) => (
              <option key={format.value} value={format.value}>
                {format.label}
              </option>
            ))}
          </NativeSelect>,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {row("date", "Date", <Input {...wiring("date")} type="date" value={values.date} onChange={(e) => set("date", e.target.value)} />)}
        {row("time", "Time", <Input {...wiring("time")} type="time" value={values.time} onChange={(e) => set("time", e.target.value)} />)}
        {row(
          "timeZone",
          "Time zone",
          <NativeSelect {...wiring("timeZone")} value={values.timeZone} onChange={(e) => set("timeZone", e.target.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, " ")}
              </option>
            ))}
          </NativeSelect>,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {row(
          "duration",
          "Duration (minutes)",
          <Input
            {...wiring("duration")}
            type="number"
            min={5}
            max={480}
            step={5}
            value={values.duration}
            onChange={(e) => set("duration", e.target.value)}
          />,
        )}
        {row(
          "amount",
          "Amount (USD)",
          <Input
            {...wiring("amount")}
            inputMode="decimal"
            value={values.amount}
            onChange={(e) => set("amount", e.target.value)}
            placeholder="0.00"
          />,
          "0 makes it a free session (no payment).",
        )}
      </div>
      {row(
        "notes",
        ownCoach ? "Notes (shown to the client and you)" : "Notes (shown to the client and the coach)",
        <Textarea
          {...wiring("notes")}
          rows={3}
          className="min-h-20"
          value={values.notes}
          onChange={(e) => set("notes", e.target.value)}
          maxLength={2000}
        />,
      )}
      <Button type="submit" size="lg" disabled={busy} className="sm:self-end">
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {busy ? "Creating..." : `Create ${noun}`}
      </Button>
    </form>
  );
}
