// The Admin Portal (docs/product/staff-portal.md#portal-home): header buttons, the
// cards, the numbers, every coach with its add-review, edit and delete buttons and who runs its
// Coach Workspace (invite, unlink), then the consultation requests and the e-mail outbox.
import { ArrowLeft, CalendarDays, Clock, FileText, Globe, Pencil, Plus, Star, Trash2, Upload, Users } from "lucide-react";
import { useState } from "react";
import { ADMIN_LIST_PAGE_SIZE, DELETE_COACH_CONFIRMATION, type AdminStats } from "#common/admin-coaches";
import { coachImageUrl, type PublicCoach } from "#common/coaches";
import type { AdminCoach } from "#common/coach-links";
import { Avatar } from "../../components/ui/avatar";
import { Badge } from "../../components/ui/badge";
import { Button, LinkButton } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/use-toast";
import { ApiError, apiRequest } from "../../lib/api";
import { useUnauthorizedHandler } from "../../lib/auth";
import { usePagedList, useJson } from "./admin-data";
import { BulkImportDialog } from "./bulk-import-dialog";
import { CoachFormDialog } from "./coach-form-dialog";
import { CoachLinkControls, UnlinkCoachDialog } from "./coach-link";
import { ConsultationRequests } from "./consultation-requests";
import { OutboxList } from "./outbox-list";
import { AdminAvailabilityDialog } from "../scheduling/admin-availability-dialog";
import { ReviewDialog } from "./review-dialog";
import { ScraperDialog } from "./scraper-dialog";

function CoachRow({
  coach,
  onReview,
  onEdit,
  onDelete,
  onLinkChanged,
  onUnlink,
  onHours,
}: {
  coach: AdminCoach;
  onReview: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onLinkChanged: () => void;
  onUnlink: () => void;
  onHours: () => void;
}) {
  const name = `${coach.firstName} ${coach.lastName}`;
  return (
    <li className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[auto_1fr_auto]" data-testid="admin-coach-row">
      <Avatar src={coachImageUrl(coach)} initials={`${coach.firstName.charAt(0)}${coach.lastName.charAt(0)}`} className="size-14" />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{coach.title || name}</h3>
          <Badge variant={coach.isActive ? "default" : "muted"}>{coach.isActive ? "Active" : "Inactive"}</Badge>
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{coach.bio}</p>
        <p className="flex flex-wrap gap-x-4 text-sm">
          <span>${coach.hourlyRate}/hour</span>
          <span>{coach.experience} years experience</span>
          {coach.email ? <span className="break-all">{coach.email}</span> : null}
        </p>
        <ul className="flex flex-wrap gap-1" aria-label={`Specializations of ${name}`}>
          {coach.specializations.map((s) => (
            <li key={s}>
              <Badge variant="secondary">{s}</Badge>
            </li>
          ))}
        </ul>
        <CoachLinkControls coach={coach} onChanged={onLinkChanged} onUnlink={onUnlink} />
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:flex-col sm:flex-nowrap">
        <Button variant="outline" size="sm" onClick={onReview} aria-label={`Add review for ${name}`}>
          <Star aria-hidden="true" /> <span className="sm:sr-only">Review</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onHours} aria-label={`Availability of ${name}`}>
          <Clock aria-hidden="true" /> <span className="sm:sr-only">Hours</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" /> <span className="sm:sr-only">Edit</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${name}`} className="text-destructive">
          <Trash2 aria-hidden="true" /> <span className="sm:sr-only">Delete</span>
        </Button>
      </div>
    </li>
  );
}

export function AdminPortal() {
  const coaches = usePagedList<AdminCoach>("/api/admin/coaches", ADMIN_LIST_PAGE_SIZE);
  const stats = useJson<AdminStats>("/api/admin/stats");
  const handleUnauthorized = useUnauthorizedHandler();
  // The dialog stays mounted (so focus returns to the button that opened it); a new key resets the form.
  const [editing, setEditing] = useState<{ coach: PublicCoach | null; key: number; open: boolean }>({ coach: null, key: 0, open: false });
  const openForm = (coach: PublicCoach | null) => setEditing((e) => ({ coach, key: e.key + 1, open: true }));
  const [reviewing, setReviewing] = useState<PublicCoach | null>(null);
  const [deleting, setDeleting] = useState<PublicCoach | null>(null);
  const [unlinking, setUnlinking] = useState<AdminCoach | null>(null);
  const [hoursOf, setHoursOf] = useState<AdminCoach | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [scraperOpen, setScraperOpen] = useState(false);

  const refresh = async () => {
    await Promise.all([coaches.reload(), stats.reload()]);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await apiRequest("DELETE", `/api/admin/coaches/${deleting.id}`);
      toast({ title: "Coach Deleted", description: `${deleting.firstName} ${deleting.lastName} has been removed.`, variant: "success" });
      setDeleting(null);
      await refresh();
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const conflict = error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
      toast({ title: "Error", description: conflict ?? "Failed to delete coach. Please try again.", variant: "destructive" });
      setDeleting(null);
    } finally {
      setDeleteBusy(false);
    }
  };

  const average = stats.data ? stats.data.averageRating.toFixed(1) : null;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Admin Portal</h1>
            <p className="mt-1 text-muted-foreground">Manage coaches, reviews, imports, consultation requests and blog posts.</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton to="/coaches" reloadDocument variant="outline">
            <ArrowLeft aria-hidden="true" /> Back to Find Coaches
          </LinkButton>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" /> Add Coach
          </Button>
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <Upload aria-hidden="true" /> Import Coaches
          </Button>
          <Button variant="outline" onClick={() => setScraperOpen(true)}>
            <Globe aria-hidden="true" /> Psychology Today
          </Button>
        </div>
      </header>

      <nav aria-label="Admin sections" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card className="p-5">
          <Users className="size-6 text-primary" aria-hidden="true" />
          <h2 className="mt-3 font-semibold">Coach Applications</h2>
          <p className="mt-1 text-sm text-muted-foreground">Review applications and publish new coaches.</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <a href="/admin/applications">View Applications</a>
          </Button>
        </Card>
        <Card className="p-5">
          <Upload className="size-6 text-primary" aria-hidden="true" />
          <h2 className="mt-3 font-semibold">Bulk Import</h2>
          <p className="mt-1 text-sm text-muted-foreground">Add many coaches at once from a JSON file.</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => setImportOpen(true)}>
            Import Coaches
          </Button>
        </Card>
        <Card className="p-5">
          <CalendarDays className="size-6 text-primary" aria-hidden="true" />
          <h2 className="mt-3 font-semibold">Sessions</h2>
          <p className="mt-1 text-sm text-muted-foreground">Book sessions for clients and follow their status.</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <a href="/admin/bookings">Manage Bookings</a>
          </Button>
        </Card>
        <Card className="p-5">
          <FileText className="size-6 text-primary" aria-hidden="true" />
          <h2 className="mt-3 font-semibold">Blog</h2>
          <p className="mt-1 text-sm text-muted-foreground">Write, publish and import articles.</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <a href="/admin/blogs">Manage Blogs</a>
          </Button>
        </Card>
      </nav>

      <section aria-label="Numbers" className="grid grid-cols-3 gap-3 sm:gap-4">
        {[
          ["Total Coaches", stats.data?.totalCoaches],
          ["Active Coaches", stats.data?.activeCoaches],
          ["Average Rating", average],
        ].map(([label, value]) => (
          <Card key={String(label)} className="p-4 text-center sm:p-6">
            <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
            <p className="mt-1 text-2xl font-bold sm:text-3xl" data-testid={`stat-${String(label).toLowerCase().replace(/\s+/g, "-")}`}>
              {value ?? "–"}
            </p>
          </Card>
        ))}
      </section>

      <section aria-labelledby="coaches-heading" className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="coaches-heading" className="text-xl font-semibold">
            Coaches
          </h2>
          <p className="text-sm text-muted-foreground">{coaches.total} in all, newest first</p>
        </div>
        {coaches.error ? (
          <p role="alert" className="text-sm text-destructive">
            {coaches.error}
          </p>
        ) : null}
        {coaches.loading && coaches.items.length === 0 ? (
          <div className="grid gap-3">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : coaches.items.length === 0 ? (
          <p className="rounded-lg border p-8 text-center text-muted-foreground">No coaches found. Add your first coach to get started.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Coaches">
            {coaches.items.map((coach) => (
              <CoachRow
                key={coach.id}
                coach={coach}
                onReview={() => setReviewing(coach)}
                onEdit={() => openForm(coach)}
                onDelete={() => setDeleting(coach)}
                onLinkChanged={() => void coaches.reload()}
                onUnlink={() => setUnlinking(coach)}
                onHours={() => setHoursOf(coach)}
              />
            ))}
          </ul>
        )}
        {coaches.items.length < coaches.total ? (
          <Button variant="outline" className="justify-self-center" onClick={() => void coaches.loadMore()} disabled={coaches.loading}>
            Load more coaches
          </Button>
        ) : null}
      </section>

      <ConsultationRequests />
      <OutboxList />

      <CoachFormDialog
        key={editing.key}
        coach={editing.coach}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        onSaved={() => void refresh()}
      />
      <ReviewDialog coach={reviewing} onClose={() => setReviewing(null)} onSaved={() => void refresh()} />
      <AdminAvailabilityDialog coach={hoursOf} onClose={() => setHoursOf(null)} />
      <BulkImportDialog open={importOpen} onOpenChange={setImportOpen} onImported={() => void refresh()} />
      <ScraperDialog open={scraperOpen} onOpenChange={setScraperOpen} onImported={() => void refresh()} />
      <UnlinkCoachDialog coach={unlinking} onClose={() => setUnlinking(null)} onUnlinked={() => void coaches.reload()} />
      <Dialog open={deleting !== null} onOpenChange={(open) => (!open && !deleteBusy ? setDeleting(null) : undefined)}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete Coach</DialogTitle>
            <DialogDescription>{DELETE_COACH_CONFIRMATION}</DialogDescription>
          </DialogHeader>
          {deleting ? <p className="text-sm font-medium">{`${deleting.firstName} ${deleting.lastName}`}</p> : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void confirmDelete()} disabled={deleteBusy}>
              {deleteBusy ? "Deleting..." : "Delete"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
