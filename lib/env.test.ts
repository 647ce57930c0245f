import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ENV_NAMES, EnvError, parseEnv } from "./env";
import { TAG_ID_PATTERNS } from "./tracking/ids";

const load = async () => {
  vi.resetModules();
  return import("./env");
};

afterEach(() => vi.unstubAllEnvs());

describe("parseEnv: the one validated configuration", () => {
  it("gives the defaults for an empty environment, and treats empty values as unset", () => {
    const env = parseEnv({ CONTACT_RATE_LIMIT: "", REDIS_URL: "  " });
    expect(env.NEXT_PUBLIC_SITE_URL).toBe("http://localhost:3000");
    expect(env.CONTACT_RATE_LIMIT).toBe(5);
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("gives the retry pass its defaults: every 300 s in the server, overdue after 30 minutes; 0 turns the pass off", () => {
    expect(parseEnv({})).toMatchObject({ LEADS_RETRY_SECONDS: 300, LEADS_OVERDUE_MINUTES: 30 });
    expect(parseEnv({ LEADS_RETRY_SECONDS: "0" }).LEADS_RETRY_SECONDS).toBe(0);
  });

  it("parses numbers once: CONTACT_RATE_LIMIT=20 is the number 20", () => {
    expect(parseEnv({ CONTACT_RATE_LIMIT: "20" }).CONTACT_RATE_LIMIT).toBe(20);
  });

  it.each([
    ["CONTACT_RATE_LIMIT", "many", /CONTACT_RATE_LIMIT: expected a whole number above 0, e\.g\. 5 \(got "many"\)/],
    ["CONTACT_RATE_LIMIT", "2.5", /CONTACT_RATE_LIMIT: expected a whole number above 0/],
    ["REDIS_URL", "http://127.0.0.1:6379", /REDIS_URL: expected a URL starting with redis:\/\/ or rediss:\/\//],
    [
      "NEXT_PUBLIC_SITE_URL",
      "example.pl",
      /NEXT_PUBLIC_SITE_URL: expected a URL starting with http:\/\/ or https:\/\//,
    ],
    ["CONTACT_DELIVERY", "mail", /CONTACT_DELIVERY: expected "smtp", "webhook" or "outbox"/],
    [
      "LEAD_WEBHOOK_URL",
      "http://hook.example.com/x",
      /LEAD_WEBHOOK_URL: expected an https:\/\/ URL \(http:\/\/ only to localhost\)/,
    ],
    ["LEAD_NOTIFY_URL", "ftp://chat.example.com", /LEAD_NOTIFY_URL: expected an https:\/\/ URL/],
    ["LEADS_RETRY_SECONDS", "-1", /LEADS_RETRY_SECONDS: expected a whole number of seconds, 0 to turn it off/],
    ["LEADS_OVERDUE_MINUTES", "soon", /LEADS_OVERDUE_MINUTES: expected a whole number of minutes/],
    ["LEADS_HEARTBEAT_URL", "http://hc-ping.com/x", /LEADS_HEARTBEAT_URL: expected an https:\/\/ URL/],
    ["CRON_SECRET", "short", /CRON_SECRET: expected a random string of at least 16 characters$/m],
    ["LEAD_WEBHOOK_SECRET", "plain-secret", /LEAD_WEBHOOK_SECRET: expected a Standard Webhooks secret/],
    ["TRUST_PROXY", "yes", /TRUST_PROXY: expected "1"/],
    ["CONTACT_TO", "biuro", /CONTACT_TO: expected an e-mail address/],
    ["PORT", "80a", /PORT: expected a port number/],
  ])("refuses %s=%s with an error naming the variable and the expected form", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it("names every bad variable at once, and never prints a URL's value (it may hold a password)", () => {
    let error: unknown;
    try {
      parseEnv({ CONTACT_RATE_LIMIT: "0", REDIS_URL: "http://user:secret@host" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toHaveLength(2);
    expect((error as Error).message).not.toContain("secret");
  });
});

describe("the webhook's variables", () => {
  const secret = `whsec_${Buffer.from("k".repeat(32)).toString("base64")}`;

  it("take https, or http to this machine (a test's receiver)", () => {
    for (const url of ["https://hook.eu1.make.com/abc", "http://127.0.0.1:8123/hook", "http://localhost:9/x"]) {
      expect(parseEnv({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: secret }).LEAD_WEBHOOK_URL).toBe(url);
    }
  });

  it("need the secret with the URL, and never print either", () => {
    let error: unknown;
    try {
      parseEnv({ LEAD_WEBHOOK_URL: "https://hook.example.com/very-secret-path" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect(String((error as Error).message)).toMatch(/LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL/);
    expect(() => parseEnv({ LEAD_WEBHOOK_SECRET: "whsec_short" })).toThrow(EnvError);
    try {
      parseEnv({ LEAD_WEBHOOK_SECRET: "whsec_short", LEAD_WEBHOOK_URL: "http://hook.example.com/very-secret-path" });
    } catch (caught) {
      expect(String((caught as Error).message)).not.toMatch(/whsec_short|very-secret-path/);
    }
  });
});

describe("the pricing conversion", () => {
  it("is a label of the lead conversion's Ads account", () => {
    const lead = { NEXT_PUBLIC_GOOGLE_ADS_CONVERSION: "AW-111/lead" };
    expect(
      parseEnv({ ...lead, NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION: "AW-111/pricing" })
        .NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION,
    ).toBe("AW-111/pricing");
    for (const raw of [
      { NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION: "AW-111/pricing" },
      { ...lead, NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION: "AW-222/pricing" },
      { ...lead, NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION: "AW-111" },
    ])
      expect(() => parseEnv(raw)).toThrow(/NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION: expected/);
  });
});

describe("README's environment table", () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Environment"),
    readme.indexOf("\n## ", readme.indexOf("## Environment") + 3),
  );
  const rows = [...section.matchAll(/^\| `([A-Z_]+)` \| ([^|]+) \|/gm)].map(([, name = "", when = ""]) => ({
    name,
    when,
  }));

  it("lists exactly the variables of the schema", () => {
    expect(rows.map((row) => row.name).toSorted()).toEqual([...ENV_NAMES].toSorted());
  });

  it("marks for the build every variable the Dockerfile passes to it, and the Dockerfile takes every one", () => {
    const dockerfile = readFileSync(path.resolve(import.meta.dirname, "../Dockerfile"), "utf8");
    const args = [...dockerfile.matchAll(/^ARG ([A-Z_]+)/gm)].map((match) => match[1]);
    const build = rows.filter((row) => row.when.split(",").some((when) => when.trim() === "build"));
    expect(args.toSorted()).toEqual(build.map((row) => row.name).toSorted());
  });

  it("marks for the build the tag ids, which Next writes into the pages (lib/tracking/ids.ts)", () => {
    const build = rows.filter((row) => row.when.includes("build")).map((row) => row.name);
    expect(build).toEqual(expect.arrayContaining(Object.keys(TAG_ID_PATTERNS)));
  });
});

describe("NEXT_PUBLIC_CONSENT_MODE", () => {
  it("is basic (no tag before consent) unless set", async () => {
    vi.stubEnv("NEXT_PUBLIC_CONSENT_MODE", "");
    expect((await load()).consentMode).toBe("basic");
  });

  it("refuses advanced in a production build or start, whose policies describe the basic mode only", () => {
    expect(() => parseEnv({ NEXT_PUBLIC_CONSENT_MODE: "advanced", NODE_ENV: "production" })).toThrow(
      /NEXT_PUBLIC_CONSENT_MODE: "advanced" is refused in production/,
    );
    expect(parseEnv({ NEXT_PUBLIC_CONSENT_MODE: "basic", NODE_ENV: "production" }).NEXT_PUBLIC_CONSENT_MODE).toBe(
      "basic",
    );
    expect(parseEnv({ NODE_ENV: "production" }).NEXT_PUBLIC_CONSENT_MODE).toBe("basic");
  });

  it("accepts advanced outside production and refuses anything else at build time", async () => {
    vi.stubEnv("NEXT_PUBLIC_CONSENT_MODE", "advanced");
    expect((await load()).consentMode).toBe("advanced");
    vi.stubEnv("NEXT_PUBLIC_CONSENT_MODE", "full");
    await expect(load()).rejects.toThrow();
  });
});
