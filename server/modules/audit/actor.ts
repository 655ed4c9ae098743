// Who a staff route acts as: the signed-in staff member, handed to the service so the audit row of the
// change (record.ts) names them. Every mutating staff route passes `staffActor(res)` to its service.
import type { Response } from "express";
import { currentSession } from "../auth/guards";
import type { AuditActor } from "./record";

export function staffActor(res: Response): AuditActor {
  const { id, email } = currentSession(res).user;
  return { id, email };
}
