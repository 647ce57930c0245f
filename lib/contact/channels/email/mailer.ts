import "server-only";
import path from "node:path";
import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import type { Env } from "@/lib/env";
import { writeWhole } from "../../store/files";

/**
 * Where e-mail goes. outbox (no SMTP_URL, SMTP not required) writes one .eml file per message. broken (SMTP required,
 * or SMTP_URL set but unparseable) sends nothing: every lead is kept and answered 503, never 200.
 */
export type MailDelivery =
  | { mode: "smtp"; smtpUrl: string; server: string }
  | { mode: "outbox"; dir: string }
  | { mode: "broken"; problem: string };

export function outboxDir(config: Pick<Env, "OUTBOX_DIR">): string {
  // Resolved at run time against the working directory; not a file of the build to trace.
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), config.OUTBOX_DIR ?? ".data/outbox");
}

/** How e-mail leaves this site, from SMTP_URL and CONTACT_DELIVERY: SMTP, the outbox folder, or not at all. */
export function deliveryFromEnv(config: Env): MailDelivery {
  const required = config.CONTACT_DELIVERY === "smtp" || config.VERCEL === "1";
  const smtpUrl = config.SMTP_URL?.trim();
  if (smtpUrl) {
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
      return { mode: "broken", problem: "SMTP_URL is not a URL like smtps://user:password@smtp.example.com:465" };
    }
    return { mode: "smtp", smtpUrl, server: `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}` };
  }
  if (config.VERCEL === "1") {
    // A serverless function's files vanish with it: an outbox there would swallow the lead.
    return { mode: "broken", problem: "SMTP_URL is not set on Vercel" };
  }
  if (required) return { mode: "broken", problem: "CONTACT_DELIVERY=smtp but SMTP_URL is not set" };
  return { mode: "outbox", dir: outboxDir(config) };
}

/** What a failed hand-over says: what may be logged (never the visitor's text) and the visitor's status. */
export type DeliveryDetail = {
  transport: "smtp" | "outbox";
  code?: string;
  responseCode?: number;
  /** The enhanced status code of the server's answer (RFC 3463), e.g. 5.3.4. */
  enhanced?: string;
  command?: string;
};

/**
 * A message that could not be handed over. The lead runtime is shared between bundles, so callers read `kind` and
 * its fields, never `instanceof` (another bundle's copy of this class is another class).
 */
export class DeliveryError extends Error {
  readonly kind = "delivery";
  constructor(
    readonly status: 502 | 503,
    readonly detail: DeliveryDetail,
  ) {
    super(
      `delivery failed (${detail.transport}${detail.code ? ` ${detail.code}` : ""}${detail.responseCode ? ` ${detail.responseCode}` : ""}${detail.enhanced ? ` ${detail.enhanced}` : ""})`,
    );
    this.name = "DeliveryError";
  }
}

/** A DeliveryError thrown by any bundle's mailer, recognised by its data. */
export function deliveryFailure(error: unknown): Pick<DeliveryError, "status" | "detail" | "message"> | undefined {
  const candidate = error as Partial<DeliveryError> | undefined;
  return candidate?.kind === "delivery" && typeof candidate.status === "number" && candidate.detail
    ? { status: candidate.status, detail: candidate.detail, message: String(candidate.message) }
    : undefined;
}

/**
 * What a refusal says of the message: its size or its words ("message", so a smaller part may pass: 552, or 550/554
 * with 5.3.4, 5.6.x or 5.7.1 at the end of the data), or the way to the mailbox ("way": sign-in, relay, quota, a
 * temporary answer, a server not reached), which no smaller message gets past.
 */
export function refusalOf(detail: DeliveryDetail | undefined): "message" | "way" {
  if (!detail || detail.transport !== "smtp") return "way";
  const { code, responseCode, enhanced, command } = detail;
  // nodemailer's own refusal of a message larger than the SIZE the server announced.
  if (code === "EMESSAGE" && responseCode === undefined && command === "MAIL FROM") return "message";
  if (responseCode === 552) return "message";
  const content = enhanced !== undefined && /^5\.(3\.4|6\.\d{1,3}|7\.1)$/.test(enhanced);
  return (responseCode === 550 || responseCode === 554) && content && command === "DATA" ? "message" : "way";
}

// nodemailer's defaults would keep a visitor waiting minutes on a dead or hanging server.
const SMTP_TIMEOUTS = { connectionTimeout: "5000", greetingTimeout: "5000", socketTimeout: "10000" };

function smtpUrlWithTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

const UNREACHABLE = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "ECONNRESET", "ETLS"]);

function smtpError(error: unknown): DeliveryError {
  const { code, responseCode, response, command } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    command?: unknown;
  };
  const enhanced = typeof response === "string" ? /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1] : undefined;
  const detail: DeliveryDetail = {
    transport: "smtp",
    code: typeof code === "string" ? code : undefined,
    responseCode: typeof responseCode === "number" ? responseCode : undefined,
    enhanced,
    // The verb alone (an AUTH line carries credentials): MAIL FROM and RCPT TO by their names.
    command: typeof command === "string" ? command.replace(/^(MAIL FROM|RCPT TO|\S+)\b.*$/, "$1") : undefined,
  };
  // 4xx answers and an unreachable server are temporary (503); a 5xx refusal is the upstream saying no (502).
  const temporary =
    (detail.responseCode !== undefined && detail.responseCode < 500) ||
    (detail.responseCode === undefined && detail.code !== undefined && UNREACHABLE.has(detail.code));
  return new DeliveryError(temporary ? 503 : 502, detail);
}

const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** The message as RFC 822 text, exactly as it will be sent (and kept, so that every try sends the same). */
export async function renderMail(mail: SendMailOptions): Promise<string> {
  const info = await renderer.sendMail(mail);
  return (info.message as Buffer).toString("utf8");
}

/** The address of "Name <address>" (or the address itself): the SMTP envelope's sender. */
const envelopeAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

export type Mailer = {
  kind: "smtp" | "outbox";
  /** Resolves once the SMTP server accepted the message or its .eml file is on disk; else throws DeliveryError. */
  send(message: { raw: string; from: string; to: string }, name: string): Promise<void>;
};

function smtpMailer(smtpUrl: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrlWithTimeouts(smtpUrl));
  return {
    kind: "smtp",
    async send({ raw, from, to }) {
      try {
        await transporter.sendMail({ envelope: { from: envelopeAddress(from), to: [to] }, raw });
      } catch (error) {
        throw smtpError(error);
      }
    },
  };
}

function outboxMailer(dir: string): Mailer {
  return {
    kind: "outbox",
    async send({ raw }, name) {
      try {
        await writeWhole(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${name}.eml`, raw, 0o600);
      } catch (error) {
        throw new DeliveryError(503, { transport: "outbox", code: (error as { code?: string })?.code });
      }
    },
  };
}

/** One mailer per delivery (an SMTP connection pool is per transport); undefined when e-mail cannot be sent. */
export function mailerFor(delivery: MailDelivery): Mailer | undefined {
  if (delivery.mode === "broken") return undefined;
  return delivery.mode === "smtp" ? smtpMailer(delivery.smtpUrl) : outboxMailer(delivery.dir);
}
