import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const headers = (init: Record<string, string>) => new Headers(init);

describe("clientAddress", () => {
  it("takes the address next start put in X-Forwarded-For when the client sent none", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.7" }), {})).toBe("203.0.113.7");
    expect(clientAddress(headers({ "x-forwarded-for": "::ffff:203.0.113.7" }), {})).toBe("203.0.113.7");
  });

  it("without TRUST_PROXY ignores client-made lists and X-Real-IP", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.7" }), {})).toBe("unidentified");
    expect(clientAddress(headers({ "x-forwarded-for": "2.2.2.2, 203.0.113.7" }), {})).toBe("unidentified");
    expect(clientAddress(headers({ "x-real-ip": "1.1.1.1" }), {})).toBe("unidentified");
    expect(clientAddress(headers({ "x-forwarded-for": "not-an-ip" }), {})).toBe("unidentified");
  });

  it("with TRUST_PROXY=1 takes the hop the proxy appended (the last)", () => {
    const env = { TRUST_PROXY: "1" };
    expect(clientAddress(headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.7" }), env)).toBe("203.0.113.7");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.7" }), env)).toBe("203.0.113.7");
    expect(clientAddress(headers({}), env)).toBe("unidentified");
  });

  it("with TRUST_PROXY_SECRET believes the forwarded address only from a request carrying it", () => {
    const env = { TRUST_PROXY: "1", TRUST_PROXY_SECRET: "a-long-secret-the-proxy-sends" };
    const forwarded = { "x-forwarded-for": "1.1.1.1, 203.0.113.7" };
    expect(clientAddress(headers({ ...forwarded, "x-proxy-secret": env.TRUST_PROXY_SECRET }), env)).toBe("203.0.113.7");
    // Around the proxy every made-up address is the same unknown client.
    expect(clientAddress(headers(forwarded), env)).toBe("unidentified");
    expect(clientAddress(headers({ ...forwarded, "x-proxy-secret": "a-long-secret-the-proxy-sendx" }), env)).toBe(
      "unidentified",
    );
  });

  it("on Vercel takes x-real-ip, which the platform sets", () => {
    expect(
      clientAddress(headers({ "x-real-ip": "203.0.113.7", "x-forwarded-for": "203.0.113.7" }), { VERCEL: "1" }),
    ).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by their /64 network", () => {
    const a = clientAddress(headers({ "x-forwarded-for": "2001:db8:abcd:12::1" }), {});
    const b = clientAddress(headers({ "x-forwarded-for": "2001:0db8:abcd:0012:ffff:1:2:3" }), {});
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(b).toBe(a);
    expect(clientAddress(headers({ "x-forwarded-for": "2001:db8:abcd:13::1" }), {})).not.toBe(a);
  });
});
