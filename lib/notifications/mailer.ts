import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../config/env";

const globalForMail = globalThis as unknown as { mailer?: Transporter };

// SMTP when SMTP_URL is set (a provider in production, a local sink in
// tests); otherwise nodemailer's JSON transport renders the message without
// sending it, so development needs no mail server.
export function mailer(): Transporter {
  const url = env().SMTP_URL;
  globalForMail.mailer ??= url ? nodemailer.createTransport(url) : nodemailer.createTransport({ jsonTransport: true });
  return globalForMail.mailer;
}

export function isJsonTransport(): boolean {
  return !env().SMTP_URL;
}
