// Booking a paid session from its dialog: the picked time and format, then POST /api/bookings and on
// to /checkout/{id}. A time taken meanwhile (409) is let go and the free times are loaded again.
import { useState } from "react";
import { useNavigate } from "react-router";
import type { ClientBookingCreated } from "#common/bookings";
import { TIME_TAKEN } from "#common/scheduling/messages";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { browserZone } from "./browser-zone";

export type SessionFormat = "video" | "in-person";

export function useBookPaidSession(coachId: string, setOpen: (open: boolean) => void) {
  const navigate = useNavigate();
  const [start, setStart] = useState("");
  const [format, setFormat] = useState<SessionFormat>("video");
  const [busy, setBusy] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  async function book() {
    if (!start) {
      setProblem("Please pick a time from the list.");
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await apiRequest("POST", "/api/bookings", {
        coachId,
        start,
        sessionType: "50-minute session",
        sessionFormat: format,
        timeZone: browserZone(),
      });
      const created = (await response.json()) as ClientBookingCreated;
      setOpen(false);
      await navigate(`/checkout/${created.id}`);
    } catch (error) {
      const message =
        error instanceof ApiError ? (error.serverMessage ?? "Please try again.") : "We could not reach the server. Please try again.";
      if (error instanceof ApiError && error.status === 409) {
        setStart("");
        setRefreshKey((key) => key + 1);
      }
      setProblem(message === TIME_TAKEN ? TIME_TAKEN : message);
      toast({ title: "Could not book", description: message, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return { start, setStart, format, setFormat, busy, refreshKey, problem, book };
}
