// schemaResolver: the schema's messages under the fields (the first per field, nested paths too),
// and the values as typed when they pass (what the form then sends, not the schema's output).
import type { ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaResolver } from "./schema-resolver";

const schema = z.object({
  name: z.string().trim().min(1, "Enter a name").max(5, "At most 5 characters"),
  rate: z.coerce.number({ error: "Enter a rate" }).min(10, "At least $10"),
  hours: z.array(z.object({ start: z.string().regex(/^\d\d:\d\d$/, "Use HH:MM") })),
});
type Values = { name: string; rate: string; hours: { start: string }[] };
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe("schemaResolver", () => {
  it("puts the schema's first message under each field, nested fields included", async () => {
    const resolve = schemaResolver<Values>(schema);
    const result = await resolve({ name: "", rate: "5", hours: [{ start: "9am" }] }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe("Enter a name");
    expect(result.errors.rate?.message).toBe("At least $10");
    expect(result.errors.hours?.[0]?.start?.message).toBe("Use HH:MM");
  });

  it("keeps what was typed when it passes (the rate stays text, the name untrimmed)", async () => {
    const typed = { name: " Ana ", rate: "120", hours: [{ start: "09:00" }] };
    const result = await schemaResolver<Values>(schema)(typed, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(typed);
  });
});
