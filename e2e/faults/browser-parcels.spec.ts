import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { ChromePage } from '../pages/chrome-page';
import { RemoteView } from '../pages/remote-view';
import type { ShellPage } from '../pages/shell-page';
import {
  collectPageErrors,
  injectFault,
  justReloadedForMissingFile,
  parcelFile,
  runOutOfRetries,
  type Fault,
} from '../support/browser-faults';

/**
 * Each parcel in turn blocked, answering 503, or slow: the shell, the navigation and the
 * other parcels keep working, the parcel's error block shows, and the parcel mounts once the fault
 * clears and the player presses the block's refresh. The floating chrome is represented by the
 * support button, the one floating parcel every visitor sees.
 */
test.use({ locale: 'ru-RU' });

interface ParcelUnderFault {
  /** Its import-map name, and the name of its file under /assets/app/. */
  readonly module: string;
  readonly file: string;
  /** What shows when it is mounted. */
  readonly shown: (shell: ShellPage, chrome: ChromePage) => Locator;
  /** A navigation through another parcel, and what the page shows after it. */
  readonly navigate: (shell: ShellPage, chrome: ChromePage, page: Page) => Promise<void>;
  /** Mounted once the first page has painted: the floating chrome, and the footer below the fold. */
  readonly afterFirstPaint?: boolean;
  /**
   * What the page shows while it loads: its preloader; for the header, the static header bar of
   * index.html; for floating chrome, nothing, since a preloader would take room in the page
   * (no layout shift).
   */
  readonly whileLoading?: 'preloader' | 'static header' | 'nothing';
}

const switchToEnglish = async (shell: ShellPage, _chrome: ChromePage, page: Page) => {
  await shell.switchLanguage('English');
  await expect(page).toHaveURL(/\/en\/internal-vpn$/);
  await expect(shell.languageSwitcher).toHaveAttribute('aria-label', 'Site language');
};

const PARCELS: readonly ParcelUnderFault[] = [
  {
    module: '@betshell/header',
    file: 'header',
    shown: (shell) => shell.brand,
    whileLoading: 'static header',
    navigate: async (shell, chrome, page) => {
      await chrome.footerLink('О нас').click();
      await expect(page).toHaveURL(/\/ru\/about$/);
      await expect(shell.shellPage).toHaveAttribute('data-page', 'information');
    },
  },
  {
    module: '@betshell/pages',
    file: 'pages',
    shown: (shell) => shell.page.locator('.bs-page[data-page="area-debug"]'),
    navigate: switchToEnglish,
  },
  {
    module: '@betshell/footer',
    file: 'footer',
    shown: (_shell, chrome) => chrome.footer,
    navigate: switchToEnglish,
    afterFirstPaint: true,
  },
  {
    module: '@betshell/support-button',
    file: 'support-button',
    shown: (_shell, chrome) => chrome.supportButton,
    navigate: switchToEnglish,
    afterFirstPaint: true,
    whileLoading: 'nothing',
  },
];

for (const parcel of PARCELS) {
  const others = PARCELS.filter((other) => other !== parcel);

  test.describe(`the ${parcel.file} parcel`, () => {
    for (const fault of ['blocked', '503'] as const satisfies readonly Fault[]) {
      test(`${fault === 'blocked' ? 'blocked' : 'answering 503'}: the rest of the site works, its error block shows, and refresh mounts it once the fault clears`, async ({
        shell,
        chrome,
        page,
      }) => {
        const errors = collectPageErrors(page);
        await justReloadedForMissingFile(page);
        await page.clock.install();
        const clear = await injectFault(page, parcelFile(parcel.file), fault);
        const view = new RemoteView(page, parcel.module);

        await page.goto('/ru/internal-vpn');
        for (const other of others) await expect(other.shown(shell, chrome)).toBeVisible();
        await runOutOfRetries(page, view);
        await expect(view.refresh).toBeVisible();
        await expect(parcel.shown(shell, chrome)).toHaveCount(0);
        await parcel.navigate(shell, chrome, page);
        for (const other of others) {
          if (other.file !== 'pages' || parcel.file !== 'header')
            await expect(other.shown(shell, chrome)).toBeVisible();
        }

        await clear();
        await view.refresh.click();
        await expect(parcel.shown(shell, chrome)).toBeVisible();
        await expect(view.errorBlock).toBeHidden();
        expect(errors).toEqual([]);
      });
    }

    test('slow: the rest of the site works meanwhile, and it mounts when its file arrives', async ({
      shell,
      chrome,
      page,
    }) => {
      const errors = collectPageErrors(page);
      const arrive = await injectFault(page, parcelFile(parcel.file), 'slow');
      const view = new RemoteView(page, parcel.module);

      await page.goto('/ru/internal-vpn');
      await expect(view.frame).toHaveAttribute('data-remote-view-state', 'loading');
      const whileLoading = parcel.whileLoading ?? 'preloader';
      if (whileLoading === 'preloader') await expect(view.preloader).toBeVisible();
      else await expect(view.preloader).toBeHidden();
      if (whileLoading === 'static header') {
        await expect(page.locator('.shell-static-header')).toBeVisible();
      }
      // The floating chrome and the footer wait for the first page to paint (the
      // first-load budget), so while the page's own parcel is late, only the header is there.
      const meanwhile = others.filter(
        (other) => parcel.file !== 'pages' || other.afterFirstPaint !== true,
      );
      for (const other of meanwhile) await expect(other.shown(shell, chrome)).toBeVisible();
      await expect(parcel.shown(shell, chrome)).toHaveCount(0);

      await arrive();
      await expect(parcel.shown(shell, chrome)).toBeVisible();
      for (const other of others) await expect(other.shown(shell, chrome)).toBeVisible();
      await expect(view.errorBlock).toBeHidden();
      await expect(view.preloader).toBeHidden();
      await expect(page.locator('.shell-static-header')).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}
