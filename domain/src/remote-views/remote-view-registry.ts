import type { RemoteViewStore } from './remote-view-store';

/**
 * The remote views on the page, by key, with how many users each has (spec/shell.md section 4: "A
 * view is unloaded when nothing uses it"). The first user creates and loads a view; the last one to
 * let go unloads it. A user that takes over a view from another before it lets go keeps it loaded.
 */
export class RemoteViewRegistry {
  private readonly views = new Map<string, { store: RemoteViewStore; users: number }>();

  acquire(key: string, create: () => RemoteViewStore): RemoteViewStore {
    const entry = this.views.get(key);
    if (entry !== undefined) {
      entry.users += 1;
      return entry.store;
    }
    const store = create();
    this.views.set(key, { store, users: 1 });
    store.load();
    return store;
  }

  release(key: string): void {
    const entry = this.views.get(key);
    if (entry === undefined) return;
    entry.users -= 1;
    if (entry.users > 0) return;
    this.views.delete(key);
    entry.store.unload();
  }

  usersOf(key: string): number {
    return this.views.get(key)?.users ?? 0;
  }

  /** Every view on the page, for reload events. */
  stores(): RemoteViewStore[] {
    return [...this.views.values()].map((entry) => entry.store);
  }
}
