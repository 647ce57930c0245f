import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { googleUserData, normalizeGoogleEmail, normalizeGoogleName } from "./google-user-data";

const sha = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

describe("Google enhanced conversions user data", () => {
  it("normalises as Google asks: trimmed, lower-cased, gmail dots dropped", () => {
    expect(normalizeGoogleEmail("  Anna.Nowak@Example.COM ")).toBe("anna.nowak@example.com");
    expect(normalizeGoogleEmail("Anna.Nowak@Gmail.com")).toBe("annanowak@gmail.com");
    expect(normalizeGoogleEmail("a.n.na@googlemail.com")).toBe("anna@googlemail.com");
    expect(normalizeGoogleName("  Łukasz ")).toBe("łukasz");
  });

  it("hashes each value as SHA-256 hex with Web Crypto", async () => {
    expect(await googleUserData({ email: " Anna@Example.com", firstName: "Anna ", lastName: "Żak" })).toEqual({
      sha256_email_address: sha("anna@example.com"),
      address: { sha256_first_name: sha("anna"), sha256_last_name: sha("żak") },
    });
    // The known digest of "test@example.com", so the hex encoding itself is checked, not only agreement.
    expect(
      (await googleUserData({ email: "test@example.com", firstName: "a", lastName: "b" })).sha256_email_address,
    ).toBe("973dfe463ec85785f5f95af5ba3906eedb2d931c24e69824a89ea65dba4e813b");
  });
});
