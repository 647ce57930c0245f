import "server-only";
import type { Lead } from "../lead/lead";

/**
 * One try of a channel: delivered; retry later (a receiver down, slow or answering an error someone can fix); or
 * refused for good (kept for the owner, who is told, and re-sent only with `leads:retry -- --refused`). `status` is
 * what a visitor waiting for this channel is answered.
 */
export type ChannelResult =
  { kind: "delivered" } | { kind: "retry"; reason: string; status: 502 | 503 } | { kind: "refused"; reason: string };

/**
 * Where a lead goes: e-mail, a CRM's webhook, a chat. The live path and the retry pass use the same channels; a
 * lead's record keeps each channel's payload, rendered once when the lead arrives, so every try sends the same.
 */
export type Channel = {
  /** The record's key for this channel. */
  readonly name: string;
  /** Where it delivers, for logs and the start-up lines: never a secret or a URL's path. */
  readonly target: string;
  render(lead: Lead): Promise<string>;
  send(payload: string, leadId: string): Promise<ChannelResult>;
};

/** A URL's credentials as a Basic Authorization header (fetch refuses a URL that carries them). */
function withoutCredentials(target: string): { url: string; headers: Record<string, string> } {
  const url = new URL(target);
  if (!url.username && !url.password) return { url: target, headers: {} };
  const basic = Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString(
    "base64",
  );
  url.username = "";
  url.password = "";
  return { url: url.toString(), headers: { Authorization: `Basic ${basic}` } };
}

/** Only the host: a receiver's path is often its secret (Make's and Slack's are). */
export const hostOf = (url: string) => new URL(url).host;

/**
 * POSTs JSON within a deadline, never following a redirect. A 2xx delivers; 410 Gone refuses for good; anything else
 * (another 4xx, 5xx, a redirect, a timeout, a network error) is retried: an automation tool's 404 or 401 is almost
 * always a setting someone will fix. Never throws, never says the URL.
 */
export async function postJson(
  target: string,
  body: string,
  { timeoutMs, headers = {} }: { timeoutMs: number; headers?: Record<string, string> },
): Promise<ChannelResult> {
  const { url, headers: auth } = withoutCredentials(target);
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { ...auth, ...headers, "Content-Type": "application/json" },
      body,
    });
    await response.body?.cancel().catch(() => {});
    const { status } = response;
    if (status >= 200 && status < 300) return { kind: "delivered" };
    const reason = `the receiver answered ${status}`;
    return status === 410 ? { kind: "refused", reason } : { kind: "retry", reason, status: 503 };
  } catch (error) {
    const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: unknown } };
    const reason =
      name === "TimeoutError"
        ? "no answer within its deadline"
        : typeof cause?.code === "string"
          ? cause.code
          : (name ?? "network error");
    return { kind: "retry", reason, status: 503 };
  }
}
