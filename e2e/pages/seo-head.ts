import type { Locator, Page } from '@playwright/test';

/** The search metadata in a page's head, as a crawler or a link preview reads it. */
export class SeoHead {
  constructor(readonly page: Page) {}

  private attribute(selector: string, name: string): Promise<string | null> {
    return this.page.locator(`head ${selector}`).first().getAttribute(name);
  }

  title(): Promise<string> {
    return this.page.title();
  }

  description(): Promise<string | null> {
    return this.attribute('meta[name="description"]', 'content');
  }

  robots(): Promise<string | null> {
    return this.attribute('meta[name="robots"]', 'content');
  }

  canonical(): Promise<string | null> {
    return this.attribute('link[rel="canonical"]', 'href');
  }

  alternate(hreflang: string): Promise<string | null> {
    return this.attribute(`link[rel="alternate"][hreflang="${hreflang}"]`, 'href');
  }

  openGraph(property: string): Promise<string | null> {
    return this.attribute(`meta[property="${property}"]`, 'content');
  }

  get robotsTags(): Locator {
    return this.page.locator('head meta[name="robots"]');
  }
}
