/** What dev:parcel prints once it serves a parcel: the override to paste, and how to undo it. */
export interface DevParcelServed {
  /** Its import-map name, `@betshell/header`. */
  readonly module: string;
  /** Where dev:parcel serves its file. */
  readonly url: string;
  /** The running site's origin (`--site`, else HOST and PORT). */
  readonly site: string;
}

/**
 * The lines a developer copies: the console line is whole on a line of its own, so it can be
 * pasted as it is (the journey in e2e/tests/parcel-override.spec.ts pastes the printed line).
 */
export function devParcelInstructions({ module, url, site }: DevParcelServed): string[] {
  const override = JSON.stringify({ imports: { [module]: url } });
  return [
    '',
    `${module} is served at ${url} and rebuilt on every save.`,
    '',
    `Paste into the browser console of the running site (${site}, or a deployed host on the allowlist):`,
    `  importMapOverrides.addOverride('${module}', '${url}'); location.reload()`,
    'With npm run dev, this link does the same:',
    `  ${site}/ru/?imo=${encodeURIComponent(override)}`,
    'Back to the deployed one:',
    `  importMapOverrides.removeOverride('${module}'); location.reload()`,
    '',
  ];
}
