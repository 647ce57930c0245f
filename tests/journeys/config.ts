import { tmpdir } from "node:os";
import path from "node:path";
import type { EngineName } from "./engine";

// JOURNEYS_PORT_BASE moves every port, so two checkouts (or the Playwright suite) can run beside this one.
const base = Number(process.env.JOURNEYS_PORT_BASE ?? 3330);

export const ports = { site: base, smtp: base + 1, webDriver: base + 2 };

/** Where the SMTP sink writes each message it receives (removed after the run: it holds the leads). */
export const mailDir = path.join(tmpdir(), "agency-journeys-mail", String(base));
export const outboxDir = path.join(tmpdir(), "agency-journeys-outbox", String(base));

/**
 * The run's artifacts: each journey's first screen per engine and width, and the servers' logs. A Playwright run
 * empties test-results/ when it starts: npm test runs the journeys after it.
 */
export const artifactsDir = path.resolve("test-results", "journeys");
export const screenshotsDir = (engine: EngineName) => path.join(artifactsDir, engine);
