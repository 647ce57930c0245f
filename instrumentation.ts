// Runs once when the server starts (lib/startup.ts); the Node-only code stays out of the edge bundle.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") (await import("@/lib/startup")).checkStartup();
}
