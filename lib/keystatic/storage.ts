import "server-only";
import { env, type RawEnv } from "@/lib/env";

/** Where the editor at /keystatic saves: the working tree's files, or commits to the repository on GitHub. */
export type AdminStorage = { kind: "local" } | { kind: "github"; repo: `${string}/${string}` };

/**
 * Decided by the server on each request, from its own settings: a production server without the GitHub App's settings
 * serves no editor at all (null: /keystatic and /api/keystatic answer 404), and the working tree is only ever written
 * by `next dev`. lib/env.ts refuses a production start with the repository but not every setting of the app.
 *
 * `devServer`: Next replaces `process.env.NODE_ENV` when it compiles this file ("development" under `next dev` only),
 * so a production build never serves the working tree, whatever NODE_ENV its server is started with.
 */
export function adminStorage(
  raw: RawEnv = process.env,
  devServer = process.env.NODE_ENV === "development",
): AdminStorage | null {
  const repo = env(raw).KEYSTATIC_GITHUB_REPO;
  if (repo) return { kind: "github", repo: repo as `${string}/${string}` };
  return devServer ? { kind: "local" } : null;
}
