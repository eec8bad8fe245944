import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useKitStyles } from './use-kit-styles';

export interface TabsProps<Id extends string | number> {
  readonly tabs: ReadonlyArray<{ readonly id: Id; readonly label: ReactNode }>;
  readonly selected: Id;
  readonly onSelect: (id: Id) => void;
  /** The tab list's accessible name, where the heading above does not say what it chooses. */
  readonly label?: string;
  readonly className?: string;
}

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * One choice among a few views: a tab list whose selected tab alone is in the Tab order; the arrow
 * keys, Home and End move the choice, as the ARIA tabs pattern has it.
 */
export function Tabs<Id extends string | number>({
  tabs,
  selected,
  onSelect,
  label,
  className,
}: TabsProps<Id>) {
  useKitStyles();
  const list = useRef<HTMLDivElement>(null);
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next =
      tabs[
        step(
          Math.max(
            0,
            tabs.findIndex((tab) => tab.id === selected),
          ),
          tabs.length,
        )
      ];
    if (next === undefined) return;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${String(next.id)}"]`)?.focus();
  };
  return (
    <div
      ref={list}
      className={className === undefined ? 'ui-tabs' : `ui-tabs ${className}`}
      role="tablist"
      aria-label={label}
      onKeyDown={keyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className="ui-tabs__tab"
          data-tab={tab.id}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
