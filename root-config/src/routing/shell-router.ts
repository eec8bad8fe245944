import {
  isRedirectCycle,
  resolveNavigation,
  settledPageOf,
  type NavigationResolution,
  type NavigationState,
  type RouteTable,
  type SettledPage,
} from '@betshell/domain';

export interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export interface ShellRouterDeps {
  readonly routes: RouteTable;
  /** The state the guards decide from; `fromInsideApp` is false until the first page settles. */
  state(fromInsideApp: boolean): NavigationState;
  /** A new history entry, through single-spa. */
  navigate(url: string): void;
  /** The same history entry, another URL. */
  replace(url: string): void;
  /** Another site (the mobile site): the page is left. */
  leave(url: string): void;
  warn(message: string): void;
  error(message: string): void;
}

interface BeforeRoutingDetail {
  readonly oldUrl?: string;
  readonly newUrl: string;
  readonly cancelNavigation?: (cancel?: boolean) => void;
}

/** spec/shell.md section 8: "Failed navigation: error page". A refused cycle is one. */
const FAILED_NAVIGATION: SettledPage = { kind: 'error', layout: 'default', status: 500 };

const hrefOf = (location: LocationLike) => `${location.pathname}${location.search}`;

function remoteStatusPage(status: number): SettledPage {
  return status === 404
    ? { kind: 'not-found', layout: 'default', status: 404 }
    : { kind: 'error', layout: 'default', status };
}

/**
 * Runs the guard pipeline of domain on every navigation, before anything mounts: a redirect is
 * followed (cycles refused and logged), everything else settles as a page that the applications'
 * activity and the bus follow.
 */
export class ShellRouter {
  /** False until the first page settles: only later navigations start inside the site. */
  private started = false;
  /** The URLs the current chain of redirects passed through. */
  private trail: string[] = [];
  /** A URL whose redirect chain was refused, and shows the failed-navigation page. */
  private refused: string | null = null;
  /** A URL whose remote view answered a final status (404, ...): it shows that error page. */
  private remoteStatus: { readonly href: string; readonly status: number } | null = null;

  constructor(private readonly deps: ShellRouterDeps) {}

  resolve(location: LocationLike): NavigationResolution {
    return resolveNavigation(location, this.deps.state(this.started), this.deps.routes);
  }

  /** What a URL shows, or null while it redirects: each application's activeWhen asks this. */
  pageAt(location: LocationLike): SettledPage | null {
    if (this.refused === hrefOf(location)) return FAILED_NAVIGATION;
    const page = settledPageOf(this.resolve(location));
    if (page?.kind === 'route' && this.remoteStatus?.href === hrefOf(location)) {
      return remoteStatusPage(this.remoteStatus.status);
    }
    return page;
  }

  /**
   * The first page: follows redirects by replacing the URL until a page settles, so a guarded page
   * never shows. Answers false when the visitor is sent to another site.
   */
  settleFirst(location: () => LocationLike): boolean {
    this.trail = [hrefOf(location())];
    for (;;) {
      const resolution = this.resolve(location());
      if (resolution.kind !== 'redirect') break;
      if (resolution.external) {
        this.deps.leave(resolution.to);
        return false;
      }
      if (!this.follow(resolution.to, resolution.by)) {
        this.refused = hrefOf(location());
        break;
      }
      this.deps.replace(resolution.to);
    }
    this.trail = [];
    return true;
  }

  /** single-spa:before-routing-event: a redirect cancels the navigation and makes its own. */
  readonly beforeRouting = (event: Event): void => {
    const detail = (event as CustomEvent<BeforeRoutingDetail>).detail;
    const url = new URL(detail.newUrl);
    // Only the navigation to the chain's last step goes on with it; any other one (a link, the
    // back button) starts afresh, so a chain that never arrived cannot hold back every later page.
    if (this.trail[this.trail.length - 1] !== hrefOf(url)) this.trail = [];
    const resolution = this.resolve(url);
    if (resolution.kind !== 'redirect' || detail.cancelNavigation === undefined) return;
    detail.cancelNavigation();
    if (this.trail.length === 0) this.trail = [hrefOf(url)];
    if (resolution.external) {
      this.deps.leave(resolution.to);
      return;
    }
    if (!this.follow(resolution.to, resolution.by)) {
      this.trail = [];
      return;
    }
    // single-spa puts the old URL back without a routing event. A redirect to that very page (the
    // offers' twin of the bonus section, with the offers switch off) has arrived: the page shown,
    // settled already, stays, and no navigation would come to end the chain.
    if (detail.oldUrl !== undefined && hrefOf(new URL(detail.oldUrl)) === resolution.to) {
      this.trail = [];
      return;
    }
    // After single-spa has put the old URL back, so the redirect is a navigation of its own.
    setTimeout(() => this.deps.navigate(resolution.to));
  };

  /** single-spa:routing-event: the page that settled, or null when this was a cancelled step. */
  settled(location: LocationLike): SettledPage | null {
    const href = hrefOf(location);
    // A navigation queued while the cancelled one ran routes at the old URL: the chain goes on.
    if (this.trail.length > 0 && this.trail[this.trail.length - 1] !== href) return null;
    this.trail = [];
    this.started = true;
    // Another page: its remote view gets asked again when the visitor comes back.
    if (this.remoteStatus !== null && this.remoteStatus.href !== href) this.remoteStatus = null;
    return this.pageAt(location);
  }

  /**
   * spec/shell.md section 8: the remote view of the page at `location` answered a final status, so
   * the page is that error page ("This page could not be found" for 404) at the same address. The
   * caller triggers single-spa's app change, so the applications follow.
   */
  markRemoteStatus(location: LocationLike, status: number): void {
    this.remoteStatus = { href: hrefOf(location), status };
  }

  /** The state changed (configuration, blocking, session): the current page may have to go. */
  recheck(location: LocationLike): void {
    const resolution = this.resolve(location);
    if (resolution.kind !== 'redirect') return;
    if (resolution.external) this.deps.leave(resolution.to);
    else this.deps.replace(resolution.to);
  }

  /** Records a redirect step; false (and an error logged) when it would go round in a circle. */
  private follow(to: string, by: string): boolean {
    if (isRedirectCycle(this.trail, to)) {
      this.deps.error(`redirect cycle refused: ${[...this.trail, to].join(' -> ')}`);
      return false;
    }
    this.deps.warn(`${this.trail[this.trail.length - 1] ?? ''} redirected to ${to} (${by})`);
    this.trail.push(to);
    return true;
  }
}
