import "server-only";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import type { Channel } from "../channels/channel";
import { chatBody } from "../channels/chat";
import type { MailConfig } from "../channels/email/lead-mail";
import { renderMail, type Mailer } from "../channels/email/mailer";

/** An e-mail to the owner: the sender and the recipient are the site's. */
export type OwnerMail = Omit<SendMailOptions, "from" | "to">;

/**
 * The owner (CONTACT_TO and the team's chat), told through the same mailer and chat the lead channels use: alerts,
 * the flood's start and end, and the held leads' digest.
 */
export type Owner = {
  /** The mailbox that gets leads, alerts and digests. */
  readonly mailbox: string;
  /** False on a site without e-mail (webhook only, no SMTP_URL): its held leads go through the channels instead. */
  readonly reachableByMail: boolean;
  /** An e-mail to the owner as it will be sent (RFC 822 text): its size is what a mail server weighs. */
  render(message: OwnerMail): Promise<string>;
  /** Sends a rendered e-mail to the owner; throws when it was not handed over. */
  send(raw: string, name: string): Promise<void>;
  /** A line in the team's chat; false when there is none or it did not take it. */
  chat(text: string): Promise<boolean>;
  /**
   * An alert through a way that is not the failing one: the chat unless `avoid` names it or it does not answer, else
   * e-mail (even a mail server refusing one lead may take a short alert), unless `byMail` is false because the mail
   * server refused the site itself. False when no way got through.
   */
  alert(subject: string, text: string, options?: { avoid?: string[]; byMail?: boolean }): Promise<boolean>;
};

export function createOwner({ mail, mailer, chat }: { mail: MailConfig; mailer?: Mailer; chat?: Channel }): Owner {
  const owner: Owner = {
    mailbox: mail.to,
    reachableByMail: mailer !== undefined,
    render: (message) => renderMail({ ...message, from: mail.from, to: mail.to }),
    async send(raw, name) {
      if (!mailer) throw new Error("no e-mail to the owner is configured");
      await mailer.send({ raw, from: mail.from, to: mail.to }, name);
    },
    async chat(text) {
      return (await chat?.send(chatBody(text), "owner"))?.kind === "delivered";
    },
    async alert(subject, text, { avoid = [], byMail = true } = {}) {
      if (chat && !avoid.includes(chat.name) && (await owner.chat(text))) return true;
      if (!byMail) return false;
      try {
        await owner.send(await owner.render({ subject, text }), "alert");
        return true;
      } catch {
        return false;
      }
    },
  };
  return owner;
}
