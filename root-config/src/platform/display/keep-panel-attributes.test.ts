import { observable, runInAction } from 'mobx';
import { keepPanelAttributes } from './keep-panel-attributes';

describe('the side panel attributes of the root element', () => {
  it('mark the hidden panels at once and follow each change', () => {
    const root = document.createElement('html');
    const settings = observable({ leftPanelHidden: true, rightPanelHidden: false });

    const stop = keepPanelAttributes(root, settings);
    expect([root.hasAttribute('data-hide-left'), root.hasAttribute('data-hide-right')]).toEqual([
      true,
      false,
    ]);

    runInAction(() => {
      settings.leftPanelHidden = false;
      settings.rightPanelHidden = true;
    });
    expect([root.hasAttribute('data-hide-left'), root.hasAttribute('data-hide-right')]).toEqual([
      false,
      true,
    ]);

    stop();
    runInAction(() => {
      settings.rightPanelHidden = false;
    });
    expect(root.hasAttribute('data-hide-right')).toBe(true);
  });
});
