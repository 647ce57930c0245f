import { createLeadRuntime, type LeadRuntime, type LeadRuntimeOverrides } from "@/lib/contact/runtime";

export type TestRuntime = {
  runtime: LeadRuntime;
  /** Runs the work the runtime left for after the answer (as Next's after() does), including what that work adds. */
  runDeferred(): Promise<void>;
};

/**
 * The site's own composition root with a test's variables (leads to biuro@example.com, no rate limit to speak of
 * unless set), its work after the answer kept until the test runs it.
 */
export function testRuntime(
  env: Record<string, string | undefined>,
  overrides: LeadRuntimeOverrides = {},
): TestRuntime {
  const deferred: (() => Promise<unknown>)[] = [];
  const runtime = createLeadRuntime(
    {
      CONTACT_RATE_LIMIT: "1000",
      CONTACT_TO: "biuro@example.com",
      CONTACT_FROM: "Strona <formularz@example.com>",
      ...env,
    },
    { defer: (task) => void deferred.push(task), ...overrides },
  );
  return {
    runtime,
    async runDeferred() {
      while (deferred.length > 0) await Promise.all(deferred.splice(0).map((task) => task()));
    },
  };
}
