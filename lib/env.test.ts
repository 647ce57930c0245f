import { afterEach, describe, expect, it, vi } from "vitest";

const load = async () => {
  vi.resetModules();
  return import("./env");
};

afterEach(() => vi.unstubAllEnvs());

describe("NEXT_PUBLIC_CONSENT_MODE", () => {
  it("is basic (no tag before consent) unless set", async () => {
    vi.stubEnv("NEXT_PUBLIC_CONSENT_MODE", "");
    expect((await load()).consentMode).toBe("basic");
  });

  it("accepts advanced and refuses anything else at build time", async () => {
    vi.stubEnv("NEXT_PUBLIC_CONSENT_MODE", "advanced");
    expect((await load()).consentMode).toBe("advanced");
    vi.stubEnv("NEXT_PUBLIC_CONSENT_MODE", "full");
    await expect(load()).rejects.toThrow();
  });
});
