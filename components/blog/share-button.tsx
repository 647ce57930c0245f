"use client";

import { Share2 } from "lucide-react";
import { toast } from "sonner";
import { buttonClasses } from "@/components/ui/button";

type Props = {
  title: string;
  description: string;
  labels: { share: string; shareLabel: string; copied: string; copyFailed: string };
};

/** The device's share dialog where there is one; otherwise the URL goes to the clipboard, and a toast says so. */
export function ShareButton({ title, description, labels }: Props) {
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
      toast.success(labels.copied);
    } catch {
      toast.error(labels.copyFailed);
    }
  };

  return (
    <button type="button" onClick={share} aria-label={labels.shareLabel} className={buttonClasses("secondary", "sm")}>
      <Share2 aria-hidden className="size-4" />
      {labels.share}
    </button>
  );
}
