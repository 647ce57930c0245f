import "server-only";
import { isIP } from "node:net";

type Env = Record<string, string | undefined>;

/**
 * A key the client cannot choose: TRUST_PROXY=1 takes our proxy's X-Forwarded-For hop, Vercel its x-real-ip; otherwise
 * Next sets X-Forwarded-For only when absent, so anything but a single valid address shares one key.
 */
export function clientAddress(headers: Headers, env: Env = process.env): string {
  const ip = clientIp(headers, env);
  return ip ? normalize(ip) : "unidentified";
}

/** The client's own address, found as clientAddress finds it (IPv4-mapped unwrapped), or undefined. */
export function clientIp(headers: Headers, env: Env = process.env): string | undefined {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);

  let address: string | undefined;
  if (env.TRUST_PROXY === "1") address = forwarded.at(-1);
  else if (env.VERCEL === "1") address = headers.get("x-real-ip")?.trim() || forwarded[0];
  else if (forwarded.length === 1) address = forwarded[0];

  if (!address || !isIP(stripZone(address))) return undefined;
  const ip = stripZone(address);
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
}

function stripZone(address: string): string {
  return address.replace(/%.*$/, "");
}

/** IPv4 as is (also when IPv4-mapped); IPv6 by its /64 network, which one subscriber usually holds whole. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
