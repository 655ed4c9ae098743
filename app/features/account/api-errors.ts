// Turns an API error into what a form shows: the server's field messages go to their fields,
// everything else becomes one message above the button.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../lib/api";

export const GENERIC_FAILURE = "Something went wrong. Please try again.";

export function showApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return "We could not reach the server. Check your connection and try again.";
  let placed = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: "server", message });
      placed = true;
    }
  }
  if (placed && error.status === 400) return null;
  return error.serverMessage ?? GENERIC_FAILURE;
}
