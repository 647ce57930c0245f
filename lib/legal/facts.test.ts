import { describe, expect, it } from "vitest";
import { legalFacts, policyDrift } from "./facts";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("the configuration the privacy policy describes", () => {
  it("keeps host names only, named when the service is well known", () => {
    expect(legalFacts({})).toEqual({ keepDays: 30, leadStore: { kind: "file" }, recipients: [] });
    expect(
      legalFacts({
        REDIS_URL: "rediss://default:pw@eu1-owl.upstash.io:6379",
        LEAD_WEBHOOK_URL: "https://user:pw@crm.example.pl/hook",
        LEAD_WEBHOOK_SECRET: SECRET,
        LEAD_NOTIFY_URL: "https://hooks.slack.com/services/T/B/X",
        LEADS_KEEP_DAYS: "7",
      }),
    ).toEqual({
      keepDays: 7,
      leadStore: { kind: "redis", host: "eu1-owl.upstash.io" },
      recipients: [
        { kind: "redis", host: "eu1-owl.upstash.io", name: "Upstash" },
        { kind: "webhook", host: "crm.example.pl" },
        { kind: "chat", host: "hooks.slack.com", name: "Slack" },
      ],
    });
    // A Redis on the site's own server keeps the leads but receives them from nobody else.
    expect(legalFacts({ REDIS_URL: "redis://127.0.0.1:6379" })).toMatchObject({
      leadStore: { kind: "redis", host: "127.0.0.1" },
      recipients: [],
    });
  });

  it("a start with another configuration than the build's is a warning naming what changed", () => {
    const built = legalFacts({});
    expect(policyDrift(built, legalFacts({}))).toBeNull();
    const drift = policyDrift(
      built,
      legalFacts({ REDIS_URL: "redis://10.0.0.5:6379", LEAD_NOTIFY_URL: "https://hooks.slack.com/services/T/B/X" }),
    );
    expect(drift).toContain("kept leads: files, 30 days -> Redis at 10.0.0.5, 30 days");
    expect(drift).toContain("chat notice: none -> hooks.slack.com");
    expect(drift).not.toContain("webhook:");
  });
});
