import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export type SmtpSink = {
  port: number;
  /** Raw RFC 822 messages received, in order. */
  messages: string[];
  /** The envelope recipients (RCPT TO) of each message, in the same order. */
  recipients: string[][];
  /** Sign-ins tried (with `refuseLogin`). */
  logins: number;
  close(): Promise<void>;
};

type Options = {
  port?: number;
  /** Also write each message there as <n>.eml. */
  dir?: string;
  /** A message whose raw text matches is refused for its content, 550 5.7.1 (and not kept). */
  reject?: RegExp;
  /** Take the message data, then never answer (a server hanging mid-transaction). */
  hang?: boolean;
  /** Take the message data, then answer only after this many ms (a slow server). */
  delayMs?: number;
  /** The largest message it takes, in bytes (announced as SIZE; a larger one is refused with 552). */
  size?: number;
  /** Asks for a sign-in and refuses every one, 535 (an expired password). */
  refuseLogin?: boolean;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives (port 0: any free port). */
export async function startSmtpSink({
  port = 0,
  dir,
  reject,
  hang = false,
  delayMs = 0,
  size,
  refuseLogin = false,
}: Options = {}): Promise<SmtpSink> {
  const messages: string[] = [];
  const recipients: string[][] = [];
  if (dir) mkdirSync(dir, { recursive: true });
  const sink = { logins: 0 };
  const server = new SMTPServer({
    authOptional: !refuseLogin,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size,
    onAuth(_auth, _session, callback) {
      sink.logins++;
      callback(Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (hang) return;
        const raw = Buffer.concat(chunks).toString("utf8");
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error("5.3.4 Message exceeds fixed maximum message size"), { responseCode: 552 }));
          return;
        }
        if (reject?.test(raw)) {
          callback(Object.assign(new Error("5.7.1 Message rejected"), { responseCode: 550 }));
          return;
        }
        const accept = () => {
          messages.push(raw);
          recipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          if (dir) writeFileSync(path.join(dir, `${Date.now()}-${messages.length}.eml`), raw);
          callback();
        };
        if (delayMs > 0) setTimeout(accept, delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    recipients,
    get logins() {
      return sink.logins;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP server that accepts connections and never says a word (a hanging SMTP server). */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
