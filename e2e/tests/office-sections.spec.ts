import { request, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fundNewPlayer } from '../support/funded-player';
import { ops } from '../support/operator';
import { latestOutboxBody } from '../support/outbox';
import { registerOneClickPlayer, signInHeaders } from '../support/registered-player';
import { oneClickRegistration } from '../support/one-click-registration';

// The office sections built last (docs/accounts-and-payments.md, docs/sign-in.md): share-idea and
// paycheck, the login page with its return keys, and a letter's stop-newsletter link. On a desktop
// and a 390 px phone: the pages are the same parcels, the phone a narrower view.

const SCREENS = [
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
] as const;

for (const screen of SCREENS) {
  test.describe(`the office sections on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('a player shares an idea, an operator answers, and the statement shows the deposit and downloads', async ({
      context,
      page,
      baseURL,
    }) => {
      // A deposit, an operator's answer and two files: more than one page's work.
      test.setTimeout(60_000);
      const funded = await fundNewPlayer(context, baseURL as string, 123_450);
      await page.goto('/en/office/share-idea');
      await page.getByLabel('Topic').fill('Dark theme at night');
      await page.getByLabel('Your idea').fill('Switch to the dark theme after sunset.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.locator('[data-page="share-idea"]').getByRole('status')).toHaveText(
        'Thank you! Your idea is sent.',
      );
      const listed = await ops('ideas', 'list');
      const id = new RegExp(`^(\\d+)  player ${funded.player.userId} `, 'm').exec(listed)?.[1];
      expect(id).toBeDefined();
      await ops('ideas', 'answer', id!, 'Planned for the next release.');
      await page.reload();
      await expect(page.locator(`[data-idea="${id}"] [data-answer]`)).toContainText(
        'Planned for the next release.',
      );

      await page.goto('/en/office/paycheck');
      const totals = page.locator('[data-table="totals"]');
      await expect(totals).toContainText('RUB');
      await expect(totals).toContainText('1,234.50');
      const csvLink = page.locator('[data-download="csv"]');
      const csv = await context.request.get(
        new URL((await csvLink.getAttribute('href'))!, baseURL).href,
      );
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain('RUB,1234.50,0.00,0.00,0.00,');
      const pdf = await context.request.get(
        new URL((await page.locator('[data-download="pdf"]').getAttribute('href'))!, baseURL).href,
      );
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}

const signInOnTheLoginPage = async (page: Page, login: string, password: string) => {
  const form = page.locator('[data-page="login"] [data-login-form="page"]');
  await expect(form).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await form.getByLabel('E-mail or account ID').fill(login);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
};

test('the login page signs in in the page and returns to redirect_url', async ({
  page,
  baseURL,
}) => {
  const player = await registerOneClickPlayer(baseURL as string);
  await page.goto('/en/login?redirect_url=%2Fen%2Fcasino');
  await signInOnTheLoginPage(page, player.login, player.password);
  await expect(page).toHaveURL(/\/en\/casino$/);
});

test('the login page never returns to another site', async ({ page, baseURL }) => {
  const player = await registerOneClickPlayer(baseURL as string);
  await page.goto('/en/login?redirect_url=https%3A%2F%2Fevil.example%2F');
  await signInOnTheLoginPage(page, player.login, player.password);
  // Not to the other site: back to the page before, here none, so home.
  await expect(page).toHaveURL(`${baseURL as string}/en/`);
});

test("a letter's stop-newsletter link stops the letters without signing in, and a changed one is refused", async ({
  page,
  baseURL,
}) => {
  const email = `stop-${Date.now()}@example.com`;
  const api = await request.newContext();
  try {
    const headers = await signInHeaders(api, baseURL as string);
    const registered = await api.post(`${baseURL as string}/auth-api/v1/register`, {
      headers: { ...headers, language: 'kz' },
      data: { ...oneClickRegistration(), saveOption: 2, email },
    });
    expect(registered.status()).toBe(200);
  } finally {
    await api.dispose();
  }
  const link = /(\/kz\/stopnewsletter\?token=[\w.%-]+)/.exec(await latestOutboxBody(email))?.[1];
  expect(link).toBeDefined();

  await page.goto(`${link!.slice(0, -3)}xyz`);
  // The page asks the server as it opens: its answer, not a timer, ends "working".
  await expect(page.locator('[data-page="stopnewsletter"]')).toHaveAttribute(
    'data-state',
    'invalid',
    { timeout: 20_000 },
  );
  await page.goto(link!);
  const stopped = page.locator('[data-page="stopnewsletter"]');
  await expect(stopped).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(stopped.getByRole('status')).toContainText('Дайын');
});
