import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const names = (headers: { key: string }[]) => headers.map((h) => h.key);

describe("security headers", () => {
  it("send HSTS for two years with subdomains only when the site is served over https", () => {
    const https = securityHeaders({ siteUrl: "https://example.pl" });
    expect(https.find((h) => h.key === "Strict-Transport-Security")?.value).toBe("max-age=63072000; includeSubDomains");
    expect(names(securityHeaders({ siteUrl: "http://localhost:3000" }))).not.toContain("Strict-Transport-Security");
  });

  it("allow eval only in development and never upgrade requests", () => {
    expect(contentSecurityPolicy()).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ dev: true })).not.toContain("upgrade-insecure-requests");
  });

  it("let the editor's pages reach GitHub, and no other page", () => {
    const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
    const site = contentSecurityPolicy();
    const editor = contentSecurityPolicy({ editor: true });
    expect(site).not.toContain("github");
    expect(directive(editor, "connect-src")).toBe(`${directive(site, "connect-src")} https://api.github.com`);
    expect(directive(editor, "img-src")).toBe(`${directive(site, "img-src")} https://avatars.githubusercontent.com`);
    expect(directive(editor, "form-action")).toBe("form-action 'self' https://github.com");
    expect(editor.replace(/ https:\/\/(api\.|avatars\.)?github(usercontent)?\.com/g, "")).toBe(site);
  });
});
