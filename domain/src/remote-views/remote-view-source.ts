/**
 * The two kinds of remote view one loader serves (DESIGN.md, "The browser at run time", step 6):
 * a parcel named in the import map, or a view of the JSON render mode.
 */
export type RemoteViewSource =
  | { readonly kind: 'parcel'; readonly module: string }
  | {
      readonly kind: 'json';
      readonly appName: string;
      /** The server of the view; absent, the site's own. */
      readonly baseUrl?: string;
      /** Sends the spec's optional force-spa header (X-Force-Spa: 1). */
      readonly forceSpa?: boolean;
    };

/** Its name on the bus and in logs: the import-map name or the app name. */
export function remoteViewName(source: RemoteViewSource): string {
  return source.kind === 'parcel' ? source.module : source.appName;
}

/**
 * What the site config says about code and files of remote views (docs/architecture.md, "Remote
 * views"): `trustedOrigins` are the origins whose views may bring stylesheets, scripts and code
 * (`self` is the site's own origin), and `codeToEval` switches the running of codeToEval off
 * altogether.
 */
export interface RemoteViewsConfig {
  readonly codeToEval: boolean;
  readonly trustedOrigins: readonly string[];
}

export const SELF_ORIGIN = 'self';

export function isTrustedOrigin(
  origin: string,
  siteOrigin: string,
  config: RemoteViewsConfig,
): boolean {
  return config.trustedOrigins.some((trusted) =>
    trusted === SELF_ORIGIN ? origin === siteOrigin : trusted === origin,
  );
}

/** codeToEval runs only when the site allows it and the view came from a trusted origin. */
export function mayEvaluateRemoteCode(
  viewOrigin: string,
  siteOrigin: string,
  config: RemoteViewsConfig,
): boolean {
  return config.codeToEval && isTrustedOrigin(viewOrigin, siteOrigin, config);
}
