import { healthCheck } from "@/lib/contact/entry/endpoints";
import { leadRuntime } from "@/lib/contact/runtime";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return healthCheck(request, leadRuntime());
}
