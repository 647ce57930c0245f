// Relative: next.config.ts loads this module, and its loader knows no "@/" alias.
import { env as parsedEnv, type ConsentMode, type RawEnv } from "../env";

/** A service the site hands data to, named by its host when it is a well-known one. */
type Recipient = { host: string; name?: string };

/**
 * The facts of the privacy policy that depend on the configuration: where kept leads are stored and for how long,
 * and who receives a lead besides the mailbox. The legal pages are static, so they describe the configuration of
 * the build; next.config.ts records these facts in the build and a start with different ones logs a warning.
 */
export type LegalFacts = {
  keepDays: number;
  /** The Redis the leads and counters are kept in; `own` when it runs on the site's own server. */
  redis?: Recipient & { own: boolean };
  webhook?: Recipient;
  chat?: Recipient;
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

function recipient(url: string): Recipient {
  const host = new URL(url).hostname;
  const name = KNOWN.find(([pattern]) => pattern.test(host))?.[1];
  return name ? { host, name } : { host };
}

export function legalFacts(raw: RawEnv = process.env): LegalFacts {
  const config = parsedEnv(raw);
  const redis = config.REDIS_URL ? recipient(config.REDIS_URL) : undefined;
  return {
    keepDays: config.LEADS_KEEP_DAYS,
    ...(redis && { redis: { ...redis, own: /^(localhost|127(\.\d+){3}|\[::1\])$/.test(redis.host) } }),
    ...(config.LEAD_WEBHOOK_URL && { webhook: recipient(config.LEAD_WEBHOOK_URL) }),
    ...(config.LEAD_NOTIFY_URL && { chat: recipient(config.LEAD_NOTIFY_URL) }),
  };
}

/** What the running configuration changes in the policy the build rendered, as a warning; null when nothing. */
export function policyDrift(built: LegalFacts, running: LegalFacts): string | null {
  const describe = (facts: LegalFacts) => ({
    "kept leads": `${facts.redis ? `Redis at ${facts.redis.host}` : "files"}, ${facts.keepDays} days`,
    webhook: facts.webhook?.host ?? "none",
    "chat notice": facts.chat?.host ?? "none",
  });
  const [then, now] = [describe(built), describe(running)];
  const changed = (Object.keys(then) as (keyof typeof then)[]).filter((key) => then[key] !== now[key]);
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
  /** A hosted Redis is a processor the policy names; one on the site's own server is not. */
  redisProvider: string | null;
  webhook: string | null;
  chat: string | null;
};

export function renderedFacts(raw: RawEnv = process.env): RenderedFacts {
  const facts = legalFacts(raw);
  const named = (recipient?: Recipient) => (recipient ? (recipient.name ?? "unnamed") : null);
  return {
    consentMode: parsedEnv(raw).NEXT_PUBLIC_CONSENT_MODE,
    keepDays: facts.keepDays,
    leadStore: facts.redis ? "redis" : "file",
    redisProvider: facts.redis && !facts.redis.own ? named(facts.redis) : null,
    webhook: named(facts.webhook),
    chat: named(facts.chat),
  };
}
