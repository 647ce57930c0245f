import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { env } from "@/lib/env";
import { adminStorage } from "@/lib/keystatic/storage";
import { KeystaticAdmin } from "./keystatic-admin";

// The editor's own root layout: none of the site's layout, fonts, tags or banner, and none of its code on public pages.
export const metadata: Metadata = {
  title: "Edycja treści",
  robots: { index: false, follow: false },
};

export default async function AdminLayout() {
  // Per request: whether an editor is served, and where it saves, are the running server's settings.
  await connection();
  const storage = adminStorage();
  if (!storage) notFound();
  return (
    <html lang="pl">
      <body>
        <KeystaticAdmin storage={storage} appSlug={env().NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG} />
      </body>
    </html>
  );
}
