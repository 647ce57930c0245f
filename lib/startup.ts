import "server-only";
import { channelsFromEnv, deliveryStartupLines } from "@/lib/contact/delivery";
import { env, EnvError } from "@/lib/env";
import { legalFacts, policyDrift, type LegalFacts } from "@/lib/legal/facts";
import { placeholderWarning } from "@/lib/site/placeholders";

/**
 * The server's start: a malformed variable stops it with its name; the log says where leads go before the first one
 * arrives, and warns of a launch with the placeholder identity or a privacy policy built for another configuration.
 */
export function checkStartup() {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  for (const line of deliveryStartupLines(channelsFromEnv())) console[line.level](line.text);
  const placeholders = placeholderWarning({ nodeEnv: process.env.NODE_ENV, siteUrl: env().NEXT_PUBLIC_SITE_URL });
  if (placeholders) console.warn(placeholders);
  // LEGAL_FACTS: what the build's static privacy policy describes (next.config.ts).
  const built = process.env.LEGAL_FACTS ? (JSON.parse(process.env.LEGAL_FACTS) as LegalFacts) : undefined;
  const drift = built && policyDrift(built, legalFacts());
  if (drift) console.warn(drift);
}
