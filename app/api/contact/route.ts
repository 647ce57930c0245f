import { handleContact } from "@/lib/contact/entry/http";
import { leadRuntime } from "@/lib/contact/runtime";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return handleContact(request, leadRuntime());
}

// Explicit so every other method gets a JSON 405 with Allow, and OPTIONS does not list them as allowed.
function methodNotAllowed() {
  return Response.json({ error: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };

export function OPTIONS() {
  return new Response(null, { status: 204, headers: { Allow: "OPTIONS, POST" } });
}
