import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderedFacts } from "./facts";
import { assertSignedFacts, signedFactsError } from "./signed-facts";

const SIGNED = renderedFacts({});
const recorded = {
  "pl/privacy-policy": { updated: "2026-11-26", facts: SIGNED },
  "en/privacy-policy": { updated: "2026-11-26", facts: SIGNED },
  "pl/cookie-policy": { updated: "2026-11-26", facts: { consentMode: SIGNED.consentMode } },
  "pl/terms-of-service": { updated: "2026-11-26" },
};
const hosted = renderedFacts({ REDIS_URL: "rediss://default:secret@eu1-owl.upstash.io:6379", LEADS_KEEP_DAYS: "14" });

describe("a build for the public site and the facts the legal texts were signed with", () => {
  it("lets a build with the signed facts through", () => {
    expect(signedFactsError(recorded, renderedFacts({}))).toBeNull();
  });

  it("stops a build with other facts, naming each document and change, and says how to move the date", () => {
    const error = signedFactsError(recorded, hosted)!;
    expect(error).toContain('pl/privacy-policy (dated 2026-11-26): keepDays: 30 -> 14; leadStore: "file" -> "redis"');
    expect(error).toContain('redisProvider: null -> "Upstash"');
    expect(error).toContain("en/privacy-policy");
    expect(error).not.toContain("cookie-policy");
    expect(error).toContain("content/legal/{pl,en}/privacy-policy.mdx");
    expect(error).toContain(`npm run legal:digests -- --facts '${JSON.stringify(hosted)}'`);
    expect(error).not.toContain("secret");
    expect(signedFactsError(recorded, { ...SIGNED, consentMode: "advanced" })).toMatch(
      /\{privacy-policy,cookie-policy\}\.mdx/,
    );
  });

  it("applies to a public site URL or Vercel's production, never to a build for localhost (the project's tests)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "signed-"));
    const file = path.join(dir, "digests.json");
    writeFileSync(file, JSON.stringify(recorded));
    try {
      expect(() => assertSignedFacts({ siteUrl: "https://www.agencja.pl", file, current: hosted })).toThrow(
        /signed with/,
      );
      expect(() =>
        assertSignedFacts({ siteUrl: "http://localhost:3000", vercelEnv: "production", file, current: hosted }),
      ).toThrow(/signed with/);
      for (const siteUrl of ["http://localhost:3000", "http://127.0.0.1:3130"])
        expect(() => assertSignedFacts({ siteUrl, file, current: hosted })).not.toThrow();
      expect(() => assertSignedFacts({ siteUrl: "https://www.agencja.pl", file, current: SIGNED })).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
