// Staff set a coach's bookable hours from the coach's row in the Admin Portal: the same editor the
// coach uses (its code fetched when the dialog first opens), saved through
// PUT /api/admin/coaches/{id}/availability.
import { Loader2 } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import type { Availability } from "#common/scheduling/availability";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { onDemand } from "../../lib/on-demand";

const AvailabilityEditor = onDemand(() => import("./availability-editor").then((module) => module.AvailabilityEditor));

function LoadingHours() {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading hours…
    </p>
  );
}

type Loaded = { coachId: string } & ({ kind: "ready"; availability: Availability | null } | { kind: "error" });

export function AdminAvailabilityDialog({
  coach,
  onClose,
}: {
  coach: { id: string; firstName: string; lastName: string } | null;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!coach) return;
    // The editor's code comes while the hours load.
    AvailabilityEditor.preload();
    const controller = new AbortController();
    fetch(`/api/admin/coaches/${coach.id}/availability`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setLoaded({ coachId: coach.id, kind: "ready", availability: (await response.json()) as Availability | null });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ coachId: coach.id, kind: "error" });
      });
    return () => controller.abort();
  }, [coach]);
  const current = coach && loaded?.coachId === coach.id ? loaded : null;
  return (
    <Dialog open={coach !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Availability of {coach ? `${coach.firstName} ${coach.lastName}` : ""}</DialogTitle>
          <DialogDescription>The hours clients can pick on the coach's profile, in the coach's time zone.</DialogDescription>
        </DialogHeader>
        {!current ? (
          <LoadingHours />
        ) : current.kind === "error" ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            The hours could not be loaded. Please try again.
          </p>
        ) : (
          <Suspense fallback={<LoadingHours />}>
            <AvailabilityEditor.Component initial={current.availability} endpoint={`/api/admin/coaches/${current.coachId}/availability`} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
