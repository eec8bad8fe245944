/**
 * The shared libraries of DESIGN.md ("The browser at run time", step 2): each is one entry of the
 * import map and exists once at run time. React 19 ships no UMD or System build, so the build makes
 * System.register files of them from node_modules, in production and development variants.
 */
export type SharedLibrarySource =
  /** CommonJS: an entry re-exports every name of the variant's file (the commonjs plugin would give only a default). */
  | { readonly kind: 'commonjs'; readonly files: Readonly<Record<BuildVariant, string>> }
  /** ES modules: `export *`, plus the default export when there is one. */
  | { readonly kind: 'esm'; readonly hasDefault: boolean }
  /** The package ships System.register files already. */
  | { readonly kind: 'system'; readonly files: Readonly<Record<BuildVariant, string>> };

export type BuildVariant = 'production' | 'development';

export interface SharedLibrary {
  /** The import specifier, as modules import it and as the import map names it. */
  readonly name: string;
  /** The npm package it comes from (for its version). */
  readonly packageName: string;
  readonly source: SharedLibrarySource;
}

export const SHARED_LIBRARIES: readonly SharedLibrary[] = [
  {
    name: 'react',
    packageName: 'react',
    source: {
      kind: 'commonjs',
      files: {
        production: 'react/cjs/react.production.js',
        development: 'react/cjs/react.development.js',
      },
    },
  },
  {
    name: 'react/jsx-runtime',
    packageName: 'react',
    source: {
      kind: 'commonjs',
      files: {
        production: 'react/cjs/react-jsx-runtime.production.js',
        development: 'react/cjs/react-jsx-runtime.development.js',
      },
    },
  },
  {
    name: 'react-dom',
    packageName: 'react-dom',
    source: {
      kind: 'commonjs',
      files: {
        production: 'react-dom/cjs/react-dom.production.js',
        development: 'react-dom/cjs/react-dom.development.js',
      },
    },
  },
  {
    // Requires react and react-dom: both stay external, else portals break on a second copy.
    name: 'react-dom/client',
    packageName: 'react-dom',
    source: {
      kind: 'commonjs',
      files: {
        production: 'react-dom/cjs/react-dom-client.production.js',
        development: 'react-dom/cjs/react-dom-client.development.js',
      },
    },
  },
  {
    name: 'single-spa',
    packageName: 'single-spa',
    source: {
      kind: 'system',
      files: {
        production: 'single-spa/lib/es2015/system/single-spa.min.js',
        development: 'single-spa/lib/es2015/system/single-spa.dev.js',
      },
    },
  },
  {
    name: 'single-spa-react',
    packageName: 'single-spa-react',
    source: {
      kind: 'system',
      files: {
        production: 'single-spa-react/lib/system/single-spa-react.js',
        development: 'single-spa-react/lib/system/single-spa-react.js',
      },
    },
  },
  { name: 'mobx', packageName: 'mobx', source: { kind: 'esm', hasDefault: false } },
  {
    name: 'mobx-react-lite',
    packageName: 'mobx-react-lite',
    source: { kind: 'esm', hasDefault: false },
  },
  { name: 'rxjs', packageName: 'rxjs', source: { kind: 'esm', hasDefault: false } },
  { name: 'i18next', packageName: 'i18next', source: { kind: 'esm', hasDefault: true } },
  {
    name: 'react-i18next',
    packageName: 'react-i18next',
    source: { kind: 'esm', hasDefault: false },
  },
  { name: 'axios', packageName: 'axios', source: { kind: 'esm', hasDefault: true } },
  // The sanitiser of remote views' HTML: the platform imports it when a JSON view first renders,
  // so it is not part of the first load of pages without one.
  { name: 'dompurify', packageName: 'dompurify', source: { kind: 'esm', hasDefault: true } },
];

export const SHARED_LIBRARY_NAMES: ReadonlySet<string> = new Set(
  SHARED_LIBRARIES.map((library) => library.name),
);

/** The package a bare specifier belongs to: `react-dom/client` -> `react-dom`, `@a/b/c` -> `@a/b`. */
export function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}
