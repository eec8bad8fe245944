export interface FatalTexts {
  readonly message: string;
  readonly refresh: string;
}

/**
 * What the visitor sees when the shell cannot start (spec/shell.md section 8, "No site config"):
 * a sentence and a button that reloads, instead of an empty page.
 */
export function showFatalView(container: HTMLElement, texts: FatalTexts, reload: () => void): void {
  const box = container.ownerDocument.createElement('section');
  box.className = 'shell-fatal';
  box.setAttribute('role', 'alert');
  const message = container.ownerDocument.createElement('p');
  message.textContent = texts.message;
  const button = container.ownerDocument.createElement('button');
  button.type = 'button';
  button.textContent = texts.refresh;
  button.addEventListener('click', reload);
  box.append(message, button);
  container.replaceChildren(box);
}
