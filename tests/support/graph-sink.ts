import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";

export type GraphRequest = {
  method: string;
  /** Path without the query, e.g. /v-test/123/events. */
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: unknown;
};

/** How the stand-in answers: like Meta, with Meta's 500 error body, or never. */
type GraphMode = "ok" | "error500" | "hang";

export type GraphSink = {
  port: number;
  /** Base URL to use as META_GRAPH_URL (a version segment, as Meta's own base has). */
  url: string;
  requests: GraphRequest[];
  mode: GraphMode;
  close(): Promise<void>;
};

/** A real HTTP server on 127.0.0.1 standing in for Meta's Graph API (port 0: any free port). */
export async function startGraphSink({ port = 0, dir }: { port?: number; dir?: string } = {}): Promise<GraphSink> {
  if (dir) mkdirSync(dir, { recursive: true });
  const hanging = new Set<ServerResponse>();
  const sink: GraphSink = { port, url: "", requests: [], mode: "ok", close: async () => {} };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const received: GraphRequest = {
        method: request.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
      };
      sink.requests.push(received);
      if (dir) writeFileSync(path.join(dir, `${Date.now()}-${sink.requests.length}.json`), JSON.stringify(received));

      if (sink.mode === "hang") {
        hanging.add(response);
        return;
      }
      if (sink.mode === "error500") {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            error: {
              message: "An unknown error occurred",
              type: "OAuthException",
              code: 1,
              error_subcode: 99,
              fbtrace_id: "AbCdEf123",
            },
          }),
        );
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ events_received: 1, messages: [], fbtrace_id: "AbCdEf123" }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  sink.port = typeof address === "object" && address ? address.port : port;
  sink.url = `http://127.0.0.1:${sink.port}/v-test`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return sink;
}
