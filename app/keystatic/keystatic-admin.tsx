"use client";

import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { useMemo } from "react";
import { keystaticConfig } from "@/keystatic.config";
import type { AdminStorage } from "@/lib/keystatic/storage";

type Props = { storage: AdminStorage; appSlug: string | undefined };

export function KeystaticAdmin({ storage, appSlug }: Props) {
  // Keystatic's own page (makePage) takes any config: the type of `ui.navigation` names this config's collections.
  const config = useMemo(() => keystaticConfig(storage) as unknown as Config, [storage]);
  return <Keystatic config={config} appSlug={{ envName: "NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG", value: appSlug }} />;
}
