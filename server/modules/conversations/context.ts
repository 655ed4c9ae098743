// What the parts of the conversations module are built with (server/services.ts passes it).
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import type { AuthModule } from "../auth/module";
import type { MailService } from "../mail/service";
import type { RateLimiter, RateLimitRule } from "../rate-limits/service";

export interface ConversationsDeps {
  db: Database;
  mail: MailService;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** Messages an account may send in a window (RATE_LIMIT_MESSAGES_PER_ACCOUNT). */
  messageLimit: RateLimitRule;
  auth: Pick<AuthModule, "markAddressProved">;
  now: () => number;
}
