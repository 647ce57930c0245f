import { describe, expect, it } from "vitest";
import { BodyTooLarge, isJson, localeFromAcceptLanguage, readLimitedText } from "./request";

function streamOf(chunks: Uint8Array[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe("readLimitedText", () => {
  it("reads a body up to the limit", async () => {
    const request = new Request("http://x/", { method: "POST", body: "ż".repeat(10) });
    expect(await readLimitedText(request, 20)).toBe("ż".repeat(10));
  });

  it("refuses a body over the limit even without Content-Length", async () => {
    const body = streamOf([new Uint8Array(16), new Uint8Array(16), new Uint8Array(1)]);
    const request = new Request("http://x/", { method: "POST", body, duplex: "half" } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    await expect(readLimitedText(request, 32)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const request = new Request("http://x/", { method: "POST", body: "{}", headers: { "content-length": "999999" } });
    await expect(readLimitedText(request, 32)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it("throws on invalid UTF-8", async () => {
    const request = new Request("http://x/", { method: "POST", body: new Uint8Array([0x7b, 0xff, 0x7d]) });
    await expect(readLimitedText(request)).rejects.toThrow();
  });
});

describe("isJson", () => {
  it("accepts application/json with parameters only", () => {
    const r = (type?: string) =>
      new Request("http://x/", { method: "POST", body: "{}", headers: type ? { "content-type": type } : {} });
    expect(isJson(r("application/json"))).toBe(true);
    expect(isJson(r("Application/JSON; charset=utf-8"))).toBe(true);
    expect(isJson(r("text/plain"))).toBe(false);
    expect(isJson(r("application/x-www-form-urlencoded"))).toBe(false);
  });
});

describe("localeFromAcceptLanguage", () => {
  it("picks the preferred of Polish and English, default Polish", () => {
    expect(localeFromAcceptLanguage(null)).toBe("pl");
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("de-DE, en;q=0.5, pl;q=0.8")).toBe("pl");
    expect(localeFromAcceptLanguage("de, fr")).toBe("pl");
    expect(localeFromAcceptLanguage("pl;q=0, en;q=0.1")).toBe("en");
  });
});
