"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/toaster";

export type Notice = { id: number; kind: "success" | "error"; text: string };

/**
 * The share button's toast, in its own chunk: sonner loads on the first copy, not with the article. The Toaster
 * subscribes in its effect, which runs before this one (children first), so the first toast is shown.
 */
export default function ShareNotice({ notice }: { notice: Notice }) {
  useEffect(() => {
    toast[notice.kind](notice.text);
  }, [notice]);
  return <Toaster />;
}
