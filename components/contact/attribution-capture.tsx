"use client";

import { useEffect } from "react";
import { captureAttribution } from "@/lib/contact/attribution";

/** Mounted on every page: the first page of a visit records where the visitor came from. */
export function AttributionCapture() {
  useEffect(() => captureAttribution(), []);
  return null;
}
