import { expect, test } from '../fixtures';
import { fundNewPlayer } from '../support/funded-player';
import { paymentsApi } from '../support/payments-api';

// A phone: the header keeps one row, the bottom navigation and the mobile menu carry the rest.
test.use({ locale: 'ru-RU', viewport: { width: 390, height: 844 } });

test('on a phone the header shows the whole of a long balance in one row, the menu holds the navigation and the languages, the bottom navigation leads', async ({
  shell,
  page,
  context,
  baseURL,
}) => {
  // 1 234 567.89: a payment may be at most 1 000 000.00, so two.
  const player = await fundNewPlayer(context, baseURL ?? '', 100_000_000);
  const more = await (await paymentsApi(context, baseURL ?? '')).deposit(23_456_789);
  expect(more.status).toBe(200);
  const paid = await context.request.post(`${baseURL}${more.body.redirectUrl ?? ''}`, {
    form: { outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(await player.balance()).toBe(123_456_789);

  await shell.open('/ru/casino');
  const amount = page.getByTestId('header-balance');
  await expect
    .poll(async () => Number(((await amount.textContent()) ?? '').replace(/\D/g, '')))
    .toBe(123_456_789);
  const header = await shell.header.boundingBox();
  const shown = await amount.boundingBox();
  if (header === null || shown === null) throw new Error('the header or its balance is not shown');
  // One row (3.5rem), and the amount wholly inside it and the window.
  expect(header.height).toBe(56);
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(390);
  expect(shown.y).toBeGreaterThanOrEqual(header.y);
  expect(shown.y + shown.height).toBeLessThanOrEqual(header.y + header.height);
  expect(await amount.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
    true,
  );
  await expect(shell.header.getByRole('link', { name: 'Пополнить' })).toBeVisible();
  await expect(
    shell.header.getByRole('button', { name: `Счёт ${player.player.userId}` }),
  ).toBeVisible();
  await expect(shell.header.getByRole('navigation', { name: 'Главное меню' })).toBeHidden();

  // The bottom navigation: on the window's bottom edge, with the page kept free above it.
  const bar = page.getByRole('navigation', { name: 'Быстрый переход' });
  const barBox = await bar.boundingBox();
  expect(barBox === null ? null : barBox.y + barBox.height).toBe(844);
  await expect(bar.getByRole('link', { name: 'Казино' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('button', { name: 'Меню' }).click();
  const menu = page.getByRole('dialog', { name: 'Меню' });
  const languages = menu.getByRole('navigation', { name: 'Язык сайта' });
  await expect(languages.getByRole('link', { name: 'English' })).toBeVisible();
  await expect(languages.getByRole('link', { name: 'Русский' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await menu
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('link', { name: 'Слоты' })
    .click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/ru\/slots$/);

  await bar.getByRole('link', { name: 'Лайв' }).click();
  await expect(page).toHaveURL(/\/ru\/live$/);
  await expect(bar.getByRole('link', { name: 'Лайв' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('button', { name: 'Меню' }).click();
  await menu
    .getByRole('navigation', { name: 'Язык сайта' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/en\/live$/);
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
});
