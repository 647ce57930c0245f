import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Builder, By, Key as Keys, WebElement, type WebDriver } from "selenium-webdriver";
import type { Engine, EngineSession, Key, NativeElement } from "./engine";

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

// MiniBrowser's toolbar keeps its window at least 447 px wide. This style sheet shrinks the toolbar's buttons and
// address field (the browser's own widgets: a page's controls are drawn by WebKit, not GTK), so the page can get
// a 390 px viewport like a phone's.
const NARROW_TOOLBAR = "button, entry { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n";

// Uncaught errors and unhandled rejections of the current document. WebKitGTK's WebDriver has no log endpoint and no
// BiDi, and MiniBrowser writes no console for automation windows, so a listener in the page is the only witness:
// every script the suite runs makes sure it is there.
const WATCH_ERRORS = `if (!window.__journeyErrors) {
  const seen = (window.__journeyErrors = []);
  addEventListener("error", (event) => seen.push(String(event.error?.message ?? event.message)));
  addEventListener("unhandledrejection", (event) => seen.push("Unhandled rejection: " + String(event.reason?.message ?? event.reason)));
}`;

const keys: Record<Key, string[]> = {
  Enter: [Keys.ENTER],
  Escape: [Keys.ESCAPE],
  Tab: [Keys.TAB],
  "Shift+Tab": [Keys.SHIFT, Keys.TAB],
};

function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  // -displayfd: Xvfb picks a free display number and writes it to fd 3.
  // -noreset: by default the server resets when its last client leaves, and a browser starting in that moment finds no
  // display (a session ends, the next begins).
  const args = ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp", "-noreset"];
  const xvfb = spawn("Xvfb", args, {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  return new Promise((resolve, reject) => {
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}) before it opened a display`)));
    xvfb.stdio[3]!.once("data", (data) => resolve({ process: xvfb, display: `:${String(data).trim()}` }));
  });
}

async function waitForDriver(url: string, driver: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}); is the port free?`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within 30 s`);
}

/** A session of MiniBrowser with these arguments; a browser that never answers is given up after a minute, once. */
async function newSession(url: string, args: string[], log: string): Promise<WebDriver> {
  for (let attempt = 1; ; attempt++) {
    const pending = new Builder()
      .usingServer(url)
      .withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args } })
      .build();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`WebKitWebDriver started no MiniBrowser within 60 s (its log: ${log})`)),
        60_000,
      );
    });
    try {
      return await Promise.race([pending, late]);
    } catch (error) {
      // A session that opens after all is closed, so that it does not hold the driver's only place.
      Promise.resolve(pending).then(
        (driver) => driver.quit(),
        () => {},
      );
      if (attempt === 2) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

function session(driver: WebDriver, close: () => Promise<void>): EngineSession {
  const errors: string[] = [];
  const run = <T>(body: string) => driver.executeScript<T>(`${WATCH_ERRORS}\n${body}`);
  const collect = async () => {
    errors.push(...((await run<string[] | null>("return window.__journeyErrors.splice(0);")) ?? []));
  };
  const element = (value: NativeElement) => value as WebElement;
  return {
    async load(url) {
      await collect();
      await driver.get(url);
      await run("return null;");
    },
    async reload() {
      await collect();
      await driver.navigate().refresh();
      await run("return null;");
    },
    evaluate: (expression) => run(`return (${expression});`),
    async element(expression) {
      const value = await run<unknown>(`return (${expression});`);
      if (!(value instanceof WebElement)) throw new Error(`not an element: ${expression.slice(-200)}`);
      return value;
    },
    async click(value) {
      // A click may load another document: what this one saw is kept first.
      await collect();
      await element(value).click();
    },
    type: (value, text) => element(value).sendKeys(text),
    select: async (value, option) =>
      element(value)
        .findElement(By.css(`option[value=${JSON.stringify(option)}]`))
        .click(),
    async press(key) {
      const [modifier, main] = keys[key].length === 2 ? keys[key] : [undefined, keys[key][0]!];
      const actions = driver.actions();
      if (modifier) actions.keyDown(modifier);
      actions.sendKeys(main!);
      if (modifier) actions.keyUp(modifier);
      await actions.perform();
    },
    async setViewport(width, height) {
      // The window's size includes MiniBrowser's toolbar: add what it takes, then wait for the page to see the size.
      const [dx, dy] = await run<[number, number]>("return [outerWidth - innerWidth, outerHeight - innerHeight];");
      await driver
        .manage()
        .window()
        .setRect({ width: width + dx, height: height + dy });
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [w, h] = await run<[number, number]>("return [innerWidth, innerHeight];");
        if (w === width && h === height) return;
        if (Date.now() > deadline) throw new Error(`webkit: the viewport stays ${w}×${h}, not ${width}×${height}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    screenshot: async (file) => writeFileSync(file, Buffer.from(await driver.takeScreenshot(), "base64")),
    async pageErrors() {
      await collect();
      return [...errors];
    },
    close,
  };
}

/** WebKit: Debian's WebKitGTK (MiniBrowser) on a virtual display, driven over WebDriver by selenium-webdriver. */
export function webkit({ port, logDir }: { port: number; logDir: string }): Engine {
  const url = `http://127.0.0.1:${port}`;
  let children: ChildProcess[] = [];
  // WebKitWebDriver holds one session at a time: one a timed-out journey left open is closed before the next.
  let current: WebDriver | undefined;
  let home = "";
  const killAll = () => {
    for (const child of children.toReversed()) if (child.exitCode === null) child.kill();
  };
  return {
    name: "webkit",
    limits: {
      pageErrorsBeforeLoad:
        "WebKitGTK's WebDriver reports no console or page errors, so WebKit's are recorded by a listener the suite adds to each page at its load event: an error thrown before load is not seen (Gecko and Chromium see every one).",
      scriptingMedia:
        "WebKitGTK's visitor without JavaScript runs no script of the page (--enable-javascript-markup=false), but its engine still runs the automation's, so CSS `(scripting: none)` does not match there: what the page shows without scripting (every FAQ answer) is checked in Gecko and Chromium.",
    },
    async start() {
      home = mkdtempSync(path.join(tmpdir(), "agency-journeys-webkit-"));
      mkdirSync(path.join(home, "gtk-3.0"));
      writeFileSync(path.join(home, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR);
      process.once("exit", killAll);
      const xvfb = await startXvfb();
      children.push(xvfb.process);
      mkdirSync(logDir, { recursive: true });
      const log = createWriteStream(path.join(logDir, "webkitwebdriver.log"));
      const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
        env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: home },
        stdio: ["ignore", "pipe", "pipe"],
      });
      driver.stdout.pipe(log);
      driver.stderr.pipe(log);
      children.push(driver);
      await waitForDriver(url, driver);
    },
    async open({ javaScript }) {
      await current?.quit().catch(() => {});
      const args = [
        "--automation",
        // Every host but this machine's goes through a proxy that is not there (the test build carries tag ids).
        "--proxy=http://127.0.0.1:9",
        "--ignore-host=localhost",
        "--ignore-host=127.0.0.1",
        ...(javaScript ? [] : ["--enable-javascript-markup=false"]),
      ];
      const driver = await newSession(url, args, path.join(logDir, "webkitwebdriver.log"));
      await driver.manage().setTimeouts({ pageLoad: 60_000, script: 30_000 });
      current = driver;
      return session(driver, async () => {
        if (current === driver) current = undefined;
        await driver.quit();
      });
    },
    async stop() {
      await current?.quit().catch(() => {});
      current = undefined;
      killAll();
      children = [];
      process.removeListener("exit", killAll);
      if (home) rmSync(home, { recursive: true, force: true });
    },
  };
}
