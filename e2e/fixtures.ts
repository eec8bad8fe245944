import { test as base } from '@playwright/test';
import { ChromePage } from './pages/chrome-page';
import { ShellPage } from './pages/shell-page';
import { ANSWERED, answerChrome, type ChromeAnswers } from './support/chrome-answers';

export const test = base.extend<{ shell: ShellPage; chrome: ChromePage; answered: ChromeAnswers }>({
  answered: [ANSWERED, { option: true }],
  context: async ({ context, baseURL, answered }, use) => {
    await answerChrome(context, baseURL ?? '', answered);
    await use(context);
  },
  shell: async ({ page }, use) => {
    await use(new ShellPage(page));
  },
  chrome: async ({ page }, use) => {
    await use(new ChromePage(page));
  },
});

export { expect } from '@playwright/test';
export { ANSWERED } from './support/chrome-answers';
