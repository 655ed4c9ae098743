// The New Booking form's coaches and prefill on the staff bookings page, fetched when the form opens
// (the bookings themselves come from the page's loader, a page of PAGE_SIZE at ?offset=).
import { useCallback, useEffect, useState } from "react";
import type { SetURLSearchParams } from "react-router";
import type { BookingFormData } from "#common/bookings";
import { ApiError, getJson } from "../../lib/api";

export const PAGE_SIZE = 20;

type UnauthorizedHandler = (error: unknown) => boolean;

/** The New Booking form: open at once when the page is reached from a consultation request. */
export function useNewBookingForm({
  fromConsultation,
  params,
  setParams,
  handleUnauthorized,
}: {
  fromConsultation: string;
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  handleUnauthorized: UnauthorizedHandler;
}) {
  const [formOpen, setFormOpen] = useState(Boolean(fromConsultation));
  const [formData, setFormData] = useState<BookingFormData | null>(null);
  const [formError, setFormError] = useState("");

  useEffect(() => {
    if (!formOpen) return;
    const controller = new AbortController();
    const query = fromConsultation ? `?fromConsultation=${encodeURIComponent(fromConsultation)}` : "";
    getJson<BookingFormData>(`/api/admin/bookings/form-data${query}`, { signal: controller.signal })
      .then((data) => data && setFormData(data))
      .catch((error: unknown) => {
        if (controller.signal.aborted || handleUnauthorized(error)) return;
        setFormError(
          error instanceof ApiError && error.status === 404
            ? "That consultation request no longer exists."
            : "The form could not be loaded. Please try again.",
        );
      });
    return () => controller.abort();
  }, [formOpen, fromConsultation, handleUnauthorized]);

  const closeForm = useCallback(
    (open: boolean) => {
      setFormOpen(open);
      if (!open && fromConsultation) {
        const next = new URLSearchParams(params);
        next.delete("fromConsultation");
        setParams(next, { replace: true });
      }
    },
    [fromConsultation, params, setParams],
  );

  const openBlankForm = () => {
    setFormData(null);
    setFormError("");
    setFormOpen(true);
  };

  return { formOpen, formData, formError, closeForm, openBlankForm };
}
