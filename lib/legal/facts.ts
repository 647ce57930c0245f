// Relative: next.config.ts loads this module, and its loader knows no "@/" alias.
import { env as parsedEnv, type ConsentMode, type RawEnv } from "../env";

/**
 * Who receives a lead besides the mailbox, by the variable that configures it: the privacy policy names each in one
 * sentence (messages LegalFacts.<kind>), a document's date is signed with its `fact`, and a start with another one
 * warns under its `drift` label. A new channel that hands leads to a service is one more line here.
 */
const RECEIVERS = [
  { kind: "redis", variable: "REDIS_URL", fact: "redisProvider" },
  { kind: "webhook", variable: "LEAD_WEBHOOK_URL", fact: "webhook", drift: "webhook" },
  { kind: "chat", variable: "LEAD_NOTIFY_URL", fact: "chat", drift: "chat notice" },
] as const;

type Receiver = (typeof RECEIVERS)[number];
type ReceiverKind = Receiver["kind"];

/** A service the site hands data to, named by its host when it is a well-known one. */
type Recipient = { kind: ReceiverKind; host: string; name?: string };

/**
 * The facts of the privacy policy that depend on the configuration: where kept leads are stored and for how long,
 * and who receives a lead besides the mailbox. The legal pages are static, so they describe the configuration of
 * the build; next.config.ts records these facts in the build and a start with different ones logs a warning.
 */
export type LegalFacts = {
  keepDays: number;
  /** Where kept leads wait: Redis at this host, or files on the server. */
  leadStore: { kind: "redis"; host: string } | { kind: "file" };
  /** In RECEIVERS' order; a Redis on the site's own server is none. */
  recipients: Recipient[];
};

const KNOWN: [RegExp, string][] = [
  [/(^|\.)upstash\.io$/, "Upstash"],
  [/(^|\.)(redis-cloud|redislabs)\.com$/, "Redis Cloud"],
  [/(^|\.)make\.com$/, "Make"],
  [/(^|\.)zapier\.com$/, "Zapier"],
  [/(^|\.)n8n\.cloud$/, "n8n"],
  [/(^|\.)(hubspot|hubapi)\.com$/, "HubSpot"],
  [/(^|\.)pipedrive\.com$/, "Pipedrive"],
  [/(^|\.)slack\.com$/, "Slack"],
  [/^chat\.googleapis\.com$/, "Google Chat"],
  [/(^|\.)discord(app)?\.com$/, "Discord"],
];

const OWN_HOST = /^(localhost|127(\.\d+){3}|\[::1\])$/;

function recipient(kind: ReceiverKind, url: string): Recipient {
  const host = new URL(url).hostname;
  const name = KNOWN.find(([pattern]) => pattern.test(host))?.[1];
  return name ? { kind, host, name } : { kind, host };
}

export function legalFacts(raw: RawEnv = process.env): LegalFacts {
  const config = parsedEnv(raw);
  const recipients = RECEIVERS.flatMap(({ kind, variable }) => {
    const url = config[variable];
    return url ? [recipient(kind, url)] : [];
  });
  return {
    keepDays: config.LEADS_KEEP_DAYS,
    leadStore: config.REDIS_URL ? { kind: "redis", host: new URL(config.REDIS_URL).hostname } : { kind: "file" },
    recipients: recipients.filter((r) => r.kind !== "redis" || !OWN_HOST.test(r.host)),
  };
}

/** What the running configuration changes in the policy the build rendered, as a warning; null when nothing. */
export function policyDrift(built: LegalFacts, running: LegalFacts): string | null {
  const describe = (facts: LegalFacts): Record<string, string> => ({
    "kept leads": `${facts.leadStore.kind === "redis" ? `Redis at ${facts.leadStore.host}` : "files"}, ${facts.keepDays} days`,
    ...Object.fromEntries(
      RECEIVERS.flatMap((receiver) =>
        "drift" in receiver
          ? [[receiver.drift, facts.recipients.find((r) => r.kind === receiver.kind)?.host ?? "none"]]
          : [],
      ),
    ),
  });
  const [then, now] = [describe(built), describe(running)];
  const changed = Object.keys(then).filter((key) => then[key] !== now[key]);
  if (changed.length === 0) return null;
  return (
    `Warning: the privacy policy was built for another configuration (${changed.map((key) => `${key}: ${then[key]} -> ${now[key]}`).join("; ")}). ` +
    `Build again with the server's environment so it names where leads are kept and who receives them.`
  );
}

/**
 * The configuration facts as the legal documents render them: which consent mode they describe, how long and where
 * kept leads wait, and which recipients of leads they name (by service; "unnamed" for a host they do not name). A dated
 * text is signed with these (content/legal/digests.json records them beside its digest); null: not there.
 */
export type RenderedFacts = {
  consentMode: ConsentMode;
  keepDays: number;
  leadStore: "redis" | "file";
} & Record<Receiver["fact"], string | null>;

/** The facts a document's date is signed with; a receiver is named by its service ("unnamed" for another host). */
export const RECEIVER_FACTS = RECEIVERS.map((receiver) => receiver.fact);

export function renderedFacts(raw: RawEnv = process.env): RenderedFacts {
  const facts = legalFacts(raw);
  const named = (kind: ReceiverKind) => {
    const found = facts.recipients.find((r) => r.kind === kind);
    return found ? (found.name ?? "unnamed") : null;
  };
  return {
    consentMode: parsedEnv(raw).NEXT_PUBLIC_CONSENT_MODE,
    keepDays: facts.keepDays,
    leadStore: facts.leadStore.kind,
    ...(Object.fromEntries(RECEIVERS.map(({ kind, fact }) => [fact, named(kind)])) as Record<
      Receiver["fact"],
      string | null
    >),
  };
}
