import { makeRouteHandler } from "@keystatic/next/route-handler";
import { keystaticConfig } from "@/keystatic.config";
import { env } from "@/lib/env";
import { withEditorCookies } from "@/lib/keystatic/cookies";
import { adminStorage } from "@/lib/keystatic/storage";

// The editor's API: the working tree's files under `next dev`, GitHub's sign-in otherwise, its cookies kept to the
// editor's paths. Without an editor (a production server without the GitHub App's settings) every path answers 404,
// like any unknown URL.
async function handle(request: Request): Promise<Response> {
  const storage = adminStorage();
  if (!storage) return new Response("Not Found", { status: 404 });
  const settings = env();
  const handler = makeRouteHandler({
    config: keystaticConfig(storage),
    clientId: settings.KEYSTATIC_GITHUB_CLIENT_ID,
    clientSecret: settings.KEYSTATIC_GITHUB_CLIENT_SECRET,
    secret: settings.KEYSTATIC_SECRET,
  });
  return withEditorCookies(await (request.method === "POST" ? handler.POST(request) : handler.GET(request)));
}

export { handle as GET, handle as POST };
