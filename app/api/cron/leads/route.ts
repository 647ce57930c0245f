import { cronPass } from "@/lib/contact/entry/endpoints";
import { leadRuntime } from "@/lib/contact/runtime";

export const dynamic = "force-dynamic";
// Vercel stops a function at this limit: the pass tells the owner first and starts no try after 40 s (endpoints.ts).
export const maxDuration = 60;

export async function GET(request: Request) {
  return cronPass(request, leadRuntime());
}

export { GET as POST };
