"use client";

import { Icon } from "@/components/ui/icon";
import { lazy, Suspense, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { Notice } from "./share-notice";

const ShareNotice = lazy(() => import("./share-notice"));

type Props = {
  title: string;
  description: string;
  labels: { share: string; shareLabel: string; copied: string; copyFailed: string };
};

export function ShareButton({ title, description, labels }: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const say = (kind: Notice["kind"], text: string) => setNotice((last) => ({ id: (last?.id ?? 0) + 1, kind, text }));

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: description, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say("success", labels.copied);
    } catch {
      say("error", labels.copyFailed);
    }
  };

  return (
    <>
      <button type="button" onClick={share} aria-label={labels.shareLabel} className={buttonClasses("secondary", "sm")}>
        <Icon name="Share2" className="size-4" />
        {labels.share}
      </button>
      {notice && (
        <Suspense fallback={null}>
          <ShareNotice notice={notice} />
        </Suspense>
      )}
    </>
  );
}
