import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export interface ChromiumPagePoolOptions {
  /** The Chromium binary; unset when none is installed, and then every use fails with a clear error. */
  executablePath: string | undefined;
  /** Pages open at once, each rendering one document at a time. */
  size: number;
  /** How long a task may wait for a free page before it is refused. */
  queueTimeoutMs?: number;
  /** How long a task may hold a page; past it the page is closed and the task fails. */
  taskTimeoutMs?: number;
}

interface Waiter {
  resolve(page: Page): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Flags that work on our machines (Debian's Chromium 156, 2 cores, often as root). No
 * `--single-process`: it runs here, but puts every page in the browser's own process, so one
 * page that crashes would take the others' renders with it. Background services are off and every
 * host name resolves to nothing, so the browser itself reaches no network either;
 * `--font-render-hinting=none` keeps glyph metrics independent of the machine's font configuration.
 */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
  '--font-render-hinting=none',
  '--host-resolver-rules=MAP * ~NOTFOUND',
];

/**
 * One Chromium and up to `size` pages, reused: opening a page costs far less than starting a
 * browser, and a fixed number of pages bounds the memory PDFs can take. Tasks beyond the pages
 * wait in order. The browser starts on the first task, so an app that renders nothing never
 * starts it; when it crashes, the next task starts a new one. Chromium runs in its own processes
 * and talks over a pipe, so the event loop only passes messages while a page lays a PDF out.
 */
export class ChromiumPagePool {
  private browser: Promise<Browser> | undefined;
  private readonly idle: Page[] = [];
  private readonly waiters: Waiter[] = [];
  /** Pages handed out or being opened. */
  private inUse = 0;
  private closed = false;
  private readonly queueTimeoutMs: number;
  private readonly taskTimeoutMs: number;

  constructor(private readonly options: ChromiumPagePoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) throw new Error(`pool size must be a whole number of at least 1, got ${options.size}`);
    this.queueTimeoutMs = options.queueTimeoutMs ?? 30_000;
    this.taskTimeoutMs = options.taskTimeoutMs ?? 30_000;
  }

  /**
   * Runs `task` on a free page. A page whose task failed may be in any state, so it is replaced.
   * `once`: the task leaves its own document in the page, which other renderers keep loaded
   * between their tasks, so the page is closed afterwards instead of reused.
   */
  async use<T>(task: (page: Page) => Promise<T>, options: { once?: boolean } = {}): Promise<T> {
    const page = await this.acquire();
    let healthy = false;
    try {
      const result = await withTimeout(task(page), this.taskTimeoutMs, `PDF rendering took longer than ${this.taskTimeoutMs} ms`);
      healthy = !options.once;
      return result;
    } finally {
      this.release(page, healthy);
    }
  }

  /** Process id of the running browser, if one runs. */
  async browserProcessId(): Promise<number | undefined> {
    if (!this.browser) return undefined;
    const browser = await this.browser.catch(() => undefined);
    return browser?.process()?.pid;
  }

  /** Refuses waiting and new tasks and closes the browser; tasks already running fail. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error('the PDF renderer has been shut down'));
    }
    this.idle.length = 0;
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => browser.process()?.kill('SIGKILL'));
  }

  private acquire(): Promise<Page> {
    if (this.closed) return Promise.reject(new Error('the PDF renderer has been shut down'));
    while (this.idle.length > 0) {
      const page = this.idle.pop()!;
      if (isUsable(page)) {
        this.inUse += 1;
        return Promise.resolve(page);
      }
    }
    if (this.inUse < this.options.size) {
      this.inUse += 1;
      return this.openPage().catch((error: unknown) => {
        this.inUse -= 1;
        this.serveNextWaiter();
        throw error;
      });
    }
    return new Promise<Page>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          const index = this.waiters.indexOf(waiter);
          if (index >= 0) this.waiters.splice(index, 1);
          reject(new Error(`no PDF renderer became free within ${this.queueTimeoutMs} ms`));
        }, this.queueTimeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  private release(page: Page, healthy: boolean): void {
    this.inUse -= 1;
    if (this.closed || !healthy || !isUsable(page)) {
      void page.close().catch(() => undefined);
    } else {
      this.idle.push(page);
    }
    this.serveNextWaiter();
  }

  private serveNextWaiter(): void {
    if (this.waiters.length === 0) return;
    const waiter = this.waiters.shift()!;
    clearTimeout(waiter.timer);
    this.acquire().then(waiter.resolve, waiter.reject);
  }

  private async openPage(): Promise<Page> {
    const browser = await this.launchedBrowser();
    const page = await browser.newPage();
    // The document is inline and complete: nothing it names may be fetched, and no script runs.
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.url().startsWith('data:')) void request.continue();
      else void request.abort('blockedbyclient');
    });
    return page;
  }

  private launchedBrowser(): Promise<Browser> {
    const { executablePath } = this.options;
    if (!executablePath) {
      return Promise.reject(new Error('PDFs cannot be rendered: no Chromium found; install it (apt-get install chromium) or set CHROMIUM_PATH'));
    }
    if (!this.browser) {
      const launching = puppeteer.launch({
        executablePath,
        headless: true,
        pipe: true,
        // The sandbox needs user namespaces, which root (and most containers) cannot use.
        args: process.getuid?.() === 0 ? ['--no-sandbox', ...CHROMIUM_ARGS] : CHROMIUM_ARGS,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      this.browser = launching;
      launching.then(
        (browser) =>
          browser.once('disconnected', () => {
            // A crashed or killed browser: its pages are gone; the next task starts a new one.
            if (this.browser === launching) {
              this.browser = undefined;
              this.idle.length = 0;
            }
          }),
        () => {
          if (this.browser === launching) this.browser = undefined;
        },
      );
    }
    return this.browser;
  }
}

function isUsable(page: Page): boolean {
  return !page.isClosed() && page.browser().connected;
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
