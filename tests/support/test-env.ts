import { afterEach, beforeEach, vi } from "vitest";

/**
 * For the enclosing tests: sets these variables (undefined deletes one) before each test and gives the process its
 * own environment back after it; the contact code's info and error lines are silenced.
 */
export function withTestEnv(vars: () => Record<string, string | undefined>) {
  const saved = { ...process.env };
  beforeEach(() => {
    for (const [name, value] of Object.entries(vars())) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    process.env = { ...saved };
    vi.restoreAllMocks();
  });
}
