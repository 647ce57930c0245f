/** The keys a journey presses (on whatever has the focus). */
export type Key = "Enter" | "Escape" | "Tab" | "Shift+Tab";

/** The engine's own handle on an element of the page (puppeteer's ElementHandle, selenium's WebElement). */
export type NativeElement = object;

/** One visitor's browser window, as an engine's automation drives it: the whole of what differs between engines. */
export interface EngineSession {
  /** Loads an absolute URL; resolves after the page's load event. */
  load(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The value of a JavaScript expression evaluated in the page (a promise is awaited), copied as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** The element an expression evaluates to, for the input commands below. */
  element(expression: string): Promise<NativeElement>;
  /** A real pointer click at the element's centre. */
  click(element: NativeElement): Promise<void>;
  /** Focuses the element and types the text key by key. */
  type(element: NativeElement, text: string): Promise<void>;
  /** Chooses the option with this value in a <select>, as a visitor does. */
  select(element: NativeElement, value: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** The page's layout viewport becomes width × height CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of what the viewport shows. */
  screenshot(file: string): Promise<void>;
  /** The uncaught errors and unhandled rejections the engine reported, as messages. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export type EngineName = "gecko" | "webkit";

export interface Engine {
  readonly name: EngineName;
  /** Starts what every session shares (a browser, a display, a WebDriver server). */
  start(): Promise<void>;
  /** A new visitor with empty storage; `javaScript: false` runs no script of the page (automation scripts still run). */
  open(options: { javaScript: boolean }): Promise<EngineSession>;
  /** What this engine's automation cannot see, said once in the journeys that depend on it. */
  readonly limits: { pageErrorsBeforeLoad?: string; scriptingMedia?: string };
  stop(): Promise<void>;
}
