// The 'Change' button of a booking, drawn without the menu's code (Radix dropdown, the reschedule
// form): that is fetched when the button is pointed at or focused, and the real menu
// (booking-actions.tsx) takes the button's place, open, when it is pressed.
import { ChevronDown } from "lucide-react";
import { type ComponentProps, Suspense, useState } from "react";
import { Button } from "../../components/ui/button";
import { onDemand } from "../../lib/on-demand";
import type { BookingActions, ChangeableBooking } from "./booking-actions";

const Actions = onDemand(() => import("./booking-actions").then((module) => module.BookingActions));

export function BookingActionsLauncher(props: ComponentProps<typeof BookingActions<ChangeableBooking>>) {
  const [active, setActive] = useState(false);
  const { booking } = props;
  if (booking.allowedStatuses.length === 0 && !booking.canReschedule)
    return <span className="text-sm text-muted-foreground">No changes</span>;
  const button = (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Change booking of ${booking.firstName} ${booking.lastName}`}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={active || undefined}
      onPointerEnter={Actions.preload}
      onFocus={Actions.preload}
      onClick={() => setActive(true)}
    >
      Change <ChevronDown aria-hidden="true" />
    </Button>
  );
  if (!active) return button;
  return (
    <Suspense fallback={button}>
      <Actions.Component {...props} defaultOpen />
    </Suspense>
  );
}
