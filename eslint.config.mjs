// Lint, and the package boundaries of shared/DESIGN.md as errors rather than good intentions:
//   shell-parcels/*  ->  @betshell/platform  ->  @betshell/domain
//   shell-parcels/*  ->  @betshell/ui        ->  @betshell/domain
//   root-config      ->  @betshell/platform, @betshell/ui, @betshell/domain
//   server           ->  @betshell/api-contract, @betshell/domain
//   api-contract     ->  typebox, @betshell/domain
//   domain           ->  mobx, rxjs only; no DOM globals, no node: modules
//   the browser side (domain, root config, parcels) takes @betshell/api-contract's types only
// The typed rules take each file's types from the program of its package's tsconfig (the project
// service), so a file is linted against the lib and types it is type-checked with; the parcels
// share the few programs of shell-parcels/tsconfig.json. `npm run lint` (scripts/lint.ts) runs
// this config in two halves that share no program, beside prettier --check.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const parcels = readdirSync(new URL('./shell-parcels/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const browserGlobalsInDomain = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'setTimeout',
  'setInterval',
  'process',
  'require',
  'Buffer',
].map((name) => ({
  name,
  message: 'domain/ holds rules only: take time, storage and I/O as parameters or transports.',
}));

// Test support: a test, a `*-fixture(s)` file beside the tests it serves, a test-support/ or
// testing/ folder.
const testSupport = [
  '**/*.test.{ts,tsx}',
  '**/*-fixture.{ts,tsx}',
  '**/*-fixtures.{ts,tsx}',
  '**/test-support/**',
  '**/testing/**',
];

const fixtureImports = [
  {
    selector: "ImportDeclaration[source.value='@betshell/domain/testing']",
    message: '@betshell/domain/testing is for test files only.',
  },
  {
    selector: 'ImportDeclaration[source.value=/-fixtures?$/]',
    message: 'A fixture is test support: shipped code never imports it.',
  },
];

// The browser takes the API contract's types, never its schemas: a value import would put typebox
// and every schema into a bundle. `import { type X }` counts as a value import here, since
// verbatimModuleSyntax keeps it as `import {}` from the module, so it must be `import type`.
const contractTypesOnly = [
  {
    selector: "ImportDeclaration[source.value='@betshell/api-contract'][importKind='value']",
    message:
      'The browser imports the API contract with `import type` only: any other import stays in the bundle.',
  },
];

/** The one file that writes colours as values (docs/ui-kit.md). */
const TOKEN_FILE = 'root-config/src/ui/design-tokens.ts';
// A hex colour (#fff, #0f2238, #0f223880) or a colour function, in a string or a template.
const COLOUR = String.raw`/#[0-9a-fA-F]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/`;
const colourLiterals = [
  {
    selector: `Literal[value=${COLOUR}]`,
    message:
      'A colour is a design token: use var(--ui-color-...) (root-config/src/ui/design-tokens.ts).',
  },
  {
    selector: `TemplateElement[value.raw=${COLOUR}]`,
    message:
      'A colour is a design token: use var(--ui-color-...) (root-config/src/ui/design-tokens.ts).',
  },
];

// A time a parcel shows goes through formatTime of @betshell/domain, which follows the player's
// time zone and clock (docs/display-settings.md); the browser's own formats would not.
const TIME_FORMAT_MESSAGE =
  "A time is shown with formatTime(instant, settings.timeDisplay, style) of @betshell/domain: it follows the player's time zone and clock.";
const ownTimeFormats = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: TIME_FORMAT_MESSAGE,
  },
  {
    selector: "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: TIME_FORMAT_MESSAGE,
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
    message: TIME_FORMAT_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
  // Test fixtures are for tests: shipped code never imports them (they would reach a bundle).
  // Test support (a test, a `*-fixture(s)` file beside the tests it serves, a test-support/ or
  // testing/ folder) may build on @betshell/domain/testing; shipped code imports neither it nor a
  // fixture module, so a parcel's fixture reuses the domain's instead of copying it.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [...testSupport, 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...fixtureImports] },
  },
  // Colours are design tokens (@betshell/ui): the browser code names them as CSS custom
  // properties, var(--ui-color-...), and writes a colour as a value in the token file only, so a
  // theme is one change there. The selectors of the fixtures rule above come along, since a later
  // setting of a rule replaces an earlier one.
  {
    files: ['root-config/src/**/*.{ts,tsx}', 'shell-parcels/**/*.{ts,tsx}'],
    ignores: [TOKEN_FILE, ...testSupport],
    rules: {
      'no-restricted-syntax': ['error', ...fixtureImports, ...contractTypesOnly, ...colourLiterals],
    },
  },
  {
    files: ['shell-parcels/**/*.{ts,tsx}'],
    ignores: testSupport,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...fixtureImports,
        ...contractTypesOnly,
        ...colourLiterals,
        ...ownTimeFormats,
      ],
    },
  },
  {
    files: ['domain/**/*.{ts,tsx}', TOKEN_FILE],
    ignores: testSupport,
    rules: { 'no-restricted-syntax': ['error', ...fixtureImports, ...contractTypesOnly] },
  },
  {
    files: testSupport.map((pattern) => `{root-config,shell-parcels}/${pattern}`),
    rules: { 'no-restricted-syntax': ['error', ...colourLiterals] },
  },
  {
    files: ['root-config/**/*.{ts,tsx}', 'shell-parcels/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },

  // domain: mobx, rxjs and its own files only.
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(mobx|rxjs|@betshell/api-contract)$|\\.{1,2}/)',
              message:
                "domain/ may import mobx, rxjs, its own modules and the API contract's types only (DESIGN.md).",
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...browserGlobalsInDomain],
    },
  },
  {
    files: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|axios|single-spa|@betshell/platform|node:)',
              message: 'domain tests exercise rules, not UI or I/O.',
            },
          ],
        },
      ],
    },
  },

  // root config: never a parcel.
  {
    files: ['root-config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@betshell/(${parcels.join('|')})$|shell-parcels/`,
              message: 'The root config loads parcels through SystemJS, never by import.',
            },
            {
              regex: '^(\\.{1,2}/)+ui(/|$)',
              message: 'The UI kit is a module of the import map: import it as @betshell/ui.',
            },
          ],
        },
      ],
    },
  },

  // the UI kit: React and the domain's formatters; no runtime, no parcel, no text of its own.
  {
    files: ['root-config/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@betshell/(?!(domain|domain/[a-z-]+)$)|^\\.\\./|shell-parcels/',
              message:
                '@betshell/ui builds on React and @betshell/domain only: the platform and the parcels build on it.',
            },
            {
              regex: '^(axios|single-spa|i18next|react-i18next|mobx|mobx-react-lite|rxjs)$',
              message:
                'The kit takes state and words as props; it reads no store and no dictionary.',
            },
          ],
        },
      ],
    },
  },

  // each parcel: no other parcel, no reaching out of its folder, I/O through the platform.
  ...parcels.map((parcel) => ({
    files: [`shell-parcels/${parcel}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@betshell/(?!(platform|ui|domain|domain/[a-z-]+|api-contract|${parcel})$)|^\\.\\./\\.\\./|shell-parcels/|root-config/`,
              message:
                'A parcel imports no other parcel: talk through the event bus and the shared stores of @betshell/platform.',
            },
            {
              regex: '^(axios|single-spa)$',
              message: 'Parcels reach HTTP and navigation through @betshell/platform.',
            },
          ],
        },
      ],
    },
  })),

  // server: domain rules yes, browser code no.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(react|react-dom|axios|single-spa|@betshell/(?!(api-contract|domain|domain/[a-z-]+)$))|root-config/|shell-parcels/',
              message:
                'The server imports @betshell/api-contract and @betshell/domain only among our packages.',
            },
          ],
        },
      ],
    },
  },

  // The browser's imports of the contract and of typebox are types only (contractTypesOnly above
  // also refuses `import { type X }`, which leaves an import behind).
  {
    files: ['domain/**/*.{ts,tsx}', 'root-config/**/*.{ts,tsx}', 'shell-parcels/**/*.{ts,tsx}'],
    ignores: [...testSupport, 'e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@betshell/api-contract|typebox)(/|$)',
              allowTypeImports: true,
              message:
                'The browser imports the API contract as types only (import type): its schemas are for the server.',
            },
          ],
        },
      ],
    },
  },

  // the API contract: schemas made of typebox and the domain's constants, nothing else.
  {
    files: ['api-contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(typebox|@betshell/domain|@betshell/domain/[a-z-]+)$|\\./)',
              message: 'The API contract is made of typebox and @betshell/domain only.',
            },
          ],
        },
      ],
    },
  },
);
