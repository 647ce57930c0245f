import "server-only";
import matter from "gray-matter";
import { z } from "zod";

// YAML turns an unquoted 2025-03-10 into a Date: accept both and keep the calendar date.
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: "must be an ISO date (YYYY-MM-DD)" }),
);

/** A malformed document throws, naming the file and each bad field, so `next build` stops on it. */
export function parseFrontMatter<T extends z.ZodType>(where: string, source: string, schema: T) {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new Error(`${where}: unreadable front matter (${(error as Error).message})`);
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => {
      const field =
        issue.path.join(".") || (issue.code === "unrecognized_keys" ? issue.keys.join(", ") : "front matter");
      return `"${field}" ${issue.message}`;
    });
    throw new Error(`${where}: invalid front matter: ${issues.join("; ")}`);
  }
  return { data: result.data as z.output<T>, body: parsed.content };
}
