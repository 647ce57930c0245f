import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getLegalDocument } from "./document";
import { currentDigests, DIGESTS_FILE, digestProblems, legalDigest, type RecordedDigests } from "./digest";

const recorded = JSON.parse(readFileSync(DIGESTS_FILE, "utf8")) as RecordedDigests;

describe("the date of a legal document", () => {
  it("belongs to its text: each document's digest is the one recorded with its date", () => {
    expect(digestProblems(currentDigests(), recorded)).toEqual([]);
  });

  it("a changed text under an unchanged date fails; with a new date it asks to record it", () => {
    const documents = currentDigests();
    const privacy = getLegalDocument("pl", "privacy-policy");
    const reworded = legalDigest("pl", { ...privacy, body: privacy.body.replace("12 miesięcy", "24 miesiące") });
    expect(reworded).not.toBe(legalDigest("pl", privacy));
    const changed = documents.map((d) => (d.key === "pl/privacy-policy" ? { ...d, digest: reworded } : d));
    expect(digestProblems(changed, recorded)).toEqual([
      expect.stringMatching(/^pl\/privacy-policy: the text changed but its date \(\d{4}-\d\d-\d\d\) did not/),
    ]);
    const redated = changed.map((d) => (d.key === "pl/privacy-policy" ? { ...d, updated: "2099-01-01" } : d));
    expect(digestProblems(redated, recorded)).toEqual([expect.stringContaining("run `npm run legal:digests`")]);
  });

  it("counts the words its components render: a policy's text changes with the messages they use", () => {
    const cookies = getLegalDocument("en", "cookie-policy");
    expect(cookies.body).toContain("<StorageTable");
    const plain = { ...cookies, body: cookies.body.replaceAll(/<StorageTable[^>]*\/>/g, "") };
    expect(legalDigest("en", plain)).not.toBe(legalDigest("en", cookies));
    expect(legalDigest("pl", cookies)).not.toBe(legalDigest("en", cookies));
  });
});
