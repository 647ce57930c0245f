import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import type { Engine, EngineSession, Key, NativeElement } from "./engine";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

// Every host but this machine's goes through a proxy that is not there, so no request leaves it (the test build
// carries tag ids, and a consent would otherwise reach Google's and Meta's servers).
const offline = {
  "network.proxy.type": 1,
  "network.proxy.http": "127.0.0.1",
  "network.proxy.http_port": 9,
  "network.proxy.ssl": "127.0.0.1",
  "network.proxy.ssl_port": 9,
  "network.proxy.no_proxies_on": "localhost, 127.0.0.1",
};

function launch(javaScript: boolean): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    // The one way Firefox ESR turns a page's scripts off (its WebDriver BiDi lacks emulation.setScriptingEnabled);
    // the automation's own scripts still run.
    extraPrefsFirefox: javaScript ? offline : { ...offline, "javascript.enabled": false },
  });
}

async function session(page: Page, closeAll: () => Promise<void>): Promise<EngineSession> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));
  page.setDefaultTimeout(60_000);
  page.setDefaultNavigationTimeout(60_000);
  const handle = (element: NativeElement) => element as ElementHandle<Element>;
  return {
    load: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    reload: async () => void (await page.reload({ waitUntil: "load" })),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    element: async (expression) => {
      const element = (await page.evaluateHandle(expression)).asElement();
      if (!element) throw new Error(`not an element: ${expression.slice(-200)}`);
      return element;
    },
    async click(element) {
      // At the centre of its box, as the journeys have already brought it into view: puppeteer's own click waits for
      // an IntersectionObserver callback, which a page without JavaScript never runs.
      const box = await handle(element).boundingBox();
      if (!box) throw new Error("gecko: the element has no box to click");
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    type: (element, text) => handle(element).type(text),
    select: async (element, value) => void (await handle(element).select(value)),
    press: async (key: Key) => {
      if (key !== "Shift+Tab") return page.keyboard.press(key);
      await page.keyboard.down("Shift");
      await page.keyboard.press("Tab");
      await page.keyboard.up("Shift");
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    pageErrors: async () => [...errors],
    close: closeAll,
  };
}

/** Gecko: Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core. */
export function gecko(): Engine {
  let browser: Browser | undefined;
  // The browsers of visitors without JavaScript; a journey that timed out leaves its own for stop() to close.
  const own = new Set<Browser>();
  return {
    name: "gecko",
    limits: {},
    async start() {
      browser = await launch(true);
    },
    async open({ javaScript }) {
      if (!browser) throw new Error("gecko: start() first");
      if (!javaScript) {
        // A browser of its own: the preference holds for every page of a profile.
        const separate = await launch(false);
        own.add(separate);
        return session(await separate.newPage(), async () => {
          own.delete(separate);
          await separate.close();
        });
      }
      const context = await browser.createBrowserContext();
      return session(await context.newPage(), () => context.close());
    },
    async stop() {
      for (const separate of own) await separate.close().catch(() => {});
      own.clear();
      await browser?.close();
      browser = undefined;
    },
  };
}
