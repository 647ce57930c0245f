// Relative imports: next.config.ts loads this module, and its loader knows no "@/" alias.
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderedFacts, type RenderedFacts } from "./facts";

/**
 * The legal pages are static: a build renders them with its own configuration. Each dated text was signed with the
 * configuration facts recorded beside its digest in content/legal/digests.json; a build for the public site whose
 * facts differ would publish another text under the same date, so next.config.ts stops it until the date moves.
 */
type Recorded = Record<string, { updated: string; facts?: Partial<RenderedFacts> }>;

const LOCAL_HOST = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/** JSON with sorted keys, so equal facts compare equal whatever order they were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

/** The documents whose recorded facts differ from `current`, with what changed; empty when every one holds. */
function unsignedFacts(recorded: Recorded, current: RenderedFacts) {
  return Object.entries(recorded).flatMap(([key, { updated, facts }]) => {
    const changes = Object.entries(facts ?? {})
      .filter(([name, value]) => canonical(value) !== canonical(current[name as keyof RenderedFacts]))
      .map(([name, value]) => `${name}: ${canonical(value)} -> ${canonical(current[name as keyof RenderedFacts])}`);
    return changes.length > 0 ? [{ key, updated, changes }] : [];
  });
}

/** Why this configuration may not publish the recorded legal texts, with what to do; null when it may. */
export function signedFactsError(recorded: Recorded, current: RenderedFacts): string | null {
  const unsigned = unsignedFacts(recorded, current);
  if (unsigned.length === 0) return null;
  const documents = [...new Set(unsigned.map(({ key }) => key.split("/").slice(1).join("/")))];
  return [
    "The legal texts render this build's configuration, which differs from the one their dates were signed with:",
    ...unsigned.map(({ key, updated, changes }) => `  ${key} (dated ${updated}): ${changes.join("; ")}`),
    `Have the changed text checked, set \`updated:\` to today in content/legal/{pl,en}/${documents.length > 1 ? `{${documents.join(",")}}` : documents[0]}.mdx, then record these facts:`,
    `  npm run legal:digests -- --facts '${JSON.stringify(current)}'`,
    "commit, and build again.",
  ].join("\n");
}

/**
 * For next.config.ts at build time: throws when a build for the public site (a public site URL, or Vercel's production
 * environment) would publish legal texts under a date their configuration facts were not signed with. A build for
 * localhost (the project's own tests) renders whatever it is configured with.
 */
export function assertSignedFacts({
  siteUrl,
  vercelEnv,
  file = path.join(process.cwd(), "content/legal/digests.json"),
  current = renderedFacts(),
}: {
  siteUrl: string;
  vercelEnv?: string;
  file?: string;
  current?: RenderedFacts;
}) {
  if (LOCAL_HOST.test(new URL(siteUrl).hostname) && vercelEnv !== "production") return;
  const error = signedFactsError(JSON.parse(readFileSync(file, "utf8")) as Recorded, current);
  if (error) throw new Error(error);
}
