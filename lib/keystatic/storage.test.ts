import { describe, expect, it } from "vitest";
import { EnvError } from "@/lib/env";
import { adminStorage } from "./storage";

const app = {
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
  KEYSTATIC_SECRET: "a".repeat(80),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "northwave-editor",
};
const repo = { KEYSTATIC_GITHUB_REPO: "northwave/website" };

describe("where the editor saves", () => {
  it("writes the working tree under `next dev` without GitHub settings", () => {
    expect(adminStorage({ NODE_ENV: "development" }, true)).toEqual({ kind: "local" });
  });

  it("is not served at all by a production build without them, whatever NODE_ENV its server starts with", () => {
    expect(adminStorage({ NODE_ENV: "production" }, false)).toBeNull();
    expect(adminStorage({ NODE_ENV: "development" }, false)).toBeNull();
    expect(adminStorage({ NODE_ENV: "test" }, false)).toBeNull();
    expect(adminStorage({}, false)).toBeNull();
    // Outside a build (this test), as in a production one: NODE_ENV as the process has it decides nothing.
    expect(adminStorage({ NODE_ENV: "development" })).toBeNull();
  });

  it("commits to the repository through the GitHub App, in production and in development alike", () => {
    expect(adminStorage({ NODE_ENV: "production", ...repo, ...app })).toEqual({
      kind: "github",
      repo: "northwave/website",
    });
    expect(adminStorage({ NODE_ENV: "development", ...repo, ...app }, true)?.kind).toBe("github");
  });

  it("lets development start Keystatic's own set-up of the app from the repository alone", () => {
    expect(adminStorage({ NODE_ENV: "development", ...repo }, true)?.kind).toBe("github");
  });

  it("refuses a production server with the repository but not every setting of the app, naming the missing ones", () => {
    const withoutSecret = { ...app, KEYSTATIC_SECRET: undefined };
    expect(() => adminStorage({ NODE_ENV: "production", ...repo, ...withoutSecret })).toThrow(EnvError);
    expect(() => adminStorage({ NODE_ENV: "production", ...repo, ...withoutSecret })).toThrow(
      /KEYSTATIC_SECRET: required with KEYSTATIC_GITHUB_REPO/,
    );
    expect(() => adminStorage({ NODE_ENV: "production", ...repo })).toThrow(
      /KEYSTATIC_GITHUB_CLIENT_ID: [^\n]+\n[^\n]+KEYSTATIC_GITHUB_CLIENT_SECRET/,
    );
  });

  it("refuses the app's settings without the repository they commit to, and never prints a secret", () => {
    let error: unknown;
    try {
      adminStorage({ NODE_ENV: "production", ...app, KEYSTATIC_SECRET: "short-secret" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).names.sort()).toEqual(["KEYSTATIC_SECRET"]);
    expect(() => adminStorage({ NODE_ENV: "production", ...app })).toThrow(/KEYSTATIC_GITHUB_REPO: required/);
    expect(String((error as Error).message)).not.toContain("short-secret");
    expect(() => adminStorage({ ...app, KEYSTATIC_GITHUB_REPO: "website" })).toThrow(/owner\/name/);
  });
});
