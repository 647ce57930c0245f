import "server-only";
import { buildLeadMail, type MailConfig } from "./lead-mail";
import { deliveryFailure, renderMail, type MailDelivery, type Mailer } from "./mailer";
import type { Channel } from "../channel";

/**
 * The lead e-mail to CONTACT_TO. A retry sends the message kept with the lead, to the recipient configured now: an
 * address stored in a record never becomes one.
 */
export function emailChannel(delivery: MailDelivery, mailer: Mailer | undefined, mail: MailConfig): Channel {
  return {
    name: "email",
    target:
      delivery.mode === "smtp"
        ? `SMTP at ${delivery.server}`
        : delivery.mode === "outbox"
          ? `.eml files in ${delivery.dir}`
          : "nowhere",
    render: (lead) => renderMail(buildLeadMail(lead, mail)),
    async send(raw, leadId) {
      if (!mailer) return { kind: "retry", reason: delivery.mode === "broken" ? delivery.problem : "", status: 503 };
      try {
        await mailer.send({ raw, from: mail.from, to: mail.to }, leadId);
        return { kind: "delivered" };
      } catch (error) {
        const failure = deliveryFailure(error);
        return {
          kind: "retry",
          reason: failure?.message ?? String((error as Error)?.name),
          status: failure?.status ?? 503,
        };
      }
    },
  };
}
