import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The editor writes the files of the checkout it runs in: these tests give it a copy, so a run never changes the
// repository, and build that copy afterwards.

const ROOT = path.resolve(import.meta.dirname, "../..");
const LEFT_OUT = new Set(["node_modules", ".next", ".git", ".data", "test-results", "playwright-report", "bench"]);

export type SiteCopy = { dir: string; remove(): void };

export function makeSiteCopy(): SiteCopy {
  const dir = mkdtempSync(path.join(tmpdir(), "keystatic-e2e-"));
  cpSync(ROOT, dir, {
    recursive: true,
    // A developer's .env files stay out: their settings (the editor's GitHub App among them) are not the copy's.
    filter: (source) => {
      const top = path.relative(ROOT, source).split(path.sep)[0] ?? "";
      return !LEFT_OUT.has(top) && !top.startsWith(".env");
    },
  });
  // Turbopack resolves nothing outside the project's root, so a symlink will not do: hard links cost no room or time.
  const linked = spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  if (linked.status !== 0) cpSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 1000 }) };
}

/** The environment of a process in the copy: none of the editor's GitHub settings a developer may have set. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
  for (const name of Object.keys(env)) if (/KEYSTATIC/.test(name) || name === "NODE_ENV") delete env[name];
  return env;
}

export type Server = { output(): string; stop(): Promise<void> };

/**
 * Starts `next dev` or `next start` in the copy (with `env` added to its environment), in its own process group so that
 * stopping it ends its children.
 */
export async function startServer(
  dir: string,
  args: string[],
  url: string,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<Server> {
  const child = spawn("npx", ["next", ...args], { cwd: dir, env: cleanEnv(env), detached: true });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const server = { output: () => output, stop: () => stopGroup(child) };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next ${args.join(" ")} exited:\n${output}`);
    // The first answer of `next dev` waits for the page's compilation.
    const status = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await server.stop();
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${output}`);
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ends the process group (npx, next and its workers) and waits until none of it is left writing to the copy. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid!;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // Gone already.
    }
  };
  signal("SIGTERM");
  for (let waited = 0; groupAlive(pgid); waited += 200) {
    if (waited === 10_000) signal("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Runs a command in the copy to its end (or its time limit), and gives its output; a failure throws with it. */
export async function run(dir: string, command: string[], timeoutMs: number): Promise<string> {
  const [file, ...args] = command;
  const child = spawn(file!, args, { cwd: dir, env: cleanEnv(), detached: true });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => void stopGroup(child), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  clearTimeout(timer);
  if (code !== 0)
    throw new Error(`${command.join(" ")} failed (${code ?? "stopped after its time limit"}):\n${output}`);
  return output;
}
