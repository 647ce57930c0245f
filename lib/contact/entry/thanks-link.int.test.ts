// The thank-you page's address is signed by the server (a lasting key in the lead store, shared by every instance),
// so a link made up elsewhere makes the page report no conversion. POST /api/contact/thanks checks it.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testRuntime } from "@/tests/support/lead-runtime";
import { checkThanks, thanksQuery, THANKS_LINK_MS } from "./thanks-link";

const LEAD = "3f0c7a52-8d1e-4b6a-9c2f-5e7d1a0b4c93";
const NOW = Date.parse("2026-11-26T10:00:00Z");
let outbox: string;

beforeEach(() => {
  outbox = mkdtempSync(path.join(tmpdir(), "thanks-link-"));
});
afterEach(() => rmSync(outbox, { recursive: true, force: true }));

/** An instance of the site on the shared folder, its clock at `at`. */
const instance = (at = NOW) => testRuntime({ OUTBOX_DIR: outbox }, { now: () => new Date(at) }).runtime;

function check(body: unknown, at = NOW) {
  const request = new Request("http://localhost/api/contact/thanks", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return checkThanks(request, instance(at));
}

async function signedLink(lead = LEAD, at = NOW) {
  const key = await instance(at).store.linkKey();
  return Object.fromEntries(new URLSearchParams(thanksQuery(key, lead, at)));
}

describe("the thank-you page's signed address", () => {
  it("counts an address the server gave, on any instance sharing the store, for 15 minutes", async () => {
    const link = await signedLink();
    expect(Object.keys(link)).toEqual(["lead", "t", "sig"]);
    expect(link.lead).toBe(LEAD);

    for (const at of [NOW, NOW + 60_000, NOW + THANKS_LINK_MS]) {
      const response = await check(link, at);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ count: true });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    // The key is the store's own file, readable by the site's user alone.
    expect(statSync(path.join(outbox, "undelivered", ".link-key")).mode & 0o777).toBe(0o600);
  });

  it("counts nothing for a made-up id, a changed time or signature, an old link, or one from the future", async () => {
    const link = await signedLink();
    const refused = [
      { ...link, lead: "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d" },
      { ...link, t: String(NOW - 1000) },
      { ...link, sig: `${link.sig!.slice(0, -2)}AA` },
      { ...link, sig: "" },
      { lead: LEAD },
      {},
    ];
    for (const body of refused) {
      const response = await check(body);
      expect(response.status, JSON.stringify(body)).toBe(404);
      expect(await response.json()).toEqual({ count: false });
    }
    expect((await check(link, NOW + THANKS_LINK_MS + 1)).status).toBe(404);
    expect((await check(await signedLink(LEAD, NOW + 5 * 60_000), NOW)).status).toBe(404);
  });

  it("answers a broken or oversized body with 400 or 413, never 500", async () => {
    expect((await check("{not json")).status).toBe(400);
    expect((await check(JSON.stringify({ lead: LEAD, sig: "x".repeat(2000) }))).status).toBe(413);
    expect((await check("[1,2]")).status).toBe(404);
    expect((await check("null")).status).toBe(404);
  });

  it("keeps one key for good: a link signed before a restart still counts after it", async () => {
    const link = await signedLink();
    const first = await instance().store.linkKey();
    const again = await instance().store.linkKey();
    expect(again.equals(first)).toBe(true);
    expect((await check(link, NOW + 60_000)).status).toBe(200);
  });
});
