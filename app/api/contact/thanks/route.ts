import { leadRuntime } from "@/lib/contact/runtime";
import { checkThanks } from "@/lib/contact/entry/thanks-link";

export const dynamic = "force-dynamic";

export async function POST(request: Request) {
  return checkThanks(request, leadRuntime());
}
