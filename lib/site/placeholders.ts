// Relative imports and no "server-only": next.config.ts loads this module, and its loader knows neither.
import { site } from "./identity";

type Identity = {
  name: string;
  legalName: string;
  email: string;
  phone: string;
  address: { street: string };
  registry: { krs: string; nip: string; regon: string };
};

// The identity as shipped: plausible on purpose, so the pages look finished, which is why a launch must not keep it.
// The registry court and share capital are real-looking too but may be right; docs/deployment.md asks to check them.
const shipped: [field: string, value: string, read: (identity: Identity) => string][] = [
  ["name", "Northwave Digital", (i) => i.name],
  ["legalName", "Northwave Digital sp. z o.o.", (i) => i.legalName],
  ["email", "kontakt@example.com", (i) => i.email],
  ["phone", "+48 000 000 000", (i) => i.phone],
  ["address.street", "ul. Przykładowa 1", (i) => i.address.street],
  ["registry.krs", "0000000000", (i) => i.registry.krs],
  ["registry.nip", "000-000-00-00", (i) => i.registry.nip],
  ["registry.regon", "000000000", (i) => i.registry.regon],
];

/** The fields of lib/site/identity.ts still at their shipped placeholder value. */
export function placeholderFields(identity: Identity = site): string[] {
  return shipped.filter(([, value, read]) => read(identity) === value).map(([field]) => field);
}

/**
 * Why deploy/release.sh refuses to build: the identity is still (partly) the placeholder. Null when the release may go
 * ahead: real values, or ALLOW_PLACEHOLDER_IDENTITY=1 for a release that is not the public site (a staging host).
 */
export function releaseRefusal(allow: string | undefined, identity: Identity = site): string | null {
  const fields = placeholderFields(identity);
  if (fields.length === 0 || allow === "1") return null;
  return (
    `lib/site/identity.ts still has placeholder values (${fields.join(", ")}), which every page, the legal documents ` +
    `and the structured data would show. Replace them (docs/deployment.md, "Before launch"), or set ` +
    `ALLOW_PLACEHOLDER_IDENTITY=1 for a release that is not the public site.`
  );
}

/**
 * For next.config.ts at build time: Vercel's production build is the public site, and deploy/release.sh, which refuses
 * the placeholder identity on a Node host, never runs there. Throws the same refusal; any other build goes ahead.
 */
export function assertPublishableIdentity(
  { vercelEnv, allow }: { vercelEnv: string | undefined; allow: string | undefined },
  identity: Identity = site,
): void {
  if (vercelEnv !== "production") return;
  const refusal = releaseRefusal(allow, identity);
  if (refusal) throw new Error(refusal);
}

const LOCAL_HOST = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/** Logged by a production start on a public address while the identity is still the placeholder; null otherwise. */
export function placeholderWarning(
  { nodeEnv, siteUrl }: { nodeEnv: string | undefined; siteUrl: string },
  identity: Identity = site,
): string | null {
  if (nodeEnv !== "production" || LOCAL_HOST.test(new URL(siteUrl).hostname)) return null;
  const fields = placeholderFields(identity);
  if (fields.length === 0) return null;
  return (
    `Warning: the company identity in lib/site/identity.ts still has placeholder values (${fields.join(", ")}); ` +
    `every page, the legal documents and the structured data show them. Replace them before launch (docs/deployment.md).`
  );
}
