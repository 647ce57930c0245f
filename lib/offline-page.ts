import "server-only";
import { escapeHtml } from "@/lib/escape";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { brandColors as c } from "@/lib/site/brand";
import { href, route } from "@/lib/site/map";

/** The service worker's offline page: one self-contained HTML document (inline styles, no script, no asset). */
export function offlinePage(locale: Locale): string {
  const t = translator(locale, "Offline");
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t("title"))} | ${escapeHtml(site.name)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#334155;background:${c["brand-50"]}}
main{max-width:32rem;background:#fff;border-radius:1rem;padding:2rem;box-shadow:0 20px 40px -20px rgba(15,23,42,.25)}
p.brand{margin:0 0 1.5rem;font-weight:700;color:${c["brand-700"]}}
h1{margin:0 0 .75rem;font-size:1.75rem;line-height:1.2;color:${c.ink}}
p{line-height:1.6}
nav{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
a{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:.75rem;font-weight:600;text-decoration:none}
a.primary{background:${c["brand-600"]};color:#fff}
a.secondary{border:1px solid #cbd5e1;color:${c.ink}}
a:focus-visible{outline:2px solid ${c["brand-600"]};outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(site.name)}</p>
<h1>${escapeHtml(t("title"))}</h1>
<p>${escapeHtml(t("description"))}</p>
<nav><a class="primary" href="">${escapeHtml(t("retry"))}</a><a class="secondary" href="${href(locale, route("home"))}">${escapeHtml(t("home"))}</a></nav>
</main>
</body>
</html>
`;
}
