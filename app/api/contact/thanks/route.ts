import { leadRuntime } from "@/lib/contact/runtime";
import { checkThanks } from "@/lib/contact/thanks-link";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return checkThanks(request, leadRuntime());
}
