// Google Ads enhanced conversions: the visitor's own data, normalised and hashed in the browser (Web Crypto).
import "client-only";

export type GoogleUserData = {
  sha256_email_address: string;
  address: { sha256_first_name: string; sha256_last_name: string };
};

/** Google: trimmed, lower-cased; for gmail.com and googlemail.com the dots before the @ are removed. */
export function normalizeGoogleEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = lower.slice(at + 1);
  if (at < 0 || (domain !== "gmail.com" && domain !== "googlemail.com")) return lower;
  return `${lower.slice(0, at).replace(/\./g, "")}@${domain}`;
}

export function normalizeGoogleName(name: string): string {
  return name.trim().toLowerCase();
}

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function googleUserData(values: {
  email: string;
  firstName: string;
  lastName: string;
}): Promise<GoogleUserData> {
  const [email, first, last] = await Promise.all([
    sha256Hex(normalizeGoogleEmail(values.email)),
    sha256Hex(normalizeGoogleName(values.firstName)),
    sha256Hex(normalizeGoogleName(values.lastName)),
  ]);
  return { sha256_email_address: email, address: { sha256_first_name: first, sha256_last_name: last } };
}
