// An account form (sign-in, sign-up, profile, password) checked with the server's own schema, with one message above its button.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { useServerRenderedForm } from "../../lib/use-server-rendered-form";
import { showApiError } from "./api-errors";

export function useAccountForm<T extends FieldValues>({
  schema,
  defaultValues,
  fields,
  initialError = null,
}: {
  schema: z.ZodType<T, T>;
  defaultValues: DefaultValues<T>;
  /** The fields the server's field messages may go to. */
  fields: readonly Path<T>[];
  initialError?: string | null;
}) {
  const [formError, setFormError] = useState<string | null>(initialError);
  // Rendered on the server with its values (a profile's saved names, an address to sign in with).
  const form = useServerRenderedForm<T>({ resolver: zodResolver(schema), defaultValues });

  /** The server's answer as the form shows it: field messages on their fields, the rest above the button. */
  const explain = (error: unknown) => showApiError(error, form.setError, fields);

  /** The submit handler: clears the message, runs `save`, and shows what `describe` makes of a failure. */
  const submitWith = (save: (values: T) => Promise<void>, describe: (error: unknown) => string | null = explain) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await save(values);
      } catch (error) {
        setFormError(describe(error));
      }
    });

  return { ...form, formError, explain, submitWith };
}
