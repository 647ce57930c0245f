import type { ReactNode } from "react";
import { ConsentBootstrap } from "@/components/consent/consent-bootstrap";
import { fontVariables } from "@/lib/fonts";
import type { Locale } from "@/lib/i18n/routing";

type Props = { locale: Locale; children: ReactNode };

/** Shared with the 404, which has no locale layout above it. The consent default comes first, before any tag runs. */
export function HtmlDocument({ locale, children }: Props) {
  return (
    <html lang={locale} data-scroll-behavior="smooth" className={fontVariables}>
      {/* eslint-disable-next-line @next/next/no-head-element -- an App Router document; next/head is the Pages Router's */}
      <head>
        {/* Nothing blocks rendering, so Chromium may paint while the document is still arriving, and a header painted
            with half its links moves when the rest comes: the first paint waits until <main> is parsed. */}
        <link rel="expect" href="#main" blocking="render" />
        <ConsentBootstrap />
      </head>
      <body>{children}</body>
    </html>
  );
}
