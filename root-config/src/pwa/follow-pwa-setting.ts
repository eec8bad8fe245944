import { PWA_WORKER_PATH } from '@betshell/domain';

/**
 * The service worker follows the site config: registered while isPwa is on, removed
 * when an operator turns it off (the server then answers /pwa-sw.js 404, which alone would leave
 * the old worker in charge). Failures are logged only (limits-coupon-signin.md section 8).
 */
export function followPwaSetting(
  workers: ServiceWorkerContainer | undefined,
  isPwa: boolean,
  log: (message: string, detail: unknown) => void,
): void {
  if (workers === undefined) return;
  if (isPwa) {
    workers.register(PWA_WORKER_PATH).catch((error: unknown) => log('service worker', error));
  } else if (workers.controller !== null) {
    workers
      .getRegistration()
      .then((registration) => registration?.unregister())
      .catch((error: unknown) => log('service worker', error));
  }
}
