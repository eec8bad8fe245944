import { makeAutoObservable, runInAction } from 'mobx';

export type FavouriteKind = 'event' | 'champ';

/** A player's favourites as GET /web-api/favourites answers them. */
export interface Favourites {
  readonly events: readonly number[];
  readonly champs: readonly number[];
}

export const FAVOURITES_PATH = '/web-api/favourites';
export const favouritePath = (kind: FavouriteKind, id: number): string =>
  `${FAVOURITES_PATH}/${kind}/${id}`;

/** The transport of the favourites (the platform's HTTP client in the parcel). */
export interface FavouritesApi {
  list(): Promise<Favourites>;
  add(kind: FavouriteKind, id: number): Promise<Favourites>;
  remove(kind: FavouriteKind, id: number): Promise<Favourites>;
}

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));
}

/** Whether an answer is the favourites (a body of another shape reads as none). */
export function isFavourites(value: unknown): value is Favourites {
  return (
    typeof value === 'object' &&
    value !== null &&
    isIdList((value as Record<string, unknown>)['events']) &&
    isIdList((value as Record<string, unknown>)['champs'])
  );
}

/**
 * The signed-in player's favourite games and championships, kept by the server across sign-ins
 * (docs/sportsbook-and-coupon.md, Favourites). A star shows the change at once; a refused change
 * puts it back. A visitor has none, and the page offers no star.
 */
export class FavouritesStore {
  events: ReadonlySet<number> = new Set();
  champs: ReadonlySet<number> = new Set();
  /** Whose favourites these are; null for a visitor. */
  playerKey: string | null = null;
  /** Counts the stars pressed: a list read before one is older than what it shows. */
  private changes = 0;

  constructor(private readonly api: FavouritesApi) {
    makeAutoObservable<FavouritesStore, 'api' | 'changes'>(this, { api: false, changes: false });
  }

  get signedIn(): boolean {
    return this.playerKey !== null;
  }

  has(kind: FavouriteKind, id: number): boolean {
    return (kind === 'event' ? this.events : this.champs).has(id);
  }

  private set(favourites: Favourites): void {
    this.events = new Set(favourites.events);
    this.champs = new Set(favourites.champs);
  }

  /** Follows who is signed in: reads a player's favourites, forgets them at sign-out. */
  async signedInAs(playerKey: string | null): Promise<void> {
    if (playerKey === this.playerKey) return;
    this.playerKey = playerKey;
    this.set({ events: [], champs: [] });
    if (playerKey === null) return;
    const changes = this.changes;
    try {
      const answer = await this.api.list();
      runInAction(() => {
        if (this.playerKey === playerKey && this.changes === changes && isFavourites(answer))
          this.set(answer);
      });
    } catch {
      // No favourites shown is all a failed read costs; the next sign-in reads them again.
    }
  }

  async toggle(kind: FavouriteKind, id: number): Promise<void> {
    if (this.playerKey === null) return;
    this.changes += 1;
    const adding = !this.has(kind, id);
    const before = { events: [...this.events], champs: [...this.champs] };
    const key = kind === 'event' ? 'events' : 'champs';
    const next = new Set(this[key]);
    if (adding) next.add(id);
    else next.delete(id);
    this[key] = next;
    try {
      const answer = await (adding ? this.api.add(kind, id) : this.api.remove(kind, id));
      runInAction(() => {
        if (isFavourites(answer)) this.set(answer);
      });
    } catch {
      runInAction(() => this.set(before));
    }
  }
}
