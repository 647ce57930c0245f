import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startGraphSink, type GraphRequest } from "./graph-sink";

// One stand-in per e2e port, like the SMTP sink, so suites on different ports keep their events apart.
const e2ePort = Number(process.env.E2E_PORT ?? 3130);
export const graphSinkPort = e2ePort + 21000;
export const graphSinkUrl = `http://127.0.0.1:${graphSinkPort}/v-test`;
// In the temp dir, removed at teardown: the requests hold hashed personal data and stay out of the checkout.
const graphDir = path.join(tmpdir(), "agency-e2e-graph", String(e2ePort));

/** Playwright globalSetup: the Graph API stand-in the production build sends Conversions API events to. */
export default async function startE2eGraphSink() {
  rmSync(graphDir, { recursive: true, force: true });
  const sink = await startGraphSink({ port: graphSinkPort, dir: graphDir });
  return async () => {
    await sink.close();
    rmSync(graphDir, { recursive: true, force: true });
  };
}

/** The Conversions API requests received so far whose body contains `token`. */
export function receivedGraphRequests(token: string): GraphRequest[] {
  if (!existsSync(graphDir)) return [];
  return readdirSync(graphDir)
    .map((name) => readFileSync(path.join(graphDir, name), "utf8"))
    .filter((raw) => raw.includes(token))
    .map((raw) => JSON.parse(raw) as GraphRequest);
}
