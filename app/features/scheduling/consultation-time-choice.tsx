// The consultation panel's optional time: when the coach offers free times, the visitor may pick one
// for the free 15-minute consultation (the request is then booked at that time); otherwise nothing
// is shown and the panel is the plain request. Loaded only when the panel opens.
import { useEffect, useState } from "react";
import { TimePicker } from "./time-picker";

/** Whether the coach offers any 15-minute time in the next month (one small request per panel). */
function useOffersTimes(coachId: string): boolean | null {
  const [offers, setOffers] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const later = new Date(today.getTime() + 30 * 86_400_000);
    fetch(`/api/coaches/${coachId}/slots?from=${iso(today)}&to=${iso(later)}&duration=15`, { signal: controller.signal })
      .then(async (response) => setOffers(response.ok && ((await response.json()) as unknown[]).length > 0))
      .catch(() => {
        if (!controller.signal.aborted) setOffers(false);
      });
    return () => controller.abort();
  }, [coachId]);
  return offers;
}

export function ConsultationTimeChoice({
  coachId,
  value,
  onChange,
  refreshKey,
  error,
}: {
  coachId: string;
  value: string;
  onChange: (start: string) => void;
  refreshKey: number;
  error?: string;
}) {
  const offers = useOffersTimes(coachId);
  const [picking, setPicking] = useState(Boolean(value));
  if (!offers) return null;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Pick a time (optional)</legend>
      <label className="flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={picking}
          onChange={(event) => {
            setPicking(event.target.checked);
            if (!event.target.checked) onChange("");
          }}
        />
        Book the free 15-minute consultation at a time I choose
      </label>
      {picking ? (
        <TimePicker coachId={coachId} duration={15} value={value} onChange={onChange} refreshKey={refreshKey} label="Consultation times" />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
