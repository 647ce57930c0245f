// npm run leads:retry [-- --now] [-- --refused] [-- --unit-failed <unit>]: one pass over the kept leads, as the server
// runs every LEADS_RETRY_SECONDS (docs/deployment.md). --now tries every pending channel and sends the held leads'
// digest at once; --refused sends again what a receiver refused, after it was fixed. --unit-failed tells the owner
// that a systemd unit failed (the retry unit's OnFailure=). Exit code: 0 when nothing needs a person; 1 when a lead
// is still failing, a record cannot be read or another pass is running; 3 when a lead expired undelivered or a
// receiver refused one; 2 for a configuration error.
// npm run leads:retry -- --held [--export <file.json>] [--drop <id>,<id>|all]: the leads held during a flood and
// those a digest's receiver refused, listed (ids, networks, age), written whole to a file, or dropped; no pass runs.
import { leadWords } from "@/lib/contact/lead/lead-words";
import { raiseAlert } from "@/lib/contact/owner/alerts";
import { dropHeld, exportHeld, listHeld } from "@/lib/contact/owner/held";
import { runPass } from "@/lib/contact/flow/pass";
import { createLeadRuntime } from "@/lib/contact/runtime";
import { env, EnvError } from "@/lib/env";
import { writeFile } from "node:fs/promises";
import type { LeadRuntime } from "@/lib/contact/runtime";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** --held: what is held, without a pass. */
async function held(runtime: LeadRuntime): Promise<number> {
  const { store } = runtime;
  const drop = option("--drop");
  if (drop) {
    const dropped = await dropHeld(store, drop === "all" ? "all" : drop.split(","));
    console.log(`leads:retry: ${dropped} held lead(s) dropped`);
    return 0;
  }
  const file = option("--export");
  if (file) {
    const leads = await exportHeld(store);
    await writeFile(file, JSON.stringify(leads, null, 2), { mode: 0o600 });
    console.log(`leads:retry: ${leads.length} held lead(s) written to ${file}`);
    return 0;
  }
  const rows = await listHeld(store, runtime.now());
  for (const row of rows)
    console.log(
      `${row.id}  ${row.network}  ${row.receivedAt} (${row.ageMinutes} min)${row.refused ? `  refused: ${row.refused}` : ""}`,
    );
  console.log(`leads:retry: ${rows.length} held, ${rows.filter((row) => row.refused).length} of them refused`);
  return 0;
}

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
  if (process.argv.includes("--held")) return held(runtime);
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
