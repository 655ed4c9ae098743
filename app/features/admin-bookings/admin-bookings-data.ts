// The data of the staff bookings page: one page of bookings (reloaded on demand, a changed booking
// replaced in place) and the New Booking form's coaches and prefill, fetched when the form opens.
import { useCallback, useEffect, useState } from "react";
import type { SetURLSearchParams } from "react-router";
import type { AdminBookingView, BookingFormData } from "#common/bookings";
import { ApiError, apiRequest, getJson } from "../../lib/api";

export const PAGE_SIZE = 20;

export type ListState = { state: "loading" } | { state: "failed" } | { state: "ready"; items: AdminBookingView[]; total: number };

type UnauthorizedHandler = (error: unknown) => boolean;

export function useBookingList(offset: number, handleUnauthorized: UnauthorizedHandler) {
  const [list, setList] = useState<ListState>({ state: "loading" });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest("GET", `/api/admin/bookings?limit=${PAGE_SIZE}&offset=${offset}`, undefined, { signal: controller.signal })
      .then(async (response) =>
        setList({
          state: "ready",
          items: (await response.json()) as AdminBookingView[],
          total: Number(response.headers.get("x-total-count") ?? 0),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted || handleUnauthorized(error)) return;
        setList({ state: "failed" });
      });
    return () => controller.abort();
  }, [offset, reload, handleUnauthorized]);

  const replaceItem = (updated: AdminBookingView) =>
    setList((l) => (l.state === "ready" ? { ...l, items: l.items.map((b) => (b.id === updated.id ? updated : b)) } : l));

  return { list, replaceItem, reload: () => setReload((n) => n + 1) };
}

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
