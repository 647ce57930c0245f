import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { getAllPosts, getPost } from "@/lib/blog/posts";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = `${site.name} – blog`;

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ locale: post.language, slug: post.slug }));
}

const fontDir = path.join(process.cwd(), "node_modules/geist/dist/fonts/geist-sans");

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const { locale, slug } = await params;
  const post = getPost(locale as Locale, slug);
  const [bold, regular] = await Promise.all([
    readFile(path.join(fontDir, "Geist-Bold.ttf")),
    readFile(path.join(fontDir, "Geist-Regular.ttf")),
  ]);

  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px",
          color: "white",
          fontFamily: "Geist",
          backgroundImage: "linear-gradient(135deg, #171d54 0%, #1e2daf 55%, #2546eb 100%)",
        }}
      >
        <div style={{ display: "flex", fontSize: 30 }}>
          <div style={{ display: "flex", padding: "8px 24px", borderRadius: 999, background: "rgba(255,255,255,0.15)" }}>
            {post?.category ?? "Blog"}
          </div>
        </div>
        <div style={{ display: "flex", fontSize: 68, fontWeight: 700, lineHeight: 1.1, letterSpacing: -1.5 }}>
          {post?.title ?? site.name}
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 30, color: "#dbe6fe" }}>
          <div style={{ display: "flex", fontWeight: 700, color: "white" }}>{site.name}</div>
          <div style={{ display: "flex" }}>{`Blog · ${post?.readTime ?? 1} min`}</div>
        </div>
      </div>
    ),
    {
      ...size,
      fonts: [
        { name: "Geist", data: bold, weight: 700, style: "normal" },
        { name: "Geist", data: regular, weight: 400, style: "normal" },
      ],
    },
  );
}
