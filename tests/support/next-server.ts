// The production build as an operator runs it (`next start`, or the container's standalone server.js), for the
// infrastructure tests: started, waited for, stopped or killed.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** The checkout whose build is started: this one, or another's (INFRA_ROOT), to run a test against an older build. */
export const root = process.env.INFRA_ROOT ?? path.resolve(import.meta.dirname, "../..");

export type Server = { port: number; child: ChildProcess; log: string[] };

/** The production build on `port`, resolved once it answers; `standalone` runs the container's server instead. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { standalone }: { standalone?: string } = {},
): Promise<Server> {
  const command = standalone ? ["server.js"] : ["node_modules/next/dist/bin/next", "start", "-p", String(port)];
  const child = spawn(process.execPath, command, {
    cwd: standalone ?? root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "localhost",
      CONTACT_RATE_LIMIT: "100",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { port, child, log: [] };
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => server.log.push(String(chunk)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited: ${server.log.join("")}`);
    try {
      const response = await fetch(`http://localhost:${port}/api/live`);
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`the server on ${port} did not answer: ${server.log.join("")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return server;
}

export function stopServer(server: Server, signal: NodeJS.Signals = "SIGTERM") {
  return new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill(signal);
  });
}

export async function until(condition: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
