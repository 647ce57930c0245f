import { z } from "zod";
import { TAG_ID_PATTERNS } from "./tracking/ids";

// Every variable the site reads; an empty value counts as unset. env.test.ts keeps the documented list equal to it.
/** Meta's Graph API, pinned: a new version is adopted on purpose, after reading its changelog. */
export const META_GRAPH_API_VERSION = "v26.0";
export const META_GRAPH_URL_DEFAULT = `https://graph.facebook.com/${META_GRAPH_API_VERSION}`;

const unset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `expected ${what}` })
    .int({ error: `expected ${what}` })
    .positive({ error: `expected ${what}` });
const megabytes = (what: string) =>
  z.coerce.number({ error: `expected ${what}` }).positive({ error: `expected ${what}` });
const wholeNumber = (error: string, fallback: number) =>
  z.preprocess(unset, z.coerce.number({ error }).int({ error }).min(0, { error }).default(fallback));
const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}, e.g. ${example}` },
  );

const tagId = (name: keyof typeof TAG_ID_PATTERNS) => {
  const { pattern, example, what } = TAG_ID_PATTERNS[name];
  return z.string().regex(pattern, { error: `expected ${what}, e.g. ${example}` });
};

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
/** https, or http to this machine (a test's receiver): a lead never travels unencrypted across a network. */
const receiverUrl = (example: string) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.test(url.hostname));
      } catch {
        return false;
      }
    },
    { error: `expected an https:// URL (http:// only to localhost), e.g. ${example}` },
  );

export const envSchema = z.object({
  PORT: optional(positiveInt("a port number, e.g. 3000").max(65535, { error: "expected a port number, e.g. 3000" })),
  NEXT_PUBLIC_SITE_URL: z.preprocess(
    unset,
    urlWithProtocols(["http:", "https:"], "https://example.pl").default("http://localhost:3000"),
  ),
  NEXT_PUBLIC_GA_ID: optional(tagId("NEXT_PUBLIC_GA_ID")),
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION: optional(tagId("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION")),
  NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION: optional(tagId("NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION")),
  NEXT_PUBLIC_META_PIXEL_ID: optional(tagId("NEXT_PUBLIC_META_PIXEL_ID")),
  // Checked when the contact API starts (lib/contact/channels/email/mailer.ts): a bad SMTP_URL must not take the pages down.
  SMTP_URL: optional(z.string()),
  CONTACT_DELIVERY: optional(
    z.enum(["smtp", "outbox", "webhook"], { error: 'expected "smtp", "webhook" or "outbox"' }),
  ),
  OUTBOX_DIR: optional(z.string()),
  CONTACT_TO: optional(z.email({ error: "expected an e-mail address, e.g. biuro@example.pl" })),
  CONTACT_FROM: optional(z.string().max(200)),
  CONTACT_RATE_LIMIT: z.preprocess(unset, positiveInt("a whole number above 0, e.g. 5").default(5)),
  CONTACT_SITE_LIMIT: z.preprocess(unset, positiveInt("a whole number above 0, e.g. 60").default(60)),
  LEADS_KEEP_DAYS: z.preprocess(unset, positiveInt("a whole number of days above 0, e.g. 30").max(3650).default(30)),
  TRUST_PROXY: optional(z.enum(["0", "1"], { error: 'expected "1" (behind your own proxy) or "0"' })),
  TRUST_PROXY_SECRET: optional(z.string().min(16, { error: "expected a random string of at least 16 characters" })),
  REDIS_URL: optional(urlWithProtocols(["redis:", "rediss:"], "redis://127.0.0.1:6379")),
  REDIS_ALLOW_EVICTION: optional(z.enum(["0", "1"], { error: 'expected "1" (accept the risk) or "0"' })),
  LEADS_STORE_MB: z.preprocess(unset, megabytes("a size in MB above 0, e.g. 50").default(50)),
  LEADS_DIGEST_MB: z.preprocess(unset, megabytes("a size in MB above 0, e.g. 5").max(50).default(5)),
  VERCEL: optional(z.string()),
  // basic: no Google or Meta request before consent; advanced (not in production): the Google tag loads before a
  // choice, all denied.
  NEXT_PUBLIC_CONSENT_MODE: z.preprocess(
    unset,
    z.enum(["basic", "advanced"], { error: 'expected "basic" or "advanced"' }).default("basic"),
  ),
  META_CAPI_ACCESS_TOKEN: optional(z.string().trim()),
  META_CAPI_TEST_EVENT_CODE: optional(z.string().trim().max(100)),
  META_GRAPH_URL: optional(urlWithProtocols(["http:", "https:"], META_GRAPH_URL_DEFAULT)),
  LEAD_WEBHOOK_URL: optional(receiverUrl("https://hook.eu1.make.com/abc123")),
  LEAD_WEBHOOK_SECRET: optional(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{20,}={0,2}$/, { error: "expected a Standard Webhooks secret, whsec_ and base64" }),
  ),
  LEAD_NOTIFY_URL: optional(receiverUrl("https://hooks.slack.com/services/T000/B000/XXXX")),
  LEADS_RETRY_SECONDS: wholeNumber("expected a whole number of seconds, 0 to turn it off, e.g. 300", 300),
  LEADS_OVERDUE_MINUTES: wholeNumber("expected a whole number of minutes, e.g. 30", 30),
  LEADS_HEARTBEAT_URL: optional(receiverUrl("https://hc-ping.com/your-uuid")),
  CRON_SECRET: optional(z.string().min(16, { error: "expected a random string of at least 16 characters" })),
  // The editor at /keystatic in production (docs/editing.md): a GitHub App the owner installs on the repository.
  KEYSTATIC_GITHUB_REPO: optional(
    z.string().regex(/^[\w.-]+\/[\w.-]+$/, { error: "expected the repository as owner/name, e.g. northwave/website" }),
  ),
  KEYSTATIC_GITHUB_CLIENT_ID: optional(z.string().trim()),
  KEYSTATIC_GITHUB_CLIENT_SECRET: optional(z.string().trim()),
  KEYSTATIC_SECRET: optional(z.string().min(32, { error: "expected a random string of at least 32 characters" })),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: optional(
    z.string().regex(/^[a-z0-9-]+$/i, { error: "expected the GitHub App's slug, as in github.com/apps/<slug>" }),
  ),
});

/** The GitHub App's settings; with KEYSTATIC_GITHUB_REPO they make the editor commit to the repository. */
export const KEYSTATIC_APP_SETTINGS = [
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
  "NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
] as const;

export type Env = z.output<typeof envSchema>;

function crossChecks(env: Env, nodeEnv: string | undefined): string[] {
  const problems: string[] = [];
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET)
    problems.push("LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL, to sign each request");
  const account = (sendTo: string | undefined) => sendTo?.split("/")[0];
  if (
    env.NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION &&
    account(env.NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION) !== account(env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION)
  )
    problems.push(
      "NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION: expected a label of the account of NEXT_PUBLIC_GOOGLE_ADS_CONVERSION (set that one too)",
    );
  // The legal pages describe the basic mode only: the tag's cookieless pings before consent have no wording a lawyer
  // has signed (docs/decisions.md), so a production build or start must not send them.
  if (env.NEXT_PUBLIC_CONSENT_MODE === "advanced" && nodeEnv === "production")
    problems.push(
      'NEXT_PUBLIC_CONSENT_MODE: "advanced" is refused in production until the privacy and cookie policies describe it (docs/decisions.md); use "basic" or leave it unset',
    );
  // Development without the app's settings is Keystatic's own set-up (it creates the app and writes them to .env).
  const missing = KEYSTATIC_APP_SETTINGS.filter((name) => !env[name]);
  if (!env.KEYSTATIC_GITHUB_REPO && missing.length < KEYSTATIC_APP_SETTINGS.length)
    problems.push("KEYSTATIC_GITHUB_REPO: required with the editor's GitHub App settings, e.g. northwave/website");
  if (env.KEYSTATIC_GITHUB_REPO && nodeEnv === "production")
    for (const name of missing)
      problems.push(`${name}: required with KEYSTATIC_GITHUB_REPO, from the editor's GitHub App (docs/editing.md)`);
  return problems;
}
export type RawEnv = Record<string, string | undefined>;

export const ENV_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

export class EnvError extends Error {
  /** The names of the bad variables alone, for logs that must not carry any value. */
  readonly names: string[];
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "EnvError";
    this.names = problems.map((problem) => problem.slice(0, problem.indexOf(":")));
  }
}

export function parseEnv(raw: RawEnv): Env {
  const picked = Object.fromEntries(ENV_NAMES.map((name) => [name, raw[name]]));
  const result = envSchema.safeParse(picked);
  if (result.success) {
    const problems = crossChecks(result.data, raw.NODE_ENV);
    if (problems.length === 0) return result.data;
    throw new EnvError(problems);
  }
  throw new EnvError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "?");
      const value = raw[name];
      // Never echo a value that may carry a password or a secret (SMTP_URL, REDIS_URL, the Meta token).
      const shown =
        value === undefined || /URL$|TOKEN|CODE|SECRET/.test(name)
          ? ""
          : ` (got ${JSON.stringify(value.slice(0, 60))})`;
      return `${name}: ${issue.message}${shown}`;
    }),
  );
}

let cached: { key: string; env: Env } | undefined;

/** Parsed again only when a variable changed (tests set them between cases). */
export function env(raw: RawEnv = process.env): Env {
  const key = JSON.stringify([raw.NODE_ENV ?? null, ...ENV_NAMES.map((name) => raw[name] ?? null)]);
  if (cached?.key !== key) cached = { key, env: parseEnv(raw) };
  return cached.env;
}

export const siteUrl = env().NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "");
export const consentMode = env().NEXT_PUBLIC_CONSENT_MODE;
export type ConsentMode = typeof consentMode;

export type MetaCapiConfig = {
  accessToken: string;
  pixelId: string;
  graphUrl: string;
  testEventCode?: string;
};

/** Read at run time, so a host can change them without a rebuild; undefined means nothing is sent server-side. */
export function metaCapiConfig(raw: RawEnv = process.env): MetaCapiConfig | undefined {
  return metaCapiOf(env(raw));
}

/** The Conversions API settings of an environment already parsed; undefined without a token or a pixel id. */
export function metaCapiOf(config: Env): MetaCapiConfig | undefined {
  // The browser's pixel id is fixed at build time; the server uses the same one when its environment has none.
  const pixelId = config.NEXT_PUBLIC_META_PIXEL_ID ?? process.env.NEXT_PUBLIC_META_PIXEL_ID;
  if (!config.META_CAPI_ACCESS_TOKEN || !pixelId) return undefined;
  return {
    accessToken: config.META_CAPI_ACCESS_TOKEN,
    pixelId,
    graphUrl: (config.META_GRAPH_URL ?? META_GRAPH_URL_DEFAULT).replace(/\/+$/, ""),
    testEventCode: config.META_CAPI_TEST_EVENT_CODE,
  };
}
