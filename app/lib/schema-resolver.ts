// A form checked by the API's own schema when the form's fields are typed apart from what the
// schema takes (text where it takes a number, lists it may leave out). The messages are the
// schema's, one per field, and the form keeps what was typed: these forms send it as typed, and the
// API applies the same schema itself. Forms whose fields are the schema's input use zodResolver.
import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export function schemaResolver<TValues extends FieldValues>(schema: z.ZodType): Resolver<TValues> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const firstPerField: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join(".");
      firstPerField[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(firstPerField, options) };
  };
}
