import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { siteUrl } from "@/lib/env";
import { pageLocale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { routing, type Locale } from "@/lib/i18n/routing";
import { brandColors, logoMarkSvg } from "@/lib/site/brand";
import { pageDetails } from "@/lib/site/entries";
import { site } from "@/lib/site/identity";
import { pages, type PageId, type SitePage } from "@/lib/site/map";

// Re-exported by every opengraph-image.tsx of app/[locale]: one 1200×630 PNG per page and language, drawn at build.
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
// Next reads an image's alt from its file, so one alt serves both languages: the brand, which the image shows in
// either. A per-page alt (generateImageMetadata) would leave the images to be drawn at the first request.
export const alt = site.name;

/** An image route gets no params from the layouts: without a list of its own it is not drawn at build. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

const logo = `data:image/svg+xml;base64,${Buffer.from(logoMarkSvg()).toString("base64")}`;

// TTF (satori reads no woff2), from disk: nothing is fetched at build.
const fontDir = path.join(process.cwd(), "node_modules/geist/dist/fonts/geist-sans");
let fonts: Promise<[Buffer, Buffer]> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(fontDir, "Geist-Bold.ttf")),
    readFile(path.join(fontDir, "Geist-Medium.ttf")),
  ]);
  return fonts;
}

// Satori measures text unkerned but draws it kerned, leaving a gap after a kerned pair; letters drawn one by one don't.
function Words({ text, gap }: { text: string; gap: number }) {
  return (
    <div style={{ display: "flex", flexWrap: "wrap", columnGap: gap, rowGap: 0 }}>
      {text.split(/\s+/).map((word, index) => (
        <div key={index} style={{ display: "flex" }}>
          {[...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(word)].map(({ segment }, i) => (
            <span key={i}>{segment}</span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The page's title without the brand, which the image shows above it anyway. */
export function headline(title: string) {
  const brand = site.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const text = title
    .replace(new RegExp(`^${brand}\\s*[–—|:-]\\s*`), "")
    .replace(new RegExp(`\\s*[–—|:-]\\s*${brand}$`), "");
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function titleSize(title: string) {
  if (title.length <= 40) return 76;
  if (title.length <= 70) return 64;
  return 52;
}

async function renderOgImage({ title, tagline }: { title: string; tagline: string }) {
  const [bold, medium] = await loadFonts();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        backgroundImage: `linear-gradient(135deg, ${brandColors["brand-600"]} 0%, ${brandColors["brand-800"]} 100%)`,
        color: "#ffffff",
        fontFamily: "Geist",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- satori draws it; no DOM */}
        <img
          src={logo}
          width={72}
          height={72}
          style={{ borderRadius: 20, border: "2px solid rgba(255,255,255,0.35)" }}
        />
        <div style={{ display: "flex", fontSize: 36, fontWeight: 700 }}>
          <Words text={site.name} gap={9} />
        </div>
      </div>
      <div
        style={{
          display: "flex",
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.1,
          maxWidth: 1000,
        }}
      >
        <Words text={title} gap={Math.round(titleSize(title) * 0.25)} />
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div style={{ width: 64, height: 8, borderRadius: 4, backgroundColor: brandColors["accent-400"] }} />
        <div style={{ display: "flex", fontSize: 28, fontWeight: 500, color: brandColors["brand-100"] }}>
          <Words text={tagline} gap={7} />
        </div>
      </div>
    </div>,
    {
      ...size,
      fonts: [
        { name: "Geist", data: bold, weight: 700, style: "normal" },
        { name: "Geist", data: medium, weight: 500, style: "normal" },
      ],
    },
  );
}

/** The share image of a page titled `title`: the headline, and the tagline under it. */
export async function shareImage(locale: Locale, title: string) {
  const tagline = translator(locale, "Site")("tagline");
  const text = headline(title);
  // Under the title: the tagline, or the site's address where the title already says it (home).
  return renderOgImage({
    title: text,
    tagline: text.toLowerCase() === tagline.toLowerCase() ? new URL(siteUrl).host : tagline,
  });
}

/** The share image of a page of the site map: the default export of its opengraph-image.tsx. */
export function sitePageImage(page: SitePage | PageId) {
  return async function Image({ params }: { params: Promise<{ locale: string }> }) {
    const locale = await pageLocale(params);
    return shareImage(locale, pageDetails(typeof page === "string" ? pages[page] : page, locale).title);
  };
}
