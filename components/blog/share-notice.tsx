"use client";

import { useEffect } from "react";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/toaster";

export type Notice = { id: number; kind: "success" | "error"; text: string };

/** Its own chunk, so sonner loads on the first copy. The Toaster's effect runs first (children first): no toast is lost. */
export default function ShareNotice({ notice }: { notice: Notice }) {
  useEffect(() => {
    toast[notice.kind](notice.text);
  }, [notice]);
  return <Toaster />;
}
