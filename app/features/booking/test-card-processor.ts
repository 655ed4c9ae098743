// The built-in test provider's card processing in the browser (docs/decisions/041): it checks the
// card form and turns a test card into a token such as "tok_visa". The card number, expiry and CVC
// never leave the browser; the server only ever receives the token, as it would only ever receive
// a PaymentMethod from Stripe.js. The server decides the amount and charges the token once.
import type { TestCardToken } from "#common/payments";

export interface TestCardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type TestCardErrors = Partial<Record<keyof TestCardInput, string>>;

/** Stripe's published test cards, and what each does. */
export const TEST_CARDS: Readonly<Record<string, TestCardToken>> = {
  "4242424242424242": "tok_visa",
  "4000000000000002": "tok_chargeDeclined",
  "4000000000009995": "tok_chargeDeclinedInsufficientFunds",
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "4242424242424242" → "4242 4242 4242 4242" as it is typed. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" → "12 / 28" as it is typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function tokenizeTestCard(input: TestCardInput, now = new Date()): { token: TestCardToken } | { errors: TestCardErrors } {
  const errors: TestCardErrors = {};
  const digits = input.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits)) errors.number = "Your card number is incomplete.";
  else if (!luhnValid(digits)) errors.number = "Your card number is invalid.";
  else if (!TEST_CARDS[digits]) errors.number = "Use a test card, such as 4242 4242 4242 4242.";

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  if (!expiry) errors.expiry = "Your card's expiration date is incomplete.";
  else {
    const month = Number(expiry[1]);
    const year = 2000 + Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = "Your card's expiration date is invalid.";
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      errors.expiry = "Your card's expiration date is in the past.";
    }
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";

  if (Object.keys(errors).length > 0) return { errors };
  return { token: TEST_CARDS[digits] };
}
