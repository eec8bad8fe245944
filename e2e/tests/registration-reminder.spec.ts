import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { ANSWERED, expect, test } from '../fixtures';
import { signInNewPlayer } from '../support/signed-in-player';

test.use({ locale: 'ru-RU', answered: { ...ANSWERED, reminder: false } });

const DELAY_MS = DEFAULT_SITE_CONFIG.registrationReminderDelaySeconds * 1000;
const REMINDER = '@betshell/registration-reminder';

test('an anonymous visitor is reminded after the delay, and its button opens registration', async ({
  shell,
  chrome,
  page,
}) => {
  await page.clock.install();
  await shell.open('/ru/');
  await shell.waitForMounted(REMINDER);
  await page.clock.fastForward(DELAY_MS - 5_000);
  await expect(chrome.reminder).toHaveCount(0);
  await page.clock.fastForward(5_000);
  await expect(chrome.reminder).toContainText('Ещё не с нами?');

  await chrome.reminder.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/ru\/registration$/);
  await expect(chrome.reminder).toHaveCount(0);

  // Not again before the next allowed time, on this page or the next.
  await shell.open('/ru/casino');
  await shell.waitForMounted(REMINDER);
  await page.clock.fastForward(DELAY_MS * 2);
  await expect(chrome.footer).toBeVisible();
  await expect(chrome.reminder).toHaveCount(0);
});

test('a signed-in player is never reminded', async ({ shell, chrome, page, baseURL }) => {
  await signInNewPlayer(page.context(), baseURL as string);
  await page.clock.install();
  await shell.open('/ru/');
  // Mounted before the jump: a reminder planned after it would fall outside it and never be seen.
  await shell.waitForMounted(REMINDER);
  await page.clock.fastForward(DELAY_MS * 2);
  await expect(chrome.footer).toBeVisible();
  await expect(chrome.reminder).toHaveCount(0);
});
