import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EDITOR_API, EDITOR_LOGOUT, EDITOR_PAGES } from "@/lib/keystatic/cookies";
import { GET, POST } from "./route";

// Keystatic's own sign-in code, as the route wraps it, in GitHub mode; only GitHub's token endpoint is a stand-in.
const origin = "http://127.0.0.1:3000";
const token = { access_token: "ghu_editor-token", refresh_token: "ghr_refresh-token" };
const github: { url: string; method: string; body?: string }[] = [];

beforeEach(() => {
  vi.stubEnv("KEYSTATIC_GITHUB_REPO", "northwave/website");
  vi.stubEnv("KEYSTATIC_GITHUB_CLIENT_ID", "Iv1.0123456789abcdef");
  vi.stubEnv("KEYSTATIC_GITHUB_CLIENT_SECRET", "0123456789abcdef0123456789abcdef01234567");
  vi.stubEnv("KEYSTATIC_SECRET", "a".repeat(80));
  vi.stubEnv("NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG", "northwave-editor");
  github.length = 0;
  vi.stubGlobal("fetch", async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    github.push({ url, method: init?.method ?? "GET", body: init?.body as string | undefined });
    if (url.startsWith("https://github.com/login/oauth/access_token"))
      return Response.json({
        ...token,
        expires_in: 28_800,
        refresh_token_expires_in: 15_811_200,
        scope: "",
        token_type: "bearer",
      });
    if (url.startsWith("https://api.github.com/applications/")) return new Response(null, { status: 204 });
    throw new Error(`unexpected request to ${url}`);
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

type Cookie = { name: string; value: string; path: string; httpOnly: boolean; expired: boolean };

function cookiesOf(response: Response): Cookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(/;\s*/);
    const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.split("=")[1];
    return {
      name: pair.slice(0, pair.indexOf("=")),
      value: pair.slice(pair.indexOf("=") + 1),
      path: attribute("path") ?? "(none)",
      httpOnly: attributes.some((a) => a.toLowerCase() === "httponly"),
      expired: attribute("max-age") === "0",
    };
  });
}

/** What a browser keeps for a path: the last live cookie of each name whose Path covers it. */
function cookieHeaderFor(cookies: Cookie[], path: string): string {
  const covers = (cookiePath: string) => path === cookiePath || path.startsWith(`${cookiePath.replace(/\/$/, "")}/`);
  return cookies
    .filter((c) => !c.expired && covers(c.path))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

/** No cookie the editor sets is readable on the public pages: none is live on Path=/ (a deletion there is fine). */
function expectNothingSiteWide(cookies: Cookie[]) {
  expect(cookies.length).toBeGreaterThan(0);
  for (const c of cookies) {
    expect(c.path, c.name).not.toBe("(none)");
    if (c.path === "/") expect(c, c.name).toMatchObject({ value: "", expired: true });
    else expect([EDITOR_PAGES, EDITOR_API, EDITOR_LOGOUT], c.name).toContain(c.path);
  }
  expect(cookieHeaderFor(cookies, "/")).toBe("");
  expect(cookieHeaderFor(cookies, "/en/blog")).toBe("");
}

describe("the editor's GitHub sign-in cookies, wrapped by the route", () => {
  it("keeps the sign-in's state cookie to the editor's API", async () => {
    const login = await GET(new Request(`${origin}/api/keystatic/github/login?from=branch/main/singleton/pricing`));
    expect(login.status).toBe(307);
    expect(login.headers.get("location")).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
    const [state, ...rest] = cookiesOf(login);
    expect(rest).toEqual([]);
    expect(state).toMatchObject({ path: EDITOR_API, httpOnly: true });
    expect(decodeURIComponent(state!.value)).toBe("branch/main/singleton/pricing");
    expect(state?.name).toMatch(/^ks-[0-9a-f]{20}$/);
  });

  it("puts the token where the editor's page reads it and the refresh token where its API does, never on Path=/", async () => {
    const callback = await GET(
      new Request(`${origin}/api/keystatic/github/oauth/callback?code=abc123&state=0123456789abcdef0123`, {
        headers: { cookie: "ks-0123456789abcdef0123=branch/main/singleton/pricing" },
      }),
    );
    expect(github.map(({ url, method }) => [url.split("?")[0], method])).toEqual([
      ["https://github.com/login/oauth/access_token", "POST"],
    ]);
    expect(callback.status).toBe(307);
    expect(callback.headers.get("location")).toBe("/keystatic/branch/main/singleton/pricing");
    const cookies = cookiesOf(callback);
    expectNothingSiteWide(cookies);

    // The editor's page (Keystatic reads document.cookie there) has the token, and scripts may read it there only.
    const page = cookieHeaderFor(cookies, "/keystatic/branch/main/singleton/pricing");
    expect(page).toBe(`keystatic-gh-access-token=${token.access_token}`);
    expect(cookies.find((c) => c.path === EDITOR_PAGES)).toMatchObject({ httpOnly: false });
    // The editor's API gets the refresh token (HttpOnly, encrypted), not the token itself.
    const api = cookies.filter((c) => c.path === EDITOR_API);
    expect(api).toEqual([expect.objectContaining({ name: "keystatic-gh-refresh-token", httpOnly: true })]);
    expect(api[0]?.value).not.toContain(token.refresh_token);
    // The log-out, which revokes the token at GitHub, gets a copy no script can read.
    expect(cookies.filter((c) => c.path === EDITOR_LOGOUT)).toEqual([
      expect.objectContaining({ name: "keystatic-gh-access-token", value: token.access_token, httpOnly: true }),
    ]);
  });

  it("renews the token from the editor's page with what the browser sends to the API, again on the editor's paths", async () => {
    const signedIn = cookiesOf(
      await GET(new Request(`${origin}/api/keystatic/github/oauth/callback?code=abc123`, { headers: {} })),
    );
    const refresh = await POST(
      new Request(`${origin}/api/keystatic/github/refresh-token`, {
        method: "POST",
        headers: { cookie: cookieHeaderFor(signedIn, "/api/keystatic/github/refresh-token") },
      }),
    );
    expect(refresh.status).toBe(200);
    const exchange = github.at(-1)!;
    expect(new URL(exchange.url).searchParams.get("refresh_token")).toBe(token.refresh_token);
    expectNothingSiteWide(cookiesOf(refresh));
    expect(cookieHeaderFor(cookiesOf(refresh), "/keystatic")).toBe(`keystatic-gh-access-token=${token.access_token}`);
  });

  it("logs out: GitHub revokes the token the log-out received, and every copy is deleted, the site-wide ones too", async () => {
    const signedIn = cookiesOf(
      await GET(new Request(`${origin}/api/keystatic/github/oauth/callback?code=abc123`, { headers: {} })),
    );
    const logout = await GET(
      new Request(`${origin}/api/keystatic/github/logout`, {
        headers: { cookie: cookieHeaderFor(signedIn, "/api/keystatic/github/logout") },
      }),
    );
    expect(logout.headers.get("location")).toBe("/keystatic");
    const revoke = github.at(-1)!;
    expect([revoke.url, revoke.method]).toEqual([
      "https://api.github.com/applications/Iv1.0123456789abcdef/token",
      "DELETE",
    ]);
    expect(JSON.parse(revoke.body!)).toEqual({ access_token: token.access_token });
    const deleted = cookiesOf(logout);
    expect(deleted.every((c) => c.expired && c.value === "")).toBe(true);
    expect(deleted.map((c) => `${c.name} ${c.path}`).sort()).toEqual([
      "keystatic-gh-access-token /",
      `keystatic-gh-access-token ${EDITOR_LOGOUT}`,
      `keystatic-gh-access-token ${EDITOR_PAGES}`,
      "keystatic-gh-refresh-token /",
      `keystatic-gh-refresh-token ${EDITOR_API}`,
    ]);
  });
});
