// The built-in test provider's payouts (the embedded default): a test bank account from a form and
// simulated transfers, behind the same port as Stripe Connect. No money moves. Test numbers as
// Stripe's: routing 110000000; account 000111111113 opens but every transfer to it is refused (a
// closed account), any other well-formed number is paid. The account's id carries that outcome, so
// the provider keeps no state: the same idempotency key always answers the same transfer.
import { createHash, randomBytes } from "node:crypto";
import { TEST_FAILING_ACCOUNT_NUMBER, TEST_ROUTING_NUMBER } from "#common/payout-account";
import { badRequest } from "../../lib/errors";
import type { PayoutProvider } from "./provider";

const FAILING_PREFIX = "test_acct_closed_";

export const TEST_TRANSFER_REFUSED = "The bank account is closed. Add another payout account.";

export function createTestPayoutProvider(): PayoutProvider {
  return {
    name: "test",
    async createTestAccount(input) {
      if (input.routingNumber !== TEST_ROUTING_NUMBER) {
        throw badRequest("Use the test routing number 110000000.", { routingNumber: "Use the test routing number 110000000" });
      }
      const failing = input.accountNumber === TEST_FAILING_ACCOUNT_NUMBER;
      return {
        id: `${failing ? FAILING_PREFIX : "test_acct_"}${randomBytes(8).toString("hex")}`,
        payoutsEnabled: true,
        last4: input.accountNumber.slice(-4),
      };
    },
    async retrieveAccount(id) {
      return id.startsWith("test_acct_") ? { id, payoutsEnabled: true, last4: null } : null;
    },
    async transfer(input) {
      if (input.accountId.startsWith(FAILING_PREFIX)) return { id: "", status: "failed", failureMessage: TEST_TRANSFER_REFUSED };
      const id = `test_tr_${createHash("sha256").update(input.idempotencyKey).digest("hex").slice(0, 24)}`;
      return { id, status: "paid" };
    },
  };
}
