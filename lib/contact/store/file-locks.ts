import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeWhole } from "./files";
import type { Lease } from "./store";

/** How the folder store's processes take turns: files made with O_EXCL, each naming its holder and until when. */
type Claim = { token: string; until: number; pid?: number };

const LOCK_STALE_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

/** A worker's claim on a record for `ms`; false while another's has not lapsed. */
export async function claimFile(file: string, token: string, ms: number): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeExclusive(file, JSON.stringify({ token, until: Date.now() + ms }));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = await readJson<Claim>(file);
      if (held && held.until > Date.now()) return false;
      await rm(file, { force: true });
    }
  }
  return false;
}

export async function releaseFile(file: string, token: string) {
  if ((await readJson<Claim>(file))?.token === token) await rm(file, { force: true });
}

export async function renewFile(file: string, token: string, ms: number, pid?: number): Promise<boolean> {
  if ((await readJson<Claim>(file))?.token !== token) return false;
  await writeWhole(
    path.dirname(file),
    path.basename(file),
    JSON.stringify({ token, until: Date.now() + ms, pid }),
    0o600,
  );
  return true;
}

/** The pass's lease: taken over from a process that is gone, or past its time. */
export async function leaseFile(file: string, ms: number): Promise<Lease | undefined> {
  const token = randomBytes(16).toString("hex");
  const lease: Lease = {
    renew: () => renewFile(file, token, ms, process.pid),
    release: () => releaseFile(file, token),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeExclusive(file, JSON.stringify({ token, until: Date.now() + ms, pid: process.pid }));
      return lease;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = await readJson<Claim>(file);
      const alive = held?.pid !== undefined && held.pid > 0 && isAlive(held.pid);
      if (held && alive && held.until > Date.now()) return undefined;
      if (!held && (await modifiedWithin(file, 5000))) return undefined; // being written right now
      await rm(file, { force: true });
    }
  }
  return undefined;
}

/** Waits for a lock file of its own (taking over one its holder left behind), and gives its release. */
export async function lockFile(file: string): Promise<() => Promise<void>> {
  const token = `${process.pid}:${randomBytes(8).toString("hex")}`;
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await writeExclusive(file, token);
      return async () => {
        if ((await readFile(file, "utf8").catch(() => "")) === token) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number((await readFile(file, "utf8").catch(() => "")).split(":")[0]);
      if ((holder > 0 && !isAlive(holder)) || !(await modifiedWithin(file, LOCK_STALE_MS)))
        await rm(file, { force: true });
      else if (Date.now() > until) throw new Error("the lead store is busy (its lock file is held)");
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

async function modifiedWithin(file: string, ms: number) {
  return stat(file).then(
    (info) => Date.now() - info.mtimeMs < ms,
    () => false,
  );
}

export async function writeExclusive(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

export async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
