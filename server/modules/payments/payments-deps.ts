// What the parts of the payments service share: their dependencies, and the hook through which
// subscription events reach the subscriptions module.
import type { Logger } from "../../lib/logger";
import type { BookingSelfService } from "../bookings/self-service";
import type { BookingsService } from "../bookings/service";
import type { PaymentProvider, ProviderEvent } from "./provider";

/** "outdated": older than the event already applied to the application, so it changed nothing. */
export type SubscriptionEventResult = "applied" | "duplicate" | "outdated";
/** Applies a subscription event once (coach subscriptions); set by the runtime. */
export type SubscriptionEventHandler = (
  event: Extract<ProviderEvent, { type: "subscription.updated" }>,
) => Promise<SubscriptionEventResult>;

export interface PaymentsDeps {
  provider: PaymentProvider;
  bookings: BookingsService;
  refunds: Pick<BookingSelfService, "refundOwed" | "recordRefund">;
  logger: Logger;
  onSubscriptionEvent?: SubscriptionEventHandler;
}
