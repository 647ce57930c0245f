// npm run legal:digests [-- --wording] [-- --facts '<json>']: records each legal document's date beside the digest
// of what it renders (text, components' words, company identity, configuration facts), which lib/legal/digest.test.ts
// checks, and the configuration facts it was signed with, which a build for the public site is held to
// (lib/legal/signed-facts.ts). Facts stay as recorded unless --facts gives the ones a production build printed.
// It refuses a change under an unchanged date unless --wording says it was one of wording only (a comma, a typo),
// where the date of the last change of substance rightly stays, or the date is today's: a second change on the day
// the date already names keeps it.
import { readFileSync, writeFileSync } from "node:fs";
import { currentDigests, DIGESTS_FILE, type RecordedDigests } from "@/lib/legal/digest";
import type { RenderedFacts } from "@/lib/legal/facts";

const args = process.argv.slice(2);
const wording = args.includes("--wording");
const factsArg = args.indexOf("--facts");
const given = factsArg >= 0 ? (JSON.parse(args[factsArg + 1] ?? "{}") as Partial<RenderedFacts>) : {};
const today = new Date().toISOString().slice(0, 10);
const recorded = JSON.parse(readFileSync(DIGESTS_FILE, "utf8")) as RecordedDigests;
const next: RecordedDigests = {};
let refused = false;
for (const { key, updated, digest, facts } of currentDigests({ recorded, given })) {
  const before = recorded[key];
  if (before && before.digest !== digest && before.updated === updated && updated !== today && !wording) {
    console.error(
      `${key}: what it renders changed but its date (${updated}) did not. Move the date to today for a change of substance, or run with --wording for a wording fix.`,
    );
    refused = true;
  } else if (before?.digest !== digest || before?.updated !== updated) console.log(`${key}: recorded (${updated})`);
  next[key] = { updated, digest, ...(facts && { facts }) };
}
if (refused) process.exit(1);
if (JSON.stringify(next) === JSON.stringify(recorded))
  console.log("every legal document's date and digest are recorded already");
writeFileSync(DIGESTS_FILE, `${JSON.stringify(next, null, 2)}\n`);
