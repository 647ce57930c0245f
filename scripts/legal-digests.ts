// npm run legal:digests [-- --wording]: records each legal document's date beside the digest of its text, which
// lib/legal/digest.test.ts checks. It refuses a changed text under an unchanged date unless --wording says the change
// was one of wording only (a comma, a typo), where the date of the last change of substance rightly stays, or the date
// is today's: a second change on the day the date already names keeps it.
import { readFileSync, writeFileSync } from "node:fs";
import { currentDigests, DIGESTS_FILE, type RecordedDigests } from "@/lib/legal/digest";

const wording = process.argv.includes("--wording");
const today = new Date().toISOString().slice(0, 10);
const recorded = JSON.parse(readFileSync(DIGESTS_FILE, "utf8")) as RecordedDigests;
const next: RecordedDigests = {};
let refused = false;
for (const { key, updated, digest } of currentDigests()) {
  const before = recorded[key];
  if (before && before.digest !== digest && before.updated === updated && updated !== today && !wording) {
    console.error(
      `${key}: the text changed but its date (${updated}) did not. Set \`updated:\` to today for a change of substance, or run with --wording for a wording fix.`,
    );
    refused = true;
  } else if (before?.digest !== digest || before?.updated !== updated) console.log(`${key}: recorded (${updated})`);
  next[key] = { updated, digest };
}
if (refused) process.exit(1);
if (JSON.stringify(next) === JSON.stringify(recorded))
  console.log("every legal document's date and digest are recorded already");
writeFileSync(DIGESTS_FILE, `${JSON.stringify(next, null, 2)}\n`);
