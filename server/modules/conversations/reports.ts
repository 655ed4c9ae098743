// Reporting a message to staff: the reported message and the ten before it, as they are at that
// moment, are kept with the report; that is all staff ever see of a conversation. Staff are told by
// e-mail (without the text) and mark reports resolved.
import type { SessionUser } from "#common/auth";
import { isUuid } from "#common/uuid";
import { CONVERSATION_MESSAGES, type ConversationRole, type MessageReport } from "#common/conversations";
import { badRequest, notFound } from "../../lib/errors";
import { recordAuditEvent, type AuditActor } from "../audit/service";
import { reportNoticeEmail } from "./emails";
import * as reportRepository from "./report-repository";
import * as repository from "./repository";
import type { ConversationsDeps } from "./context";
import { iso, otherOf, viewerOf } from "./views";

/** Messages before a reported one that staff see with it. */
const REPORT_CONTEXT_BEFORE = 10;

export function reportOperations(deps: ConversationsDeps) {
  const { db, mail, logger, now } = deps;
  return {
    /** Sends a message the person received to staff, with the messages before it (once per person and message). */
    async report(user: SessionUser, messageId: string, input: { reason: string }): Promise<{ id: string; created: boolean }> {
      const message = isUuid(messageId) ? await repository.findMessage(db, messageId) : undefined;
      const listed = message ? await repository.findListedConversation(db, message.conversationId) : undefined;
      const role = listed ? repository.roleOf(listed.conversation, viewerOf(user)) : null;
      if (!message || !listed || !role) throw notFound(CONVERSATION_MESSAGES.messageNotFound);
      if (message.sender === role) throw badRequest(CONVERSATION_MESSAGES.ownMessage);
      const names: Record<ConversationRole, string> = { client: otherOf(listed, "coach").name, coach: otherOf(listed, "client").name };
      const context = (await reportRepository.reportContext(db, message, REPORT_CONTEXT_BEFORE)).map((row) => ({
        sender: row.sender as ConversationRole,
        name: names[row.sender as ConversationRole],
        body: row.body,
        createdAt: row.createdAt.toISOString(),
        reported: row.id === message.id,
      }));
      return db.transaction(async (tx) => {
        const report = await reportRepository.insertReport(tx, {
          messageId: message.id,
          conversationId: message.conversationId,
          reporterUserId: user.id,
          reason: input.reason,
          context,
          createdAt: new Date(now()),
        });
        if (report.created) {
          await mail.enqueue(tx, reportNoticeEmail(mail));
          logger.info({ reportId: report.id }, "message reported to staff");
        }
        return report;
      });
    },

    /** Staff's list: unresolved first, newest first. */
    async reports(page: { limit: number; offset: number }): Promise<{ items: MessageReport[]; total: number }> {
      const { rows, total } = await reportRepository.listReports(db, page);
      return {
        items: rows.map(({ report, coachId, coachFirstName, coachLastName }) => {
          const context = report.context as MessageReport["context"];
          const reported = context.find((entry) => entry.reported);
          const reporterRole: ConversationRole = reported?.sender === "client" ? "coach" : "client";
          return {
            id: report.id,
            reason: report.reason,
            createdAt: report.createdAt.toISOString(),
            resolvedAt: iso(report.resolvedAt),
            reporter: { role: reporterRole, name: context.find((entry) => entry.sender === reporterRole)?.name ?? "" },
            context,
            coach: { id: coachId ?? "", name: coachFirstName ? `${coachFirstName} ${coachLastName}` : "" },
          };
        }),
        total,
      };
    },

    async resolveReport(id: string, resolved: boolean, actor: AuditActor): Promise<void> {
      if (!isUuid(id)) throw notFound("Report not found");
      await db.transaction(async (tx) => {
        const before = await reportRepository.lockReportResolution(tx, id);
        const resolvedAt = resolved ? new Date(now()) : null;
        if (!before || !(await reportRepository.resolveReport(tx, id, resolvedAt))) throw notFound("Report not found");
        await recordAuditEvent(tx, {
          actor,
          action: resolved ? "message-report.resolve" : "message-report.reopen",
          entity: "message-report",
          entityId: id,
          before,
          after: { resolvedAt },
        });
      });
    },
  };
}
