// A NUL character (U+0000) in any input from outside is refused with a 400 that names where it was,
// before any route runs (docs/decisions/108-nul-characters.md). PostgreSQL stores no NUL in text or
// JSON, so each input that reached the database with one answered 500; one rule here instead of a
// check in every schema, so a new route cannot forget it. Checked: the address (its path, which
// holds the route parameters, and each query parameter, names included) for every request, API or
// page, and every string and key of a parsed body at any depth.
import querystring from "node:querystring";
import type { Request, RequestHandler } from "express";
import { badRequest, type AppError, type FieldErrors } from "./errors";
import { escapeHtml, smallPage } from "./small-page";

const NUL = "\u0000";
/** The field name of the address's path (route parameters, a page's address). */
export const PATH_FIELD = "path";

const fieldName = (name: string) => name.replaceAll(NUL, "\\0");
const messageFor = (field: string) =>
  field === PATH_FIELD ? "The address must not contain a NUL character" : `${field} must not contain a NUL character`;

/** A place in a parsed body: its value, its key, and the place holding it. */
interface Place {
  value: unknown;
  key?: string;
  parent?: Place;
}

/** Enough to show every field a form could send; a body with more NULs is refused all the same. */
const MAX_NAMED_FIELDS = 20;

function fieldOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(fieldName(at.key));
  return keys.reverse().join(".") || "body";
}

/** Whether a value can hold a NUL: a string, or an object or array holding one. */
const canHoldNul = (value: unknown) => typeof value === "string" || (value !== null && typeof value === "object");

/** Pushes the places inside `place` that could hold a NUL, last first, so they are taken in the body's order. */
function pushChildren(place: Place, stack: Place[]): void {
  const { value } = place;
  if (Array.isArray(value)) {
    for (let index = value.length - 1; index >= 0; index -= 1) {
      if (canHoldNul(value[index])) stack.push({ value: value[index], key: String(index), parent: place });
    }
  } else if (value !== null && typeof value === "object" && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index];
      if (canHoldNul(item) || key.includes(NUL)) stack.push({ value: item, key, parent: place });
    }
  }
}

/**
 * Each place of a parsed body (strings and keys of objects and arrays, any depth) that holds a NUL,
 * named by its path (`a.b.0`). Walked with a stack of its own: a deeply nested body can neither
 * overflow the call stack nor cost more than one visit per value.
 */
export function nulFieldsOfBody(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  let named = 0;
  const stack: Place[] = [{ value: body }];
  while (stack.length > 0 && named < MAX_NAMED_FIELDS) {
    const place = stack.pop()!;
    if (place.key?.includes(NUL) || (typeof place.value === "string" && place.value.includes(NUL))) {
      const field = fieldOf(place);
      errors[field] = messageFor(field);
      named += 1;
    }
    pushChildren(place, stack);
  }
  return errors;
}

/** `path` when the path holds a NUL, and each query parameter that does (read as Express reads the query). */
export function nulFieldsOfAddress(url: string): FieldErrors {
  const mark = url.indexOf("?");
  const pathname = mark < 0 ? url : url.slice(0, mark);
  const errors: FieldErrors = {};
  // A NUL reaches a path only percent-encoded: Node's HTTP parser refuses the raw byte.
  if (pathname.includes("%00") || pathname.includes(NUL)) errors[PATH_FIELD] = messageFor(PATH_FIELD);
  if (mark < 0) return errors;
  for (const [key, value] of Object.entries(querystring.parse(url.slice(mark + 1)))) {
    const values = Array.isArray(value) ? value : [value ?? ""];
    if (key.includes(NUL) || values.some((v) => v.includes(NUL))) errors[fieldName(key)] = messageFor(fieldName(key));
  }
  return errors;
}

/** True when the address holds a NUL anywhere. */
function addressHasNul(url: string): boolean {
  return /%00/.test(url) || url.includes(NUL);
}

function refusal(errors: FieldErrors): AppError {
  return badRequest(`Invalid request: ${Object.values(errors).join("; ")}`, errors);
}

function refusalPage(brandName: string, errors: FieldErrors): string {
  const where = Object.keys(errors)
    .map((field) => (field === PATH_FIELD ? "the path" : `<code>${escapeHtml(field)}</code>`))
    .join(", ");
  return smallPage({
    brandName,
    title: "This address cannot be opened",
    description: "The address holds a character that no page accepts.",
    body: `<p>The address holds a NUL character (in ${where}), which no page of ${escapeHtml(brandName)} accepts. Check the link, or start again from the home page.</p>
<div class="actions"><a href="/">Go to the home page</a></div>`,
  });
}

const isApi = (req: Request) => req.path === "/api" || req.path.startsWith("/api/");

/**
 * The address check, first of all the app's routes: an API request gets the usual 400
 * `{ "message", "errors" }` (one entry per field), a page a small 400 page naming the fields.
 */
export function refuseNulInAddress(site: { brandName: string }): RequestHandler {
  return (req, res, next) => {
    if (!addressHasNul(req.originalUrl)) return next();
    const errors = nulFieldsOfAddress(req.originalUrl);
    if (Object.keys(errors).length === 0) return next();
    if (isApi(req)) return next(refusal(errors));
    res.status(400).type("html").set("Cache-Control", "no-store").send(refusalPage(site.brandName, errors));
  };
}

/** The body check, right after a body parser: a NUL anywhere in the parsed body is a 400 naming each place. */
export const refuseNulInBody: RequestHandler = (req, _res, next) => {
  const errors = nulFieldsOfBody(req.body);
  next(Object.keys(errors).length > 0 ? refusal(errors) : undefined);
};
