// Keystatic sets its GitHub sign-in cookies for the whole site (Path=/), the token that writes to the repository
// readable by every script of every public page. Only the editor needs them: its page reads the token from
// document.cookie, its API the rest.

/** The editor's page, where Keystatic's code reads the token. */
export const EDITOR_PAGES = "/keystatic";
/** The editor's API: the refresh token and the sign-in's state cookie. */
export const EDITOR_API = "/api/keystatic";
/** Keystatic's log-out revokes the token it reads from the request: a copy no script can read goes there alone. */
export const EDITOR_LOGOUT = "/api/keystatic/github/logout";

const ACCESS_TOKEN = "keystatic-gh-access-token";
const REFRESH_TOKEN = "keystatic-gh-refresh-token";
const EPOCH = "Thu, 01 Jan 1970 00:00:00 GMT";

function parts(line: string): { name: string; value: string; attributes: string[] } {
  const [pair = "", ...attributes] = line.split(/;\s*/);
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
}

function cookie(line: string, path: string, { httpOnly = false, expire = false } = {}): string {
  const { name, value, attributes } = parts(line);
  const dropped = [/^path=/i, ...(httpOnly ? [/^httponly$/i] : []), ...(expire ? [/^max-age=/i, /^expires=/i] : [])];
  const kept = attributes.filter((attribute) => !dropped.some((pattern) => pattern.test(attribute)));
  return [
    `${name}=${expire ? "" : value}`,
    `Path=${path}`,
    ...kept,
    ...(httpOnly ? ["HttpOnly"] : []),
    ...(expire ? ["Max-Age=0", `Expires=${EPOCH}`] : []),
  ].join("; ");
}

/**
 * Keystatic's Set-Cookie lines with the editor's paths: the token where the editor's page reads it (and a copy for
 * the log-out), the HttpOnly ones where its API reads them. A token an earlier version set for the whole site is
 * deleted at the same time.
 */
function scopeEditorCookies(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const { name, attributes } = parts(line);
    if (name === ACCESS_TOKEN)
      return [
        cookie(line, EDITOR_PAGES),
        cookie(line, EDITOR_LOGOUT, { httpOnly: true }),
        cookie(line, "/", { expire: true }),
      ];
    if (name === REFRESH_TOKEN) return [cookie(line, EDITOR_API), cookie(line, "/", { expire: true })];
    const httpOnly = attributes.some((attribute) => /^httponly$/i.test(attribute));
    return [cookie(line, httpOnly ? EDITOR_API : EDITOR_PAGES)];
  });
}

/** The response with its cookies on the editor's paths; everything else as Keystatic answered. */
export function withEditorCookies(response: Response): Response {
  const lines = response.headers.getSetCookie();
  if (lines.length === 0) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const line of scopeEditorCookies(lines)) headers.append("set-cookie", line);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
