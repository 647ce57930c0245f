import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Packages that do their work on the server: a client component reaching one (directly or through our modules)
// ships it to every visitor's phone. tailwind-merge alone is 11 KB of gzip JavaScript (issue 13).
const SERVER_ONLY_PACKAGES = ["tailwind-merge", "gray-matter", "next-mdx-remote", "nodemailer"];
const ROOT = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The packages a module reaches through its static imports (type-only imports and lazy `import()` excluded). */
function packagesReached(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)) {
    const specifier = match[1] ?? "";
    if (specifier.startsWith(".") || specifier.startsWith("@/")) {
      const target = resolve(file, specifier);
      if (target) for (const pkg of packagesReached(target, seen)) found.add(pkg);
    } else {
      found.add(specifier);
    }
  }
  return found;
}

const clientComponents = ["components", "app"]
  .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .filter((file) => /^["']use client["']/.test(readFileSync(file, "utf8")));

describe("client components", () => {
  it("are found", () => {
    expect(clientComponents.length).toBeGreaterThan(5);
  });

  it.each(clientComponents.map((file) => [path.relative(ROOT, file), file]))("%s reaches no server-only package", (_name, file) => {
    const reached = [...packagesReached(file)];
    expect(reached.filter((pkg) => SERVER_ONLY_PACKAGES.some((p) => pkg === p || pkg.startsWith(`${p}/`)))).toEqual([]);
  });
});
