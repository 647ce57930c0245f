import type { Page, Request } from "@playwright/test";

/** The form's post to its server action, as React sends it from the page: a POST carrying the `Next-Action` header. */
export const isActionPost = (request: Request) => request.method() === "POST" && "next-action" in request.headers();

export function waitForActionPost(page: Page) {
  return page.waitForRequest(isActionPost);
}

/**
 * The form's fields in an action post (React prefixes them with the argument they belong to, `_1_email`, beside its
 * own entry `0` for the arguments).
 */
export function actionFields(request: Request): Record<string, string> {
  const body = request.postData() ?? "";
  const fields: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/name="_\d+_([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) fields[name!] = value!;
  return fields;
}

/**
 * Resolves once React has hydrated the contact form (near the viewport, or on the first touch): a press before that is
 * the form posting itself, which ends on the thank-you page or comes back from the server.
 */
export async function waitForFormCode(page: Page, timeout = 15_000) {
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => {
      const form = document.getElementById("contact-form");
      return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
    },
    undefined,
    { timeout },
  );
}
