import type { Sha256Hex } from '@betshell/domain/lottery';
import type { TimeDisplay } from '@betshell/domain';
import { useEffect, useState } from 'react';
import type { LotteryGamesApi } from './lottery-games-http-api';

/** What the pages take from the shell, so a test passes its own. */
export interface LotteryGamesHost {
  readonly api: LotteryGamesApi;
  readonly language: string;
  readonly timeDisplay: TimeDisplay;
  readonly signedIn: boolean;
  /** The active account's currency; RUB for a visitor (what a visitor's prices are shown in). */
  readonly currency: string;
  readonly askLogin: () => void;
  readonly navigate: (href: string) => void;
  /** Money moved (a purchase): the header's balance refreshes. */
  readonly moneyMoved: () => void;
  readonly sha256Hex: Sha256Hex;
  readonly newId: () => string;
}

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly value: T };

/** Loads once per change of `key`, dropping an answer a later key made stale; `reload` asks again. */
export function useLoaded<T>(load: () => Promise<T>, key: string): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setLoaded({ state: 'ready', value }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the key says when it asks something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return [loaded, () => setRound((one) => one + 1)];
}
