import type { CounterCall, CounterGlobal } from '@betshell/domain/analytics';

type CounterWindow = Window & Record<string, unknown>;

/**
 * The queue each vendor's snippet defines before its script arrives, so calls made before (or
 * without) the script are kept for it, in the vendor's own shape: gtag pushes to dataLayer, ym to
 * ym.a, twq to twq.queue.
 */
function defineQueue(window: CounterWindow, global: CounterGlobal): void {
  if (typeof window[global] === 'function') return;
  switch (global) {
    case 'gtag': {
      const dataLayer = (window['dataLayer'] ??= []) as unknown[];
      window['gtag'] = function gtag() {
        // gtag.js reads the arguments object itself, as its snippet pushes it.
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      return;
    }
    case 'ym': {
      const ym = Object.assign(
        (...args: unknown[]) => {
          ym.a.push(args);
        },
        { a: [] as unknown[][], l: Date.now() },
      );
      window['ym'] = ym;
      return;
    }
    case 'twq': {
      const twq = Object.assign(
        (...args: unknown[]) => {
          if (twq.exe === undefined) twq.queue.push(args);
          else twq.exe(...args);
        },
        {
          version: '1.1',
          queue: [] as unknown[][],
          exe: undefined as ((...args: unknown[]) => void) | undefined,
        },
      );
      window['twq'] = twq;
      return;
    }
  }
}

/**
 * Loads each counter type's script once, lazily (only once analytics starts, only for the types the
 * server lists), and forwards calls to the vendors' globals. A script that fails to load is logged
 * only (limits-coupon-signin.md section 8); its calls stay in the queue.
 */
export class CounterScripts {
  private readonly loaded = new Set<CounterGlobal>();

  constructor(
    private readonly window: Window,
    private readonly log: (message: string, detail?: unknown) => void,
  ) {}

  load(global: CounterGlobal, src: string): void {
    defineQueue(this.window as CounterWindow, global);
    if (this.loaded.has(global)) return;
    this.loaded.add(global);
    const script = this.window.document.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset['counter'] = global;
    script.addEventListener('error', () => this.log('analytics counter script failed', { src }));
    this.window.document.head.appendChild(script);
  }

  call({ global, args }: CounterCall): void {
    defineQueue(this.window as CounterWindow, global);
    try {
      ((this.window as CounterWindow)[global] as (...a: unknown[]) => void)(...args);
    } catch (error) {
      this.log('analytics counter call failed', error);
    }
  }
}
