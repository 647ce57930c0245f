import { afterEach, describe, expect, it, vi } from "vitest";
import { newEventId } from "./event-id";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newEventId", () => {
  it("makes a different UUID v4 for every submission", () => {
    const ids = new Set(Array.from({ length: 50 }, newEventId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it("makes a UUID v4 where randomUUID is missing (pages served over plain http)", () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(newEventId()).toMatch(UUID_V4);
    expect(newEventId()).not.toBe(newEventId());
  });
});
