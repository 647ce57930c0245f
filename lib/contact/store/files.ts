import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Writes a file whole or not at all: a temporary name, then renamed over the target (a reader never sees half).
 * `mode` 0o600 for what holds a visitor's data: readable by the site's user alone.
 */
export async function writeWhole(dir: string, name: string, data: string | Uint8Array, mode = 0o644) {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.${randomUUID()}.tmp`);
  await writeFile(temporary, data, { mode });
  await rename(temporary, path.join(dir, name));
}
