import { createHash } from "node:crypto";

/** A stable UUID (version 5 layout) for seed data, so every fresh start has the same ids and links. */
export function deterministicUuid(name: string): string {
  const hex = createHash("sha1").update(`kindred-seed:${name}`).digest("hex").slice(0, 32).split("");
  hex[12] = "5";
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
}

/** Seed dates are counted back from a fixed day, not from today, so seeded data is the same on every start. */
export const SEED_REFERENCE_DATE = new Date("2026-11-01T15:00:00Z");

export function daysBeforeReference(days: number): Date {
  return new Date(SEED_REFERENCE_DATE.getTime() - days * 86_400_000);
}
