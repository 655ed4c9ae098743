// The kinds of thing staff change, as the audit trail records them in `entity` (docs/product/audit-trail.md):
// the /admin/audit filter's choices. Kept apart from common/audit.ts so the page's browser code does
// not load zod for a list of names; the API takes any kind recorded later too.
export const AUDIT_ENTITY_KINDS = [
  "coach",
  "coach-link",
  "availability",
  "licence",
  "review",
  "blog-post",
  "consultation-request",
  "booking",
  "application",
  "job",
  "message-report",
] as const;
