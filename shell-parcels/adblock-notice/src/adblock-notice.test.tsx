import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AD_BLOCK_CHECK_DELAY_MS, type AdBlockVerdict } from '@betshell/domain/chrome';
import { manualClock, memoryStorage } from '@betshell/domain/testing';
import { ADBLOCK_NOTICE_CLOSED_KEY, AdblockNotice } from './adblock-notice';

async function renderNotice(verdict: AdBlockVerdict) {
  const clock = manualClock();
  const session = memoryStorage(clock);
  const detect = jest.fn(() => Promise.resolve(verdict));
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          website_blocked_by_adblock: 'The website is blocked by your ad blocker.',
          website_blocked_by_adblock_hint: 'Please add it to the exceptions.',
          adblock_notice_close: 'Close',
        },
      },
    },
  });
  const open = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <AdblockNotice
          detect={detect}
          schedule={(delayMs, task) => clock.schedule(delayMs, task)}
          session={session}
        />
      </I18nextProvider>,
    );
  const view = open();
  const checked = () =>
    act(async () => {
      clock.advance(AD_BLOCK_CHECK_DELAY_MS);
      await Promise.resolve();
    });
  return { clock, session, detect, checked, open, view };
}

describe('the ad blocker notice', () => {
  it('says the website is blocked by an ad blocker once the check finds one', async () => {
    const { detect, checked } = await renderNotice('blocked');
    expect(detect).not.toHaveBeenCalled();
    await checked();
    expect(screen.getByRole('alert').textContent).toContain(
      'The website is blocked by your ad blocker.',
    );
  });

  it.each<AdBlockVerdict>(['clear', 'unknown'])(
    'says nothing when the check finds %s',
    async (v) => {
      const { checked } = await renderNotice(v);
      await checked();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('once closed, stays closed for the browser session', async () => {
    const { checked, session, detect, view, open } = await renderNotice('blocked');
    await checked();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.get(ADBLOCK_NOTICE_CLOSED_KEY)).toBe('1');
    view.unmount();
    open();
    await checked();
    expect(detect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('cancels a check not yet run when it unmounts', async () => {
    const { clock, view } = await renderNotice('blocked');
    view.unmount();
    expect(clock.pending()).toBe(0);
  });
});
