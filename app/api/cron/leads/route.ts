import { cronPass } from "@/lib/contact/entry/endpoints";
import { leadRuntime } from "@/lib/contact/runtime";

export const dynamic = "force-dynamic";
// A pass tries each due channel within its own deadline; Vercel stops a function at its plan's limit.
export const maxDuration = 60;

export async function GET(request: Request) {
  return cronPass(request, leadRuntime());
}

export { GET as POST };
