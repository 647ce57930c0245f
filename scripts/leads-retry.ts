// npm run leads:retry [-- --now] [-- --refused] [-- --unit-failed <unit>]: one pass over the kept leads, as the server
// runs every LEADS_RETRY_SECONDS (docs/deployment.md). --now tries every pending channel and sends the held leads'
// digest at once; --refused sends again what a receiver refused, after it was fixed. --unit-failed tells the owner
// that a systemd unit failed (the retry unit's OnFailure=). Exit code: 0 when nothing needs a person; 1 when a lead
// is still failing, a record cannot be read or another pass is running; 3 when a lead expired undelivered or a
// receiver refused one; 2 for a configuration error.
import { leadWords } from "@/lib/contact/lead/lead-words";
import { raiseAlert } from "@/lib/contact/owner/alerts";
import { runPass } from "@/lib/contact/flow/pass";
import { createLeadRuntime } from "@/lib/contact/runtime";
import { env, EnvError } from "@/lib/env";

async function main(): Promise<number> {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    return 2;
  }
  // No work left after the answer here: a pass runs everything in turn.
  const runtime = createLeadRuntime(process.env, { defer: (task) => void task() });
  const unit = process.argv[process.argv.indexOf("--unit-failed") + 1];
  if (process.argv.includes("--unit-failed") && unit) {
    const sent = await raiseAlert(runtime, "unit", leadWords("alerts.unit.text", { unit }));
    return sent ? 0 : 1;
  }
  console.log(
    `leads:retry: e-mail to ${runtime.owner.mailbox}; channels: ${runtime.channels.map((c) => `${c.name} (${c.target})`).join(", ")}`,
  );
  const report = await runPass(runtime, {
    now: process.argv.includes("--now"),
    refused: process.argv.includes("--refused"),
  });
  if (!report.ran) {
    console.error("leads:retry: another pass holds the lock; nothing done");
    return 1;
  }
  const extra = [
    report.waiting && `${report.waiting} waiting for their next try`,
    report.refused && `${report.refused} refused`,
    report.expired && `${report.expired} expired undelivered`,
    report.digested && `${report.digested} held sent as a digest`,
    report.held && !report.digested && `${report.held} held for the next digest`,
    report.unreadable && `${report.unreadable} unreadable`,
  ].filter(Boolean);
  console.log(
    `leads:retry: ${report.sent} sent, ${report.failing} still failing${extra.map((part) => `, ${part}`).join("")}`,
  );
  if (report.expired > 0 || report.refused > 0) return 3;
  return report.failing > 0 || report.unreadable > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
    // Redis clients and SMTP pools keep the event loop alive: the pass is over.
    setTimeout(() => process.exit(code), 100).unref();
  },
  (error: unknown) => {
    console.error("leads:retry failed:", (error as Error)?.message ?? error);
    process.exit(1);
  },
);
