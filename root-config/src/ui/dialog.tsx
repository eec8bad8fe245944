import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useKitStyles } from './use-kit-styles';

export interface DialogProps {
  readonly title: ReactNode;
  /**
   * Escape and the close button call it. Without it the dialog has neither: a question the player
   * must answer (the age question) is closed by its own buttons only.
   */
  readonly onClose?: () => void;
  /** The close button's accessible name, in the page's language. */
  readonly closeLabel?: string;
  /** `alertdialog` for a question that interrupts (odds changed, a session limit reached). */
  readonly role?: 'dialog' | 'alertdialog';
  /** Above the other dialogs: the captcha, asked for by a call any dialog may have made. */
  readonly onTop?: boolean;
  /**
   * False: a popup in a corner that the player may ignore and read on (a reminder, a notice that
   * comes by itself). No scrim, and the focus stays where the player has it: a popup that comes
   * on a timer must not take the keyboard away. Escape (with the focus inside) and the close
   * button still close it.
   */
  readonly modal?: boolean;
  /** The id of the element that says what the dialog asks, where its title alone does not. */
  readonly describedBy?: string;
  /** A class of the parcel's own on the panel, for what it lays out inside. */
  readonly className?: string;
  /** Names the dialog for the parcel's tests and journeys when several may be open. */
  readonly 'data-dialog'?: string;
  readonly children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusableIn = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);

/**
 * A modal dialog over the page, drawn on the page's body: its title names it, focus moves into it and stays there (Tab and
 * Shift+Tab go round its controls), Escape closes it, and focus returns to where it was on close.
 * With `modal={false}` a popup in a corner of the page instead, which leaves the focus alone.
 * A click beside it closes nothing. Without `onClose` a modal dialog is a question the player must
 * answer, over the strong scrim (`--ui-color-scrim-strong`).
 */
export function Dialog({
  title,
  onClose,
  closeLabel,
  role = 'dialog',
  onTop = false,
  modal = true,
  describedBy,
  className,
  children,
  'data-dialog': dataDialog,
}: DialogProps) {
  useKitStyles();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!modal) return undefined;
    const before = document.activeElement;
    const element = panel.current;
    // A control that took the focus itself (autoFocus) keeps it; else the first one gets it.
    if (element !== null && !element.contains(document.activeElement)) {
      const first = focusableIn(element).find((one) => !one.classList.contains('ui-dialog__close'));
      (first ?? element).focus();
    }
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [modal]);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose !== undefined) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (!modal || event.key !== 'Tab' || panel.current === null) return;
    const focusable = focusableIn(panel.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === panel.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <div
      ref={panel}
      className={[
        'ui-dialog',
        ...(modal ? [] : ['ui-dialog--modeless']),
        ...(className === undefined ? [] : [className]),
      ].join(' ')}
      role={role}
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-dialog={dataDialog}
      tabIndex={-1}
      onKeyDown={keyDown}
    >
      {onClose !== undefined && (
        <button
          type="button"
          className="ui-dialog__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          ×
        </button>
      )}
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      {children}
    </div>
  );
  // On the page's body, not inside the parcel that opens it: a parcel's box (the floating coupon,
  // the header) has its own layer, under other parts of the page, and a dialog must be over all.
  if (!modal) return createPortal(dialog, document.body);
  return createPortal(
    <div
      className={`ui-dialog-backdrop${onTop ? ' ui-dialog-backdrop--top' : ''}${onClose === undefined ? ' ui-dialog-backdrop--answer' : ''}`}
    >
      {dialog}
    </div>,
    document.body,
  );
}
