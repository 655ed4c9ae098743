// What the parts of the coach subscription service share: their dependencies, the provider call
// (its failures answered as the payments module answers them), and the lapse e-mails written with
// a recorded change.
import type { Database, DatabaseOrTransaction } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { ApplicationsService, SubscriptionLapse } from "../applications/service";
import type { MailService } from "../mail/service";
import { callPaymentProvider, type PaymentProvider } from "../payments/service";
import { lapseEmail } from "./lapse-emails";

export interface CoachSubscriptionsDeps {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  mail: MailService;
  /** Late-bound: applications and subscriptions need each other. */
  applications: () => ApplicationsService;
}

export type ProviderCall = <T>(what: string, work: () => Promise<T>) => Promise<T>;

/** Calls the provider; a subscription id the provider does not know answers 404 (see callPaymentProvider). */
export function providerCall({ provider, logger }: Pick<CoachSubscriptionsDeps, "provider" | "logger">): ProviderCall {
  return (what, work) => callPaymentProvider(provider, logger, what, work);
}

/** Writes the e-mails of the changes a coach is told about, in the transaction that recorded them. */
export function lapseEmailWriter(mail: MailService): (tx: DatabaseOrTransaction, lapses: SubscriptionLapse[]) => Promise<void> {
  return (tx, lapses) =>
    mail.enqueue(
      tx,
      lapses.map((lapse) => lapseEmail(mail, lapse)),
    );
}
