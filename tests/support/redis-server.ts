import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";

export type RedisServer = { port: number; url: string; stop(): Promise<void>; start(): Promise<void> };

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(300);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A real redis-server on 127.0.0.1:<port>, without persistence; `stop` and `start` again for outage tests. */
export async function startRedisServer(port = 6390): Promise<RedisServer> {
  let child: ChildProcess | undefined;
  const server: RedisServer = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (await ping(port)) throw new Error(`port ${port} is already taken by another Redis`);
      child = spawn(
        "redis-server",
        ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      );
      const deadline = Date.now() + 10_000;
      while (!(await ping(port))) {
        if (Date.now() > deadline) throw new Error("redis-server did not start");
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGKILL");
      });
    },
  };
  await server.start();
  return server;
}
