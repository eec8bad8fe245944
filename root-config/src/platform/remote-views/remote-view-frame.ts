import { autorun } from 'mobx';
import type { RemoteViewStore } from '@betshell/domain';

export interface RemoteViewFrameTexts {
  loading(): string;
  errorTitle(): string;
  errorText(): string;
  refresh(): string;
}

/**
 * What a player sees around a remote view (spec/shell.md section 4): a preloader while it loads,
 * an error block with a refresh button when the retries are spent, the view itself when ready.
 * The frame is plain DOM, so it works whatever a remote view is written in; `data-remote-view-state`
 * carries the state for styles and tests.
 */
export class RemoteViewFrame {
  readonly element: HTMLElement;
  private readonly preloader: HTMLElement;
  private readonly errorBlock: HTMLElement;
  private readonly stop: () => void;

  constructor(
    document: Document,
    name: string,
    private readonly store: RemoteViewStore,
    content: HTMLElement,
    texts: RemoteViewFrameTexts,
  ) {
    this.element = document.createElement('section');
    this.element.className = 'bs-remote-view';
    this.element.dataset.remoteView = name;
    this.preloader = document.createElement('div');
    this.preloader.className = 'bs-remote-view__preloader';
    this.preloader.setAttribute('role', 'status');
    this.errorBlock = document.createElement('div');
    this.errorBlock.className = 'bs-remote-view__error shell-fatal';
    this.errorBlock.setAttribute('role', 'alert');
    const title = document.createElement('p');
    title.className = 'bs-remote-view__error-title';
    const text = document.createElement('p');
    const refresh = document.createElement('button');
    refresh.type = 'button';
    refresh.className = 'bs-remote-view__refresh';
    refresh.addEventListener('click', () => this.store.reload());
    this.errorBlock.append(title, text, refresh);
    this.element.append(this.preloader, this.errorBlock, content);

    this.stop = autorun(() => {
      const { state } = this.store;
      this.element.dataset.remoteViewState = state;
      this.element.setAttribute('aria-busy', String(state === 'loading'));
      this.preloader.hidden = state !== 'loading';
      this.errorBlock.hidden = state !== 'error';
      if (state === 'loading') this.preloader.textContent = texts.loading();
      if (state === 'error') {
        title.textContent = texts.errorTitle();
        text.textContent = texts.errorText();
        refresh.textContent = texts.refresh();
      }
    });
  }

  remove(): void {
    this.stop();
    this.element.remove();
  }
}
