import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { APP_VERSION_CHECK_START_MS, AppVersionWatch } from '@betshell/domain';
import { manualClock } from '@betshell/domain/testing';
import { UpdateWarning } from './update-warning';

async function renderWarning(versions: string[]) {
  const clock = manualClock();
  const watch = new AppVersionWatch(
    { fetchVersion: () => Promise.resolve(versions.length > 1 ? versions.shift()! : versions[0]!) },
    clock,
    () => undefined,
    { intervalMs: () => 300_000 },
  );
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          app_version_new: 'A new version of the site is ready.',
          app_version_reload: 'Reload',
          app_version_later: 'Later',
        },
      },
    },
  });
  const reload = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <UpdateWarning watch={watch} reload={reload} />
    </I18nextProvider>,
  );
  await act(async () => {
    watch.start();
    await Promise.resolve();
  });
  const checkAfter = (ms: number) =>
    act(async () => {
      clock.advance(ms);
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    });
  return { reload, checkAfter };
}

describe('the update warning', () => {
  it('stays hidden while the server runs the page version', async () => {
    const { checkAfter } = await renderWarning(['v1']);
    await checkAfter(APP_VERSION_CHECK_START_MS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('appears when the server version changes, and its button reloads the page', async () => {
    const { reload, checkAfter } = await renderWarning(['v1', 'v2']);
    await checkAfter(APP_VERSION_CHECK_START_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    await checkAfter(1);
    expect(screen.getByRole('alert').textContent).toContain('A new version of the site is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can be put aside for this page', async () => {
    const { checkAfter } = await renderWarning(['v1', 'v2']);
    await checkAfter(APP_VERSION_CHECK_START_MS);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
