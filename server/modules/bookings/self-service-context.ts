// What the parts of the client's self-service share: their dependencies, with the clock settled.
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { AvailabilityService } from "../availability/service";
import type { MailService } from "../mail/service";
import type { BookingsService } from "./service";

export interface SelfServiceDeps {
  db: Database;
  mail: MailService;
  logger: Logger;
  bookings: Pick<BookingsService, "findOwn">;
  availability: Pick<AvailabilityService, "offeredSlot" | "hoursOf" | "refreshNextFree">;
  now?: () => number;
}

export type SelfServiceContext = Required<SelfServiceDeps>;
