import path from "node:path";
import { describe, expect, it } from "vitest";
import { deliveryFromEnv, deliveryStartupLine } from "./delivery";

describe("deliveryFromEnv and the start-up line", () => {
  it("a bare start (no SMTP_URL, nothing required): the outbox, announced as a warning that names the folder", () => {
    const delivery = deliveryFromEnv({ OUTBOX_DIR: "/tmp/leads" });
    expect(delivery).toEqual({ mode: "outbox", dir: path.resolve("/tmp/leads") });
    const line = deliveryStartupLine(delivery);
    expect(line.level).toBe("warn");
    expect(line.text).toContain("leads are written as .eml files to /tmp/leads");
    expect(line.text).toContain("CONTACT_DELIVERY=smtp");
  });

  it("SMTP_URL set: SMTP, announced with the server but never the password", () => {
    const delivery = deliveryFromEnv({ SMTP_URL: "smtps://user:secret@smtp.example.com:465", CONTACT_DELIVERY: "smtp" });
    expect(delivery.mode).toBe("smtp");
    const line = deliveryStartupLine(delivery);
    expect(line).toEqual({ level: "info", text: "[contact] leads are sent by SMTP to smtps://smtp.example.com:465" });
  });

  it.each([
    [{ CONTACT_DELIVERY: "smtp" }, /CONTACT_DELIVERY=smtp but SMTP_URL is not set/],
    [{ CONTACT_DELIVERY: "smtp", SMTP_URL: "smtp.example.com" }, /SMTP_URL is not a URL like smtps:/],
    [{ SMTP_URL: "mailto:x@example.com" }, /SMTP_URL is not a URL like smtps:/],
    [{ VERCEL: "1" }, /SMTP_URL is not set on Vercel/],
    [{ VERCEL: "1", CONTACT_DELIVERY: "outbox" }, /SMTP_URL is not set on Vercel/],
  ])("%j: broken, an error at start-up saying every submission gets 503", (raw, problem) => {
    const delivery = deliveryFromEnv(raw);
    expect(delivery.mode).toBe("broken");
    const line = deliveryStartupLine(delivery);
    expect(line.level).toBe("error");
    expect(line.text).toMatch(problem);
    expect(line.text).toContain("answered 503");
  });
});
