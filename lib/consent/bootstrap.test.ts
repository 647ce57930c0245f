import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { consentBootstrapScript } from "./bootstrap";
import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_MS,
  CONSENT_VERSION,
  createRecord,
  parseRecord,
  type ConsentChoices,
} from "./record";

type Fbq = ((...args: unknown[]) => void) & { queue: IArguments[]; disablePushState?: boolean };
type Sandbox = {
  window: Sandbox;
  dataLayer?: IArguments[];
  fbq?: Fbq;
  localStorage: { getItem(key: string): string | null };
};

/** Runs the inline script as a browser would, with the given stored value, and returns what it queued. */
function run(stored: string | null, metaPixelId?: string) {
  const sandbox = { localStorage: { getItem: (key: string) => (key === CONSENT_KEY ? stored : null) } } as Sandbox;
  sandbox.window = sandbox;
  runInNewContext(consentBootstrapScript({ metaPixelId }), sandbox);
  const calls = (list: IArguments[] | undefined) => (list ?? []).map((args) => JSON.parse(JSON.stringify([...args])));
  return { gtag: calls(sandbox.dataLayer), fbq: calls(sandbox.fbq?.queue), sandbox };
}

const DENIED = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const record = (choices: ConsentChoices, ageMs = 0) =>
  JSON.stringify(createRecord(choices, new Date(Date.now() - ageMs)));

const SIGNALS_OFF = ["set", "allow_google_signals", false];

describe("consent bootstrap script", () => {
  it("sets the consent mode v2 default, all denied, before anything else, and defines no pixel without an id", () => {
    const { gtag, sandbox } = run(null);
    expect(gtag).toEqual([["consent", "default", { ...DENIED, wait_for_update: 500 }], SIGNALS_OFF]);
    expect(sandbox.fbq).toBeUndefined();
  });

  it("sends the stored choice as an update right after the default", () => {
    const { gtag } = run(record({ analytics: true, marketing: false, functional: false }));
    expect(gtag).toEqual([
      ["consent", "default", { ...DENIED, wait_for_update: 500 }],
      ["consent", "update", { ...DENIED, analytics_storage: "granted" }],
      SIGNALS_OFF,
    ]);
  });

  it("treats an expired record as none (no update), as parseRecord does", () => {
    const expired = record({ analytics: true, marketing: true, functional: true }, CONSENT_MAX_AGE_MS + 60_000);
    expect(parseRecord(expired)).toBeNull();
    expect(run(expired).gtag).toEqual([expect.arrayContaining(["default"]), SIGNALS_OFF]);
  });

  it("treats a record given to older category texts, or of no version, as none, as parseRecord does", () => {
    const fresh = JSON.parse(record({ analytics: true, marketing: true, functional: true })) as Record<string, unknown>;
    expect(run(JSON.stringify(fresh)).gtag).toHaveLength(3);
    for (const version of [undefined, "2026-11-25"]) {
      const old = JSON.stringify({ ...fresh, version });
      expect(parseRecord(old)).toBeNull();
      expect(run(old).gtag).toEqual([expect.arrayContaining(["default"]), SIGNALS_OFF]);
    }
    expect(parseRecord(JSON.stringify({ ...fresh, version: CONSENT_VERSION }))).not.toBeNull();
  });

  it.each([
    ["garbage", "not json"],
    [
      "necessary false",
      JSON.stringify({
        necessary: false,
        analytics: true,
        marketing: true,
        functional: true,
        timestamp: new Date().toISOString(),
        version: CONSENT_VERSION,
      }),
    ],
    [
      "a bad date",
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: true,
        functional: true,
        timestamp: "x",
        version: CONSENT_VERSION,
      }),
    ],
    [
      "a missing flag",
      JSON.stringify({
        necessary: true,
        analytics: true,
        marketing: true,
        timestamp: new Date().toISOString(),
        version: CONSENT_VERSION,
      }),
    ],
  ])("agrees with parseRecord on a malformed record (%s)", (_, raw) => {
    expect(parseRecord(raw)).toBeNull();
    expect(run(raw).gtag).toEqual([expect.arrayContaining(["default"]), SIGNALS_OFF]);
  });

  it("queues the pixel with consent revoked and automatic configuration off before init, push-state tracking off, and no PageView", () => {
    const { fbq, sandbox } = run(null, "1234567890");
    expect(fbq).toEqual([
      ["consent", "revoke"],
      ["set", "autoConfig", false, "1234567890"],
      ["init", "1234567890"],
    ]);
    expect(sandbox.fbq?.disablePushState).toBe(true);
  });

  it("grants the pixel after init when the stored record allows marketing", () => {
    const { fbq } = run(record({ analytics: false, marketing: true, functional: false }), "1234567890");
    expect(fbq).toEqual([
      ["consent", "revoke"],
      ["set", "autoConfig", false, "1234567890"],
      ["init", "1234567890"],
      ["consent", "grant"],
    ]);
  });

  it("keeps working when storage throws", () => {
    const sandbox = {
      localStorage: {
        getItem() {
          throw new Error("blocked");
        },
      },
    } as unknown as Sandbox;
    sandbox.window = sandbox;
    runInNewContext(consentBootstrapScript({ metaPixelId: "1234567890" }), sandbox);
    expect(sandbox.dataLayer).toHaveLength(2);
    expect(sandbox.fbq?.queue).toHaveLength(3);
  });
});
