import type { Locator, Page } from '@playwright/test';

/** A remote view as the loader frames it: its state, preloader, error block and content. */
export class RemoteView {
  readonly frame: Locator;
  readonly preloader: Locator;
  readonly errorBlock: Locator;
  readonly refresh: Locator;
  readonly content: Locator;

  /** `name`: the import-map name of a parcel, or the app name of a JSON view (`information`). */
  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.frame = page.locator(`section.bs-remote-view[data-remote-view="${name}"]`);
    this.preloader = this.frame.locator('.bs-remote-view__preloader');
    this.errorBlock = this.frame.locator('.bs-remote-view__error');
    this.refresh = this.errorBlock.getByRole('button');
    this.content = this.frame.locator('.bs-remote-view__content');
  }

  get state(): Promise<string | null> {
    return this.frame.getAttribute('data-remote-view-state');
  }

  /** The information page's article, as the JSON view put it on the page. */
  get article(): Locator {
    return this.content.locator('article.info-page');
  }
}
