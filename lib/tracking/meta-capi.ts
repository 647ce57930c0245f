import "server-only";
import { createHash } from "node:crypto";
import type { MetaCapiConfig } from "@/lib/env";
import type { Attribution, ContactValues } from "@/lib/contact/lead/schema";

/** One attempt's deadline; a failed or timed-out attempt is tried once more. */
const META_CAPI_TIMEOUT_MS = 5000;
const ATTEMPTS = 2;

type MetaUserData = {
  em: string[];
  fn: string[];
  ln: string[];
  client_ip_address?: string;
  client_user_agent?: string;
  fbp?: string;
  fbc?: string;
};

export type MetaLeadEvent = {
  event_name: "Lead";
  event_id: string;
  event_time: number;
  action_source: "website";
  event_source_url: string;
  user_data: MetaUserData;
  custom_data: { service: string; budget: string; currency: "PLN" };
};

/** What the request says about the visitor's browser, read before the answer goes out. */
export type RequestContext = {
  sourceUrl?: string;
  clientIp?: string;
  userAgent?: string;
  cookies?: string;
};

function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Meta: names lower-cased, without punctuation; letters outside a–z (ł, ż…) are kept and hashed as UTF-8. */
export function normalizeName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\p{P}+/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.split("=");
    if (key?.trim() === name) {
      const value = rest.join("=").trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

// fb.<subdomain index>.<creation time ms>.<random number | fbclid>, as Meta's pixel writes _fbp and _fbc.
const FB_COOKIE = /^fb\.\d\.\d{10,14}\.[\w.-]{1,500}$/;
const FBCLID = /^[\w-]{1,500}$/;

/** _fbc when the pixel wrote one; else, for a visit that landed with ?fbclid, fb.1.<landing ms>.<fbclid>. */
export function fbcOf(cookieValue: string | undefined, attribution: Attribution): string | undefined {
  if (cookieValue && FB_COOKIE.test(cookieValue)) return cookieValue;
  const { fbclid, landingTime } = attribution;
  if (fbclid && FBCLID.test(fbclid) && landingTime) return `fb.1.${landingTime}.${fbclid}`;
  return undefined;
}

function sourceUrlOf(referer: string | undefined, fallback: string): string {
  if (!referer || referer.length > 2048) return fallback;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return fallback;
    url.hash = "";
    return url.toString();
  } catch {
    return fallback;
  }
}

export function leadEvent(input: {
  eventId: string;
  time: Date;
  values: Pick<ContactValues, "email" | "firstName" | "lastName" | "service" | "budget">;
  attribution: Attribution;
  context: RequestContext;
  siteUrl: string;
}): MetaLeadEvent {
  const { values, context } = input;
  const fbp = readCookie(context.cookies, "_fbp");
  const fbc = fbcOf(readCookie(context.cookies, "_fbc"), input.attribution);
  const userData: MetaUserData = {
    em: [sha256Hex(normalizeEmail(values.email))],
    fn: [sha256Hex(normalizeName(values.firstName))],
    ln: [sha256Hex(normalizeName(values.lastName))],
  };
  if (context.clientIp) userData.client_ip_address = context.clientIp;
  if (context.userAgent) userData.client_user_agent = context.userAgent.slice(0, 1000);
  if (fbp && FB_COOKIE.test(fbp)) userData.fbp = fbp;
  if (fbc) userData.fbc = fbc;
  return {
    event_name: "Lead",
    event_id: input.eventId,
    event_time: Math.floor(input.time.getTime() / 1000),
    action_source: "website",
    event_source_url: sourceUrlOf(context.sourceUrl, `${input.siteUrl}/`),
    user_data: userData,
    custom_data: { service: values.service, budget: values.budget, currency: "PLN" },
  };
}

type Failure = { status?: number; code?: number; subcode?: number; type?: string; fbtraceId?: string; reason?: string };

async function failureOf(response: Response): Promise<Failure> {
  const body = (await response.json().catch(() => null)) as { error?: Record<string, unknown> } | null;
  const error = body?.error ?? {};
  // Only Meta's codes: its message can quote what was sent.
  return {
    status: response.status,
    code: typeof error.code === "number" ? error.code : undefined,
    subcode: typeof error.error_subcode === "number" ? error.error_subcode : undefined,
    type: typeof error.type === "string" ? error.type.slice(0, 60) : undefined,
    fbtraceId: typeof error.fbtrace_id === "string" ? error.fbtrace_id.slice(0, 60) : undefined,
  };
}

/** Never throws; logs the lead's id and Meta's error code, never the visitor's data or the token in the URL. */
export async function sendMetaEvent(
  config: MetaCapiConfig,
  event: MetaLeadEvent,
  leadId: string,
  { timeoutMs = META_CAPI_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<boolean> {
  const url = `${config.graphUrl}/${encodeURIComponent(config.pixelId)}/events?access_token=${encodeURIComponent(config.accessToken)}`;
  const body = JSON.stringify({
    data: [event],
    ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}),
  });
  let failure: Failure = {};
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) {
        await response.body?.cancel().catch(() => {});
        console.info(`[meta-capi] lead ${leadId}: Lead event sent`);
        return true;
      }
      failure = await failureOf(response);
      if (response.status !== 429 && response.status < 500) break;
    } catch (error) {
      const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: unknown } };
      failure = {
        reason:
          name === "TimeoutError" ? "timeout" : typeof cause?.code === "string" ? cause.code : (name ?? "network"),
      };
    }
  }
  console.error(`[meta-capi] lead ${leadId}: Lead event not sent:`, JSON.stringify(failure));
  return false;
}
