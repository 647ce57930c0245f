import { describe, expect, it } from "vitest";
import { deliveryFailure, DeliveryError, refusalOf, type DeliveryDetail } from "./mailer";

const smtp = (detail: Omit<DeliveryDetail, "transport">): DeliveryDetail => ({ transport: "smtp", ...detail });

describe("what an SMTP refusal says of the message", () => {
  it("its size or its words: a smaller part may pass", () => {
    expect(refusalOf(smtp({ code: "EMESSAGE", responseCode: 552, enhanced: "5.3.4", command: "DATA" }))).toBe(
      "message",
    );
    expect(refusalOf(smtp({ code: "EMESSAGE", command: "MAIL FROM" }))).toBe("message");
    for (const enhanced of ["5.3.4", "5.6.0", "5.6.1", "5.7.1"])
      for (const responseCode of [550, 554])
        expect(refusalOf(smtp({ code: "EMESSAGE", responseCode, enhanced, command: "DATA" }))).toBe("message");
  });

  it("the way itself: a sign-in, a relay, a quota, a temporary answer, an unreachable server", () => {
    expect(refusalOf(smtp({ code: "EAUTH", responseCode: 535, enhanced: "5.7.8", command: "AUTH" }))).toBe("way");
    expect(refusalOf(smtp({ code: "EAUTH", responseCode: 530, enhanced: "5.7.0", command: "MAIL FROM" }))).toBe("way");
    expect(refusalOf(smtp({ code: "EENVELOPE", responseCode: 554, enhanced: "5.7.1", command: "RCPT TO" }))).toBe(
      "way",
    );
    expect(refusalOf(smtp({ code: "EMESSAGE", responseCode: 550, enhanced: "5.7.0", command: "DATA" }))).toBe("way");
    expect(refusalOf(smtp({ code: "EMESSAGE", responseCode: 452, enhanced: "4.2.2", command: "DATA" }))).toBe("way");
    expect(refusalOf(smtp({ code: "EMESSAGE", responseCode: 550, command: "DATA" }))).toBe("way");
    expect(refusalOf(smtp({ code: "ECONNECTION" }))).toBe("way");
    expect(refusalOf({ transport: "outbox", code: "ENOSPC" })).toBe("way");
    expect(refusalOf(undefined)).toBe("way");
  });
});

describe("a delivery failure crossing bundles", () => {
  it("is recognised by its data, also when another copy of the class threw it", () => {
    const thrown = new DeliveryError(502, { transport: "smtp", code: "EMESSAGE", responseCode: 552 });
    // What another bundle's class gives: an object with the same fields, not this class.
    const foreign = Object.assign(new Error(thrown.message), { kind: "delivery", status: 502, detail: thrown.detail });
    for (const error of [thrown, foreign])
      expect(deliveryFailure(error)).toEqual({ status: 502, detail: thrown.detail, message: thrown.message });
    expect(deliveryFailure(new Error("delivery failed"))).toBeUndefined();
    expect(deliveryFailure(undefined)).toBeUndefined();
  });
});
