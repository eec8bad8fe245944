import { filesInSeveralModules, missingBindings } from './own-module-checks';

describe('the files of the repository in the modules of the map', () => {
  it('names a file two modules both hold, with the modules', () => {
    const shared = filesInSeveralModules([
      { name: '@betshell/balance', sources: ['betshell:///domain/src/accounts/accounts-store.ts'] },
      {
        name: '@betshell/domain/accounts',
        sources: ['betshell:///domain/src/accounts/accounts-store.ts'],
      },
      { name: '@betshell/coupon', sources: ['betshell:///shell-parcels/coupon/src/coupon.tsx'] },
    ]);

    expect(shared).toEqual([
      {
        file: 'domain/src/accounts/accounts-store.ts',
        modules: ['@betshell/balance', '@betshell/domain/accounts'],
      },
    ]);
  });

  it('leaves installed packages to the check of the shared libraries', () => {
    const tslib = 'betshell:///node_modules/tslib/tslib.es6.mjs';

    expect(
      filesInSeveralModules([
        { name: '@betshell/header', sources: [tslib] },
        { name: '@betshell/footer', sources: [tslib] },
      ]),
    ).toEqual([]);
  });
});

describe('the bindings one of our modules imports from another', () => {
  const root = { name: '@betshell/domain', exports: ['isSiteCurrency'], importedBindings: {} };

  it('finds a name the imported module does not export', () => {
    expect(
      missingBindings([
        root,
        {
          name: '@betshell/balance',
          exports: [],
          importedBindings: { '@betshell/domain': ['isSiteCurrency', 'formatOdds'] },
        },
      ]),
    ).toEqual([
      '@betshell/balance imports formatOdds from @betshell/domain, which does not export them',
    ]);
  });

  it('counts what a module re-exports whole from another as its own', () => {
    expect(
      missingBindings([
        root,
        { name: '@betshell/domain/auth', exports: ['*@betshell/domain'], importedBindings: {} },
        {
          name: '@betshell/balance',
          exports: [],
          importedBindings: { '@betshell/domain/auth': ['isSiteCurrency'] },
        },
      ]),
    ).toEqual([]);
  });
});
