import { observable, runInAction } from 'mobx';
import type { AppFontSize, AppTheme } from '@betshell/domain';
import { keepDisplayAttributes } from './keep-display-attributes';

describe('the display attributes of the root element', () => {
  it('show the settings at once and follow each change', () => {
    const root = document.createElement('html');
    const settings = observable<{ appTheme: AppTheme; appFontSize: AppFontSize }>({
      appTheme: 0,
      appFontSize: 0,
    });

    const stop = keepDisplayAttributes(root, settings);
    expect([root.dataset['theme'], root.dataset['fontSize']]).toEqual(['light', 'normal']);

    runInAction(() => {
      settings.appTheme = 2;
      settings.appFontSize = 2;
    });
    expect([root.dataset['theme'], root.dataset['fontSize']]).toEqual(['system', 'largest']);

    stop();
    runInAction(() => {
      settings.appTheme = 1;
    });
    expect(root.dataset['theme']).toBe('system');
  });
});
