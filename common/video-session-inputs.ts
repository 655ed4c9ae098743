// The input of the video rooms' signalling (docs/product/api.md#video-sessions), apart from
// video-sessions.ts so that the pages showing a room's window do not carry the validation library.
import { z } from "zod";
import { SIGNAL_TYPES, type SignalInput } from "./video-sessions";

export const signalSchema: z.ZodType<SignalInput, unknown> = z.object({
  type: z.enum(SIGNAL_TYPES, { error: `type must be one of ${SIGNAL_TYPES.join(", ")}` }),
  payload: z.unknown().optional().default(null),
});
