import "server-only";
import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import type { Delivery } from "./delivery";
import { writeWhole } from "./files";

export type MailTransport = {
  kind: "smtp" | "outbox";
  /** Resolves once the SMTP server accepted the message or its .eml file is on disk; else throws DeliveryError. */
  send(mail: SendMailOptions, leadId: string): Promise<void>;
};

/** A lead that could not be handed over. Carries what may be logged: never the visitor's text. */
export class DeliveryError extends Error {
  constructor(
    readonly status: 502 | 503,
    readonly detail: { transport: MailTransport["kind"]; code?: string; responseCode?: number; command?: string },
  ) {
    super(
      `delivery failed (${detail.transport}${detail.code ? ` ${detail.code}` : ""}${detail.responseCode ? ` ${detail.responseCode}` : ""})`,
    );
    this.name = "DeliveryError";
  }
}

// nodemailer's defaults would keep a visitor waiting minutes on a dead or hanging server.
const SMTP_TIMEOUTS = { connectionTimeout: "5000", greetingTimeout: "5000", socketTimeout: "10000" };

export function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

const UNREACHABLE = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "ECONNRESET", "ETLS"]);

function smtpError(error: unknown): DeliveryError {
  const { code, responseCode, command } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  const detail = {
    transport: "smtp" as const,
    code: typeof code === "string" ? code : undefined,
    responseCode: typeof responseCode === "number" ? responseCode : undefined,
    command: typeof command === "string" ? command.split(" ")[0] : undefined,
  };
  // 4xx answers and an unreachable server are temporary (503); a 5xx refusal is the upstream saying no (502).
  const temporary =
    (detail.responseCode !== undefined && detail.responseCode < 500) ||
    (detail.responseCode === undefined && detail.code !== undefined && UNREACHABLE.has(detail.code));
  return new DeliveryError(temporary ? 503 : 502, detail);
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrlWithTimeouts(smtpUrl));
  return {
    kind: "smtp",
    async send(mail) {
      try {
        await transporter.sendMail(mail);
      } catch (error) {
        throw smtpError(error);
      }
    },
  };
}

const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

export async function renderMail(
  mail: SendMailOptions,
): Promise<{ raw: Buffer; envelope: { from: string; to: string[] } }> {
  const info = await renderer.sendMail(mail);
  const envelope = info.envelope as { from: string | false; to: string[] };
  return { raw: info.message as Buffer, envelope: { from: envelope.from || "", to: envelope.to } };
}

function createOutboxTransport(dir: string): MailTransport {
  return {
    kind: "outbox",
    async send(mail, leadId) {
      try {
        const { raw } = await renderMail(mail);
        await writeWhole(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${leadId}.eml`, raw);
      } catch (error) {
        throw new DeliveryError(503, { transport: "outbox", code: (error as { code?: string })?.code });
      }
    },
  };
}

let cached: { key: string; transport: MailTransport } | undefined;

export function transportFor(delivery: Exclude<Delivery, { mode: "broken" }>): MailTransport {
  const key = delivery.mode === "smtp" ? `smtp:${delivery.smtpUrl}` : `outbox:${delivery.dir}`;
  if (cached?.key !== key) {
    cached = {
      key,
      transport: delivery.mode === "smtp" ? createSmtpTransport(delivery.smtpUrl) : createOutboxTransport(delivery.dir),
    };
  }
  return cached.transport;
}
