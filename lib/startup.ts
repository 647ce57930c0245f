import "server-only";
import { runPass } from "@/lib/contact/flow/pass";
import { leadRuntime, startupLines } from "@/lib/contact/runtime";
import type { LeadStore } from "@/lib/contact/store/store";
import { env, EnvError } from "@/lib/env";
import { legalFacts, policyDrift, type LegalFacts } from "@/lib/legal/facts";
import { placeholderWarning } from "@/lib/site/placeholders";

/**
 * The server's start: a malformed variable stops it with its name; the log says where leads go before the first one
 * arrives, and warns of a launch with the placeholder identity or a privacy policy built for another configuration.
 */
export function checkStartup() {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const runtime = leadRuntime();
  for (const line of startupLines(runtime)) console[line.level](line.text);
  void reportStore(runtime.store);
  const placeholders = placeholderWarning({ nodeEnv: process.env.NODE_ENV, siteUrl: env().NEXT_PUBLIC_SITE_URL });
  if (placeholders) console.warn(placeholders);
  // LEGAL_FACTS: what the build's static privacy policy describes (next.config.ts).
  const built = process.env.LEGAL_FACTS ? (JSON.parse(process.env.LEGAL_FACTS) as LegalFacts) : undefined;
  const drift = built && policyDrift(built, legalFacts());
  if (drift) console.warn(drift);
  startRetryPass();
}

/**
 * Whether the store can keep a lead, said as soon as it answers: a write and its read-back, and what its server's
 * settings mean for the leads (Redis's eviction policy and persistence). /api/health checks the same.
 */
export async function reportStore(store: LeadStore) {
  try {
    await store.probe();
  } catch (error) {
    console.error(
      `[contact] the lead store failed its write check (${(error as Error)?.message}); /api/health fails until it is fixed`,
    );
  }
  const report = await store.report().catch((error: unknown) => ({
    problems: [`its settings could not be read (${(error as Error)?.message})`],
    warnings: [],
  }));
  for (const problem of report.problems) console.error(`[contact] ${problem}`);
  for (const warning of report.warnings) console.warn(`[contact] ${warning}`);
}

/**
 * A long-running server retries kept leads itself every LEADS_RETRY_SECONDS, so a container, a PaaS or a bare
 * `npm start` needs no timer of its own. Not on Vercel (a function does not outlive its request: Vercel Cron calls
 * /api/cron/leads), and not with 0 (a systemd timer runs `leads:retry` instead).
 */
function startRetryPass() {
  const { retrySeconds } = leadRuntime().settings;
  if (process.env.VERCEL === "1" || retrySeconds === 0 || process.env.NEXT_PHASE === "phase-production-build") return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runPass(leadRuntime())
      .then((report) => {
        if (report.sent || report.failing || report.expired || report.digested)
          console.info(
            `[leads] pass: ${report.sent} sent, ${report.failing} still failing, ${report.expired} expired, ${report.digested} held sent as a digest`,
          );
      })
      .catch((error: unknown) => console.error("[leads] pass failed:", (error as Error)?.message))
      .finally(() => {
        running = false;
      });
  }, retrySeconds * 1000);
  timer.unref();
}
