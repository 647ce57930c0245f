import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export type ReceivedHook = {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
  verified: boolean;
  payload?: unknown;
};

/**
 * How the receiver answers: 200 (after a delay, if given), a status of its own (to the bodies `when` picks, if given,
 * 200 to the others), or never (a hanging receiver).
 */
type Mode =
  | { kind: "ok"; delayMs?: number }
  | { kind: "status"; status: number; when?: (body: string) => boolean }
  | { kind: "hang" };

export type WebhookReceiver = {
  url: string;
  requests: ReceivedHook[];
  mode: Mode;
  /** Stops listening (a receiver that is down), and starts again on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real HTTP receiver on 127.0.0.1 that checks every request with standardwebhooks' own Webhook.verify, as a
 * CRM's or an n8n flow's receiving end would, and records it.
 */
export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const requests: ReceivedHook[] = [];
  const hanging = new Set<ServerResponse>();
  const verifier = new Webhook(secret);
  let server: Server;
  let port = 0;
  const receiver: WebhookReceiver = {
    url: "",
    requests,
    mode: { kind: "ok" },
    down: () => stop(),
    up: () => listen(),
    close: () => stop(),
  };

  function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let payload: unknown;
      let verified = false;
      try {
        payload = verifier.verify(body, request.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      requests.push({ headers: request.headers, body, path: request.url ?? "/", verified, payload });
      const { mode } = receiver;
      if (mode.kind === "hang") {
        hanging.add(response);
        return;
      }
      const status = mode.kind === "status" && (!mode.when || mode.when(body)) ? mode.status : 200;
      const answer = () => {
        response.writeHead(status, { "Content-Type": "text/plain" });
        response.end("ok");
      };
      if (mode.kind === "ok" && mode.delayMs) setTimeout(answer, mode.delayMs);
      else answer();
    });
  }

  function listen() {
    server = createServer(handle);
    return new Promise<void>((resolve) =>
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        receiver.url = `http://127.0.0.1:${port}/hooks/lead`;
        resolve();
      }),
    );
  }

  function stop() {
    for (const response of hanging) response.destroy();
    hanging.clear();
    return new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  }

  await listen();
  return receiver;
}
