import { mkdirSync } from "node:fs";
import path from "node:path";
import type { EngineSession, Key, NativeElement } from "./engine";
import { pageLibrary, type PageLibrary, type Target } from "./in-page";

/** How long a journey waits for something a visitor waits for: long, for a busy 2-core machine; a pass is quick. */
export const WAIT_MS = 20_000;

/**
 * The expression that calls `fn` in the page with the page library and these arguments. A transform with esbuild's
 * keepNames (tsx's) wraps named functions in `__name(…)`: the wrapper gives that name a harmless meaning there.
 */
function inPage(fn: string, args: unknown[]) {
  return `((__name) => (${fn})((${pageLibrary.toString()})(), ...${JSON.stringify(args)}))((f) => f)`;
}

/** A RegExp in a form that travels to the page. */
export const re = (pattern: RegExp) => ({ source: pattern.source, flags: pattern.flags });

/**
 * One visitor in one engine: the journeys' whole vocabulary. Everything is said once here and in the page library;
 * the engine session underneath only loads, evaluates, clicks, types and takes pictures.
 */
export class Visitor {
  private width = 1280;
  private pictured = false;

  constructor(
    private readonly session: EngineSession,
    private readonly options: { baseURL: string; screenshots: string; journey: string },
  ) {}

  async viewport(width: number, height: number) {
    this.width = width;
    await this.session.setViewport(width, height);
  }

  /** Opens a path of the site; the first page of a journey is kept as <journey>-<width>.png. */
  async goto(pathname: string) {
    await this.session.load(new URL(pathname, this.options.baseURL).toString());
    if (this.pictured) return;
    this.pictured = true;
    mkdirSync(this.options.screenshots, { recursive: true });
    // Two frames after the load event, so that what arrived with it (images, icons) is painted: WebKit's picture
    // shows them only then. Gecko runs no frames for the automation's scripts in a page without JavaScript: a second
    // at most.
    const painted = this.session.evaluate(
      "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))",
    );
    painted.catch(() => {});
    await Promise.race([painted, new Promise((resolve) => setTimeout(resolve, 1000))]);
    await this.session.screenshot(path.join(this.options.screenshots, `${this.options.journey}-${this.width}.png`));
  }

  /** Puts entries in the site's localStorage before its first page loads (a returning visitor's browser). */
  async store(entries: Record<string, string>) {
    await this.session.load(new URL("/robots.txt", this.options.baseURL).toString());
    await this.evaluate((_, all: Record<string, string>) => {
      for (const [key, value] of Object.entries(all)) localStorage.setItem(key, value);
    }, entries);
  }

  reload() {
    return this.session.reload();
  }

  /** Runs `fn` in the page with the page library; the arguments and the result travel as JSON. */
  async evaluate<R, A extends unknown[]>(fn: (page: PageLibrary, ...args: A) => R, ...args: A): Promise<Awaited<R>> {
    const expression = inPage(fn.toString(), args);
    let timer: NodeJS.Timeout | undefined;
    // A script that never returns (a page that hangs) fails here, in time for the journey to close its browser.
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`No answer from the page in ${WAIT_MS / 1000} s to ${String(fn).slice(0, 160)}`)),
        WAIT_MS,
      );
    });
    try {
      return await Promise.race([this.session.evaluate<Awaited<R>>(expression), hung]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Waits until `fn` returns true in the page (retried through navigations); fails naming what was awaited. */
  async until<A extends unknown[]>(what: string, fn: (page: PageLibrary, ...args: A) => boolean, args: A) {
    const deadline = Date.now() + WAIT_MS;
    let last = "";
    for (;;) {
      try {
        if (await this.evaluate(fn, ...args)) return;
        last = "";
      } catch (error) {
        last = ` (last error: ${error instanceof Error ? error.message.split("\n")[0] : String(error)})`;
      }
      if (Date.now() > deadline) throw new Error(`Waited ${WAIT_MS / 1000} s for ${what}${last}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** The element, once it is drawn, in view, standing still and not covered by anything else. */
  private async actionable(target: Target): Promise<NativeElement> {
    const deadline = Date.now() + WAIT_MS;
    let previous = "";
    for (;;) {
      const point = await this.evaluate((page, t) => page.clickPoint(t), target).catch(() => null);
      const where = JSON.stringify(point?.box);
      let reason = !point ? "not found" : point.covered ? `covered by ${point.covered}` : null;
      // Standing still: the same place in two looks a moment apart (the banner rises, a section scrolls into view).
      if (!reason && where !== previous) reason = "moving";
      if (!reason) return this.session.element(inPage("(page, t) => page.find(t)", [target]));
      previous = where;
      if (Date.now() > deadline) throw new Error(`${JSON.stringify(target)}: ${reason} after ${WAIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async click(target: Target) {
    await this.session.click(await this.actionable(target));
  }

  async type(target: Target, text: string) {
    await this.session.type(await this.actionable(target), text);
  }

  async select(target: Target, value: string) {
    await this.session.select(await this.actionable(target), value);
  }

  press(key: Key) {
    return this.session.press(key);
  }

  /** Moves the focus to the element without a click (where a keyboard visitor would have tabbed to it). */
  async focus(target: Target) {
    await this.until(
      `${JSON.stringify(target)} to take the focus`,
      (page, t: Target) => {
        const el = page.find(t);
        (el as HTMLElement | null)?.focus();
        return el !== null && document.activeElement === el;
      },
      [target],
    );
  }

  /** Whether the target is drawn now. */
  visible(target: Target) {
    return this.evaluate((page, t) => page.find(t) !== null, target);
  }

  /** Whether the target is drawn and inside the viewport now. */
  onScreen(target: Target) {
    return this.evaluate((page, t) => {
      const el = page.find({ ...t, hidden: true });
      return el !== null && page.onScreen(el);
    }, target);
  }

  waitForVisible(target: Target) {
    return this.until(`${JSON.stringify(target)} to show`, (page, t: Target) => page.find(t) !== null, [target]);
  }

  /** Waits until the target is drawn inside the viewport (a banner that rises from below, say). */
  waitForOnScreen(target: Target) {
    return this.until(
      `${JSON.stringify(target)} to come into view`,
      (page, t: Target) => {
        const el = page.find(t);
        return el !== null && page.onScreen(el);
      },
      [target],
    );
  }

  /** Waits until the target is gone, hidden or out of the viewport. */
  waitForHidden(target: Target) {
    return this.until(
      `${JSON.stringify(target)} to hide`,
      (page, t: Target) => {
        const el = page.find({ ...t, hidden: true });
        return el === null || !page.onScreen(el);
      },
      [target],
    );
  }

  /** Waits until the page has hydrated: its code ran, so its handlers answer. */
  waitForCode() {
    return this.until("the page's code to hydrate it", (page) => page.hydrated(), []);
  }

  /** Waits until the address (path, query and hash, without the origin) matches. */
  waitForPath(pattern: RegExp) {
    return this.until(
      `the address to match ${pattern}`,
      (_, p: { source: string; flags: string }) =>
        new RegExp(p.source, p.flags).test(location.pathname + location.search + location.hash),
      [re(pattern)],
    );
  }

  /** The uncaught errors and unhandled rejections so far. */
  pageErrors() {
    return this.session.pageErrors();
  }

  close() {
    return this.session.close();
  }
}
