import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../build/repository-paths';

interface Probe {
  readonly filePath: string;
  readonly code: string;
}

function lint(probes: readonly Probe[]): string[][] {
  const result = spawnSync(process.execPath, [join(__dirname, 'lint-probe.mjs')], {
    cwd: REPOSITORY_ROOT,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[][];
}

const cases: Array<[string, Probe, string | null]> = [
  [
    'domain may not import react',
    { filePath: 'domain/src/probe.ts', code: "import 'react';" },
    'no-restricted-imports',
  ],
  [
    'domain may not import axios',
    { filePath: 'domain/src/probe.ts', code: "import 'axios';" },
    'no-restricted-imports',
  ],
  [
    'domain may not import a node: module',
    { filePath: 'domain/src/probe.ts', code: "import 'node:fs';" },
    'no-restricted-imports',
  ],
  [
    'domain may not import the platform',
    { filePath: 'domain/src/probe.ts', code: "import '@betshell/platform';" },
    'no-restricted-imports',
  ],
  [
    'domain may not touch the document',
    { filePath: 'domain/src/probe.ts', code: 'export const title = document.title;' },
    'no-restricted-globals',
  ],
  [
    'domain may not schedule timers itself',
    { filePath: 'domain/src/probe.ts', code: 'setTimeout(() => 1, 1);' },
    'no-restricted-globals',
  ],
  [
    'domain may import mobx and rxjs',
    { filePath: 'domain/src/probe.ts', code: "import 'mobx';\nimport 'rxjs';\nimport './x';" },
    null,
  ],
  [
    'domain may not import a private part of rxjs',
    { filePath: 'domain/src/probe.ts', code: "import 'rxjs/operators';" },
    'no-restricted-imports',
  ],
  [
    'a parcel may not import another parcel by name',
    { filePath: 'shell-parcels/header/src/probe.ts', code: "import '@betshell/footer';" },
    'no-restricted-imports',
  ],
  [
    'a parcel may not reach into another parcel by path',
    { filePath: 'shell-parcels/header/src/probe.ts', code: "import '../../footer/src/footer';" },
    'no-restricted-imports',
  ],
  [
    'a parcel may not call axios itself',
    { filePath: 'shell-parcels/header/src/probe.ts', code: "import 'axios';" },
    'no-restricted-imports',
  ],
  [
    'a parcel may import the platform and the domain',
    {
      filePath: 'shell-parcels/header/src/probe.ts',
      code: "import '@betshell/platform';\nimport '@betshell/domain';\nimport 'react';",
    },
    null,
  ],
  [
    'shipped code may not import test fixtures',
    { filePath: 'shell-parcels/header/src/probe.ts', code: "import '@betshell/domain/testing';" },
    'no-restricted-syntax',
  ],
  [
    'a test may import test fixtures',
    {
      filePath: 'shell-parcels/header/src/probe.test.ts',
      code: "import '@betshell/domain/testing';",
    },
    null,
  ],
  [
    "a parcel's test fixture may build on the domain's fixtures",
    {
      filePath: 'shell-parcels/header/src/header-fixture.tsx',
      code: "import '@betshell/domain/testing';",
    },
    null,
  ],
  [
    'shipped code may not import a test fixture module',
    { filePath: 'shell-parcels/header/src/probe.ts', code: "import './header-fixture';" },
    'no-restricted-syntax',
  ],
  [
    'the server may not import a fixtures module in shipped code',
    { filePath: 'server/src/probe.ts', code: "import './bets/bets-test-fixtures';" },
    'no-restricted-syntax',
  ],
  [
    'the root config may not import a parcel',
    { filePath: 'root-config/src/probe.ts', code: "import '@betshell/header';" },
    'no-restricted-imports',
  ],
  [
    'a parcel may import the UI kit',
    { filePath: 'shell-parcels/header/src/probe.ts', code: "import '@betshell/ui';" },
    null,
  ],
  [
    'the UI kit may not import the platform',
    { filePath: 'root-config/src/ui/probe.ts', code: "import '@betshell/platform';" },
    'no-restricted-imports',
  ],
  [
    'the UI kit may not reach into the rest of the root config',
    { filePath: 'root-config/src/ui/probe.ts', code: "import '../platform/window/window';" },
    'no-restricted-imports',
  ],
  [
    'the platform may not bundle its own copy of the UI kit',
    { filePath: 'root-config/src/platform/probe.ts', code: "import '../ui/dialog';" },
    'no-restricted-imports',
  ],
  [
    'a parcel may not write a colour as a value',
    {
      filePath: 'shell-parcels/header/src/probe.ts',
      code: 'export const css = `.a { color: #0f2238; } .b { background: ${"rgb(0 0 0 / 5%)"}; }`;',
    },
    'no-restricted-syntax',
  ],
  [
    "a parcel's test may not write a colour either",
    { filePath: 'shell-parcels/header/src/probe.test.ts', code: "export const c = '#fff';" },
    'no-restricted-syntax',
  ],
  [
    'a parcel names colours as design tokens',
    {
      filePath: 'shell-parcels/header/src/probe.ts',
      code: "export const css = '.a { color: var(--ui-color-text); } #shell-main { }';",
    },
    null,
  ],
  [
    'a parcel may not format a time of its own, past the player’s time zone and clock',
    {
      filePath: 'shell-parcels/header/src/probe.ts',
      code: [
        'export const a = new Intl.DateTimeFormat("ru").format(new Date());',
        'export const b = new Date().toLocaleString("ru");',
        'export const c = new Date().toLocaleTimeString();',
      ].join('\n'),
    },
    'no-restricted-syntax',
  ],
  [
    'a parcel shows a time through formatTime',
    {
      filePath: 'shell-parcels/header/src/probe.ts',
      code: [
        "import { formatTime } from '@betshell/domain';",
        "export const a = formatTime(0, { timeZone: 3, is12h: false, language: 'ru' }, 'game');",
      ].join('\n'),
    },
    null,
  ],
  [
    'the token file writes the colours',
    { filePath: 'root-config/src/ui/design-tokens.ts', code: "export const brand = '#0f2238';" },
    null,
  ],
  [
    'the server may not import browser code',
    { filePath: 'server/src/probe.ts', code: "import '@betshell/platform';" },
    'no-restricted-imports',
  ],
  [
    'the server may import the domain',
    { filePath: 'server/src/probe.ts', code: "import '@betshell/domain';" },
    null,
  ],
  [
    'the server may import the API contract',
    {
      filePath: 'server/src/probe.ts',
      code: "import { LimitSchema } from '@betshell/api-contract';",
    },
    null,
  ],
  [
    "the domain may take the API contract's types",
    {
      filePath: 'domain/src/probe.ts',
      code: "import type { LimitSchema, ReadonlyStatic } from '@betshell/api-contract';\nexport type Limit = ReadonlyStatic<typeof LimitSchema>;",
    },
    null,
  ],
  [
    "the domain may not take the API contract's schemas, which would bundle typebox",
    {
      filePath: 'domain/src/probe.ts',
      code: "import { LimitSchema } from '@betshell/api-contract';\nexport const schema = LimitSchema;",
    },
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    "a parcel may not take the API contract's schemas",
    {
      filePath: 'shell-parcels/header/src/probe.ts',
      code: "import { LimitSchema } from '@betshell/api-contract';\nexport const schema = LimitSchema;",
    },
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'the root config may not import typebox itself',
    { filePath: 'root-config/src/probe.ts', code: "import { Type } from 'typebox';\nvoid Type;" },
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'an inline type import of the API contract stays an import at run time, so it must be import type',
    {
      filePath: 'shell-parcels/header/src/probe.ts',
      code: "import { type LimitSchema } from '@betshell/api-contract';\nexport type S = typeof LimitSchema;",
    },
    'no-restricted-syntax',
  ],
  [
    'the API contract may not import the server',
    { filePath: 'api-contract/src/probe.ts', code: "import '@betshell/server';" },
    'no-restricted-imports',
  ],
  [
    'the API contract is made of typebox and the domain',
    {
      filePath: 'api-contract/src/probe.ts',
      code: "import 'typebox';\nimport '@betshell/domain/limits';\nimport './limit-schemas';",
    },
    null,
  ],
];

describe('the package boundaries of DESIGN.md are lint errors', () => {
  const results = lint(cases.map(([, probe]) => probe));

  it.each(cases.map((entry, index) => [...entry, index] as const))(
    '%s',
    (_name, _probe, expected, index) => {
      const fired = results[index] ?? [];
      if (expected === null) expect(fired).toEqual([]);
      else expect(fired).toContain(expected);
    },
  );
});
