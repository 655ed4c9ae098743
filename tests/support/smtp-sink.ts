// A real SMTP server in the test process: messages arrive over a real SMTP exchange and are parsed
// with mailparser, so tests read what a mail client would show.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  parsed: ParsedMail;
  subject: string;
  text: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Makes the next `count` deliveries fail with a temporary SMTP error. */
  failNext(count: number): void;
  /**
   * Receives the next message whole but holds the answer to it (the sender waits in the middle of
   * the exchange): `arrived` resolves once it is held. A dropped sender may send it again.
   */
  holdNext(): { arrived: Promise<void> };
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  let hold: (() => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failures > 0) {
        failures -= 1;
        const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            parsed,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
          });
          if (!hold) return callback();
          // Never answered: the test ends the sender instead.
          hold();
          hold = undefined;
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(count) {
      failures = count;
    },
    holdNext() {
      return { arrived: new Promise<void>((resolve) => (hold = resolve)) };
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`No matching e-mail within ${timeoutMs} ms; received: ${received.map((m) => m.subject).join(", ") || "none"}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
