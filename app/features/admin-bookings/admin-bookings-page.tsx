// Staff bookings (/admin/bookings): every booking, newest first and paged, with the changes each
// allows; 'New Booking' opens the form, which opens by itself, prefilled, when the page is reached
// from a consultation request (?fromConsultation={id}, the admin portal's 'Create booking' link).
import { Plus } from "lucide-react";
import { useRevalidator, useSearchParams } from "react-router";
import type { AdminBookingView } from "#common/bookings";
import type { Page } from "#common/coaches";
import { Button } from "../../components/ui/button";
import { useUnauthorizedHandler } from "../../lib/auth";
import { useReplaceableItems } from "../admin/admin-data";
import { StaffPageHeader } from "../admin/staff-page-header";
import { AdminBookingList } from "./admin-booking-list";
import { useNewBookingForm } from "./admin-bookings-data";
import { NewBookingDialog } from "./new-booking-dialog";

/** `page`: the loader's bookings at `offset` (?offset=); a change is shown at once and the page's data read again. */
export function AdminBookingsPage({ page, offset }: { page: Page<AdminBookingView>; offset: number }) {
  const [params, setParams] = useSearchParams();
  const fromConsultation = params.get("fromConsultation") ?? "";
  const handleUnauthorized = useUnauthorizedHandler();
  const [bookings, replaceItem] = useReplaceableItems(page.items);
  const revalidator = useRevalidator();
  const form = useNewBookingForm({ fromConsultation, params, setParams, handleUnauthorized });

  const goTo = (nextOffset: number) => {
    const next = new URLSearchParams(params);
    if (nextOffset > 0) next.set("offset", String(nextOffset));
    else next.delete("offset");
    setParams(next);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <StaffPageHeader
        title="Bookings"
        description="Sessions arranged for clients, newest first. Times are shown in your time zone."
        actions={
          <Button onClick={form.openBlankForm}>
            <Plus aria-hidden="true" /> New Booking
          </Button>
        }
      />

      <NewBookingDialog
        open={form.formOpen}
        onOpenChange={form.closeForm}
        formData={form.formData}
        formError={form.formError}
        onUnauthorized={handleUnauthorized}
        onCreated={() => {
          form.closeForm(false);
          if (offset > 0) goTo(0);
          else void revalidator.revalidate();
        }}
      />

      <div className="mt-8">
        <AdminBookingList
          bookings={bookings}
          total={page.total}
          offset={offset}
          goTo={goTo}
          onChanged={(changed) => {
            replaceItem(changed);
            void revalidator.revalidate();
          }}
          onUnauthorized={handleUnauthorized}
        />
      </div>
    </div>
  );
}
