// Runs once when the server starts: the configuration is parsed here, so a malformed variable stops the start
// with its name, and the log says where leads go before the first one arrives.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env, EnvError } = await import("@/lib/env");
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const { channelsFromEnv, deliveryStartupLines } = await import("@/lib/contact/delivery");
  for (const line of deliveryStartupLines(channelsFromEnv())) console[line.level](line.text);
}
