// The Admin Portal (docs/product/staff-portal.md#portal-home): header buttons, the
// cards, the numbers, every coach with its add-review, edit and delete buttons and who runs its
// Coach Workspace (invite, unlink), then the consultation requests and the e-mail outbox. This page
// holds which dialog is open; its data comes from the route's loader, read again after each change; the
// parts are in admin-portal-overview.tsx and admin-coach-list.tsx.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ADMIN_LIST_PAGE_SIZE, type AdminConsultationRequest, type AdminOutboxMessage, type AdminStats } from "#common/admin-coaches";
import type { Page, PublicCoach } from "#common/coaches";
import type { AdminCoach } from "#common/coach-links";
import { AdminAvailabilityDialog } from "../scheduling/admin-availability-dialog";
import { AdminCoachList } from "./admin-coach-list";
import { usePagedList } from "./admin-data";
import { PortalHeader, PortalNumbers, PortalSectionCards } from "./admin-portal-overview";
import { BulkImportDialog } from "./bulk-import-dialog";
import { CoachFormDialog } from "./coach-form-dialog";
import { UnlinkCoachDialog } from "./coach-link";
import { ConsultationRequests } from "./consultation-requests";
import { DeleteCoachDialog } from "./delete-coach-dialog";
import { LicencesDialog } from "./licences-dialog";
import { OutboxList } from "./outbox-list";
import { ReviewDialog } from "./review-dialog";
import { ScraperDialog } from "./scraper-dialog";

/** What the portal's loader reads: the first page of each list and the numbers. */
export interface AdminPortalData {
  coaches: Page<AdminCoach>;
  stats: AdminStats;
  requests: Page<AdminConsultationRequest>;
  outbox: Page<AdminOutboxMessage>;
}

export function AdminPortal({ data }: { data: AdminPortalData }) {
  const coaches = usePagedList("/api/admin/coaches", ADMIN_LIST_PAGE_SIZE, data.coaches);
  const revalidator = useRevalidator();
  // The dialog stays mounted (so focus returns to the button that opened it); a new key resets the form.
  const [editing, setEditing] = useState<{ coach: PublicCoach | null; key: number; open: boolean }>({ coach: null, key: 0, open: false });
  const openForm = (coach: PublicCoach | null) => setEditing((e) => ({ coach, key: e.key + 1, open: true }));
  const [reviewing, setReviewing] = useState<PublicCoach | null>(null);
  const [deleting, setDeleting] = useState<PublicCoach | null>(null);
  const [unlinking, setUnlinking] = useState<AdminCoach | null>(null);
  const [hoursOf, setHoursOf] = useState<AdminCoach | null>(null);
  const [licencesOf, setLicencesOf] = useState<AdminCoach | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [scraperOpen, setScraperOpen] = useState(false);

  // After a change: the loader reads the lists and the numbers again.
  const refresh = () => revalidator.revalidate();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <PortalHeader onAddCoach={() => openForm(null)} onImport={() => setImportOpen(true)} onScraper={() => setScraperOpen(true)} />
      <PortalSectionCards onImport={() => setImportOpen(true)} />
      <PortalNumbers stats={data.stats} />
      <AdminCoachList
        coaches={coaches}
        actions={{
          onReview: setReviewing,
          onEdit: openForm,
          onDelete: setDeleting,
          onLinkChanged: () => void coaches.reload(),
          onUnlink: setUnlinking,
          onHours: setHoursOf,
          onLicences: setLicencesOf,
        }}
      />

      <ConsultationRequests first={data.requests} />
      <OutboxList first={data.outbox} />

      <CoachFormDialog
        key={editing.key}
        coach={editing.coach}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        onSaved={() => void refresh()}
      />
      <ReviewDialog coach={reviewing} onClose={() => setReviewing(null)} onSaved={() => void refresh()} />
      <AdminAvailabilityDialog coach={hoursOf} onClose={() => setHoursOf(null)} />
      <LicencesDialog coach={licencesOf} onClose={() => setLicencesOf(null)} onChanged={() => void coaches.reload()} />
      <BulkImportDialog open={importOpen} onOpenChange={setImportOpen} onImported={() => void refresh()} />
      <ScraperDialog open={scraperOpen} onOpenChange={setScraperOpen} onImported={() => void refresh()} />
      <UnlinkCoachDialog coach={unlinking} onClose={() => setUnlinking(null)} onUnlinked={() => void coaches.reload()} />
      <DeleteCoachDialog coach={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </div>
  );
}
