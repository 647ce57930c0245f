import "server-only";
import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

/** The variables that say whom to believe about the client's address. */
export type ClientEnv = {
  TRUST_PROXY?: string;
  TRUST_PROXY_SECRET?: string;
  VERCEL?: string;
  [name: string]: string | undefined;
};

/** With TRUST_PROXY_SECRET, only a request carrying it came through our proxy. */
function fromOurProxy(headers: Headers, secret: string | undefined): boolean {
  if (!secret) return true;
  const given = Buffer.from(headers.get("x-proxy-secret") ?? "");
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A key the client cannot choose: TRUST_PROXY=1 takes our proxy's X-Forwarded-For hop, Vercel its x-real-ip; otherwise
 * Next sets X-Forwarded-For only when absent, so anything but a single valid address shares one key.
 */
export function clientAddress(headers: Headers, env: ClientEnv = process.env): string {
  return clientKeys(headers, env).address;
}

/** The client's own address, found as clientAddress finds it (IPv4-mapped unwrapped), or undefined. */
export function clientIp(headers: Headers, env: ClientEnv = process.env): string | undefined {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);

  let address: string | undefined;
  if (env.TRUST_PROXY === "1") {
    // Around the proxy, every address is one the client chose: such requests share one key, "unidentified".
    if (!fromOurProxy(headers, env.TRUST_PROXY_SECRET)) return undefined;
    address = forwarded.at(-1);
  } else if (env.VERCEL === "1") address = headers.get("x-real-ip")?.trim() || forwarded[0];
  else if (forwarded.length === 1) address = forwarded[0];

  if (!address || !isIP(stripZone(address))) return undefined;
  const ip = stripZone(address);
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

function stripZone(address: string): string {
  return address.replace(/%.*$/, "");
}

function ipv6Groups(address: string): string[] {
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}

/** IPv4 as is (also when IPv4-mapped); IPv6 by its /64 network, which one subscriber usually holds whole. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

export type ClientKeys = {
  /** What the per-address limit and bound count: an IPv4 address or an IPv6 /64, or "unidentified". */
  address: string;
  /**
   * TRUST_PROXY_SECRET is set and the request lacks the proxy's header: every such request shares one client's
   * limit, which is the proxy's misconfiguration (or a client going around it), and is told.
   */
  unverified?: true;
  /** The wider network: an IPv6 /48 (one site's allocation, holding 65,536 /64s) or an IPv4 /24. */
  network?: string;
  ipv6: boolean;
};

export function clientKeys(headers: Headers, env: ClientEnv = process.env): ClientKeys {
  const ip = clientIp(headers, env);
  if (!ip) {
    const unverified = env.TRUST_PROXY === "1" && !fromOurProxy(headers, env.TRUST_PROXY_SECRET);
    return { address: "unidentified", ipv6: false, ...(unverified && { unverified }) };
  }
  if (isIP(ip) === 6)
    return { address: normalize(ip), network: `${ipv6Groups(ip).slice(0, 3).join(":")}::/48`, ipv6: true };
  return { address: ip, network: `${ip.split(".").slice(0, 3).join(".")}.0/24`, ipv6: false };
}
