import type { ReactNode } from 'react';
import { useKitStyles } from './use-kit-styles';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastProps {
  readonly tone?: ToastTone;
  readonly children: ReactNode;
  /** The close button calls it; without it the toast has none. */
  readonly onClose?: () => void;
  readonly closeLabel?: string;
}

/**
 * One message in a ToastRegion. Errors and warnings interrupt a screen reader (role alert); the
 * rest wait their turn (role status).
 */
export function Toast({ tone = 'info', children, onClose, closeLabel }: ToastProps) {
  useKitStyles();
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <li className={`ui-toast ui-toast--${tone}`} role={urgent ? 'alert' : 'status'}>
      <p>{children}</p>
      {onClose !== undefined && (
        <button type="button" className="ui-toast__close" aria-label={closeLabel} onClick={onClose}>
          ×
        </button>
      )}
    </li>
  );
}

/** Where toasts stack, oldest first, over the page's top right corner; clicks pass around them. */
export function ToastRegion({
  label,
  className,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  useKitStyles();
  return (
    <section
      className={className === undefined ? 'ui-toasts' : `ui-toasts ${className}`}
      aria-label={label}
    >
      <ul>{children}</ul>
    </section>
  );
}
