// The test provider's payout account form (`POST /api/coach/payout-account`,
// docs/product/earnings-and-payouts.md#payout-accounts): the same schema in the form and on the
// server. Kept apart from common/earnings.ts so the pages that only show earnings load no zod.
import { z } from "zod";

// Test numbers as Stripe's: routing 110000000; account 000123456789 is paid, 000111111113 is refused when paid.
export const TEST_ROUTING_NUMBER = "110000000";
export const TEST_ACCOUNT_NUMBER = "000123456789";
export const TEST_FAILING_ACCOUNT_NUMBER = "000111111113";

export const testPayoutAccountSchema = z.object({
  accountHolderName: z.string().trim().min(1, "Enter the account holder's name").max(100, "At most 100 characters"),
  routingNumber: z
    .string()
    .trim()
    .regex(/^\d{9}$/, "A routing number has 9 digits"),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, "An account number has 4 to 17 digits"),
});
export type TestPayoutAccountForm = z.infer<typeof testPayoutAccountSchema>;
