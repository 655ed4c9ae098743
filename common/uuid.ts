// The one spelling of an id: every record's id is a UUID, and an address or field that does not
// hold one names nothing (a 404 without asking the database).

/** A UUID in lower-case hex, for building larger patterns (an upload's file name, say). */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, "i");

/** Whether `value` is a UUID (either case). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
