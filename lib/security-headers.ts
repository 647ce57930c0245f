// The response headers of every route (next.config.ts). Static pages cannot carry nonces, so scripts and styles
// are 'self' plus 'unsafe-inline' (Next's inline flight data, the consent default; the site's stylesheet, inlined in
// every page's <head> by next.config.ts, and sonner's styles).

/** Exactly the hosts the Google tag and the Meta pixel load from or send to; any other third party is blocked. */
export const tagHosts = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googleadservices.com",
  "https://googleads.g.doubleclick.net",
  "https://www.google.com",
  "https://connect.facebook.net",
  "https://www.facebook.com",
] as const;

/**
 * What the editor at /keystatic adds (Keystatic's UI): GitHub's API called from the browser, the signed-in user's
 * avatar, and in development the new GitHub App's manifest posted to GitHub. Its Inter from Google Fonts stays
 * blocked: the system font serves, and no request leaves for Google.
 */
const editorHosts = {
  connect: ["https://api.github.com"],
  img: ["https://avatars.githubusercontent.com"],
  form: ["https://github.com"],
} as const;

export function contentSecurityPolicy({ dev = false, editor = false } = {}): string {
  const tags = tagHosts.join(" ");
  const add = (hosts: readonly string[]) => (editor ? hosts.map((host) => ` ${host}`).join("") : "");
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""} ${tags}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tags}${add(editorHosts.img)}`,
    "font-src 'self'",
    `connect-src 'self' ${tags}${add(editorHosts.connect)}`,
    `frame-src ${tags}`,
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${add(editorHosts.form)}`,
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

const disabledFeatures = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export function securityHeaders({ siteUrl, dev = false }: { siteUrl: string; dev?: boolean }) {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy({ dev }) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: disabledFeatures.map((feature) => `${feature}=()`).join(", ") },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (siteUrl.startsWith("https://")) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
