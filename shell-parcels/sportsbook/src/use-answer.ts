import { useEffect, useState } from 'react';

export type Answer<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error' };

/**
 * An answer the page asks for when it shows and again every `pollMs` while it stays (null: once);
 * a later failure keeps the last answer on screen. A change of `key` asks anew.
 */
export function useAnswer<T>(
  key: string,
  load: (() => Promise<T>) | null,
  pollMs: number | null,
): Answer<T> {
  const [answer, setAnswer] = useState<{ key: string; answer: Answer<T> }>({
    key,
    answer: { status: 'loading' },
  });
  useEffect(() => {
    if (load === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const value = await load();
        if (!stopped) setAnswer({ key, answer: { status: 'ready', value } });
      } catch {
        if (!stopped)
          setAnswer((before) =>
            before.key === key && before.answer.status === 'ready'
              ? before
              : { key, answer: { status: 'error' } },
          );
      }
      if (!stopped && pollMs !== null) timer = setTimeout(() => void ask(), pollMs);
    };
    void ask();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
    // `load` is made anew each render; `key` says when what it asks changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pollMs, load === null]);
  return answer.key === key ? answer.answer : { status: 'loading' };
}
