// The one error type of the server and the one handler that turns any error into
// `{ "message", "errors"? }` with the right status. 5xx answers hide internals; they are logged
// with the request id, which the answer carries so a person can quote it.
import type { ErrorRequestHandler, Request, Response } from "express";
import type { z } from "zod";
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_PAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "#common/unavailable";
import { isDatabaseUnavailable } from "./database-unavailable";

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new AppError(400, "bad_request", message, fieldErrors);
export const unauthorized = (message = "Unauthorized") => new AppError(401, "unauthorized", message);
export const forbidden = (message = "Forbidden") => new AppError(403, "forbidden", message);
export const notFound = (message = "Not found") => new AppError(404, "not_found", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, "rate_limited", message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Maps a zod error to the field → first message map of the API (`errors`). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "_";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Validates outside input with a shared schema; a failure is a 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = "request"): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error);
  const summary = Object.entries(errors)
    .map(([field, message]) => (field === "_" || message.startsWith(field) ? message : `${field}: ${message}`))
    .join("; ");
  throw badRequest(`Invalid ${what}: ${summary}`, errors);
}

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/**
 * A request that needed the database while it was away: 503 with Retry-After; JSON `{ "message" }`,
 * or a short page for a browser that asked for one (a page, a form posted before its script loaded).
 */
function answerUnavailable(error: unknown, req: Request, res: Response, requestId: string): void {
  req.log?.warn({ err: error, requestId }, "database unavailable: answered 503");
  res.set("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS)).status(503);
  if (req.accepts(["json", "html"]) !== "html") {
    res.json({ message: UNAVAILABLE_MESSAGE });
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>${UNAVAILABLE_PAGE.title}</title><h1>${UNAVAILABLE_PAGE.title}</h1><p>${UNAVAILABLE_PAGE.message}</p></html>`,
    );
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const requestId = String(res.locals.requestId ?? "");
  if (res.headersSent) {
    req.log?.error({ err: error, requestId }, "error after the response started");
    res.end();
    return;
  }
  if (isDatabaseUnavailable(error)) {
    answerUnavailable(error, req, res, requestId);
    return;
  }
  if (error instanceof AppError) {
    if (error.headers) res.set(error.headers);
    res.status(error.status).json({ message: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) });
    return;
  }
  const bodyError = error as BodyParserError;
  if (bodyError.type === "entity.parse.failed") {
    res.status(400).json({ message: "The request body is not valid JSON." });
    return;
  }
  if (bodyError.type === "entity.too.large") {
    res.status(413).json({ message: "The request body is too large." });
    return;
  }
  if (typeof bodyError.status === "number" && bodyError.status >= 400 && bodyError.status < 500) {
    res.status(bodyError.status).json({ message: bodyError.message || "Bad request." });
    return;
  }
  req.log?.error({ err: error, requestId }, "unhandled error");
  res.status(500).json({
    message: `Something went wrong on our side. Please try again. (Reference: ${requestId})`,
  });
};
