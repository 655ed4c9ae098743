// The Admin Portal's list of coaches, newest first, the first page from the loader and more on demand: each coach with its
// add-review, hours, licences, edit and delete buttons and who runs its Coach Workspace (invite, unlink).
import { BadgeCheck, Clock, Pencil, Star, Trash2 } from "lucide-react";
import { coachImageUrl, DIRECTORY_FLAG_FILTERS } from "#common/coaches";
import type { AdminCoach } from "#common/coach-links";
import { Avatar } from "../../components/ui/avatar";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import type { PagedList } from "./admin-data";
import { CoachLinkControls } from "./coach-link";

/** What can be done with one coach of the list; each opens its dialog in the portal. */
export interface CoachRowActions {
  onReview(coach: AdminCoach): void;
  onEdit(coach: AdminCoach): void;
  onDelete(coach: AdminCoach): void;
  onLinkChanged(): void;
  onUnlink(coach: AdminCoach): void;
  onHours(coach: AdminCoach): void;
  onLicences(coach: AdminCoach): void;
}

export function AdminCoachList({ coaches, actions }: { coaches: PagedList<AdminCoach>; actions: CoachRowActions }) {
  return (
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
      {coaches.items.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No coaches found. Add your first coach to get started.</p>
      ) : (
        <ul className="grid gap-3" aria-label="Coaches">
          {coaches.items.map((coach) => (
            <CoachRow
              key={coach.id}
              coach={coach}
              onReview={() => actions.onReview(coach)}
              onEdit={() => actions.onEdit(coach)}
              onDelete={() => actions.onDelete(coach)}
              onLinkChanged={actions.onLinkChanged}
              onUnlink={() => actions.onUnlink(coach)}
              onHours={() => actions.onHours(coach)}
              onLicences={() => actions.onLicences(coach)}
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
  );
}

function CoachRow({
  coach,
  onReview,
  onEdit,
  onDelete,
  onLinkChanged,
  onUnlink,
  onHours,
  onLicences,
}: {
  coach: AdminCoach;
  onReview: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onLinkChanged: () => void;
  onUnlink: () => void;
  onHours: () => void;
  onLicences: () => void;
}) {
  const name = `${coach.firstName} ${coach.lastName}`;
  return (
    <li className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[auto_1fr_auto]" data-testid="admin-coach-row">
      <Avatar src={coachImageUrl(coach)} initials={`${coach.firstName.charAt(0)}${coach.lastName.charAt(0)}`} className="size-14" />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">{coach.title || name}</h3>
          <Badge variant={coach.isActive ? "default" : "muted"}>{coach.isActive ? "Active" : "Inactive"}</Badge>
          {coach.licenseVerified ? <Badge variant="secondary">{DIRECTORY_FLAG_FILTERS.verified}</Badge> : null}
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
        <Button variant="outline" size="sm" onClick={onLicences} aria-label={`Licences of ${name}`}>
          <BadgeCheck aria-hidden="true" /> <span className="sm:sr-only">Licences</span>
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
