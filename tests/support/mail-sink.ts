import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A local SMTP server that keeps every message, for the real nodemailer SMTP
// transport (SMTP_URL). Tests read what arrived from GET <url>/messages.

export type SunkMail = { from: string; to: string[]; subject: string; messageId: string; text: string };

export type MailSink = { smtpUrl: string; url: string; close: () => Promise<void> };

function header(head: string, name: string): string {
  const unfolded = head.replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim() ?? "";
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

export async function startMailSink(): Promise<MailSink> {
  const messages: SunkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const split = raw.indexOf("\r\n\r\n");
        const head = raw.slice(0, split);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(head, "Subject"),
          messageId: header(head, "Message-ID"),
          text: raw.slice(split + 4),
        });
        done();
      });
    },
  });
  const inspect = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = await listen(inspect);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      inspect.closeAllConnections();
      await new Promise((resolve) => inspect.close(resolve));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
