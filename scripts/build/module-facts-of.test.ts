import { ownModuleFacts, packageVersion, sharedLibraryFacts } from './module-facts-of';
import type { OwnModule } from './own-modules';
import { SHARED_LIBRARIES } from './shared-libraries';

const parcel: OwnModule = {
  name: '@betshell/example',
  version: '0.3.0',
  entry: '/repo/shell-parcels/example/src/example.tsx',
  dir: '/repo/shell-parcels/example',
  dependencies: { react: '^19.0.0' },
};

describe('the facts the build records of a module', () => {
  it('give each import the range the package declares, else ^ the version built with', () => {
    const facts = ownModuleFacts(
      parcel,
      '0123456789',
      ['rxjs', 'react/jsx-runtime', '@betshell/platform'],
      new Map([['@betshell/platform', '0.1.0']]),
    );

    expect(facts).toEqual({
      name: '@betshell/example',
      version: '0.3.0',
      package: '@betshell/example',
      hash: '0123456789',
      sharedLibraries: {
        '@betshell/platform': { range: '^0.1.0', builtWith: '0.1.0' },
        'react/jsx-runtime': { range: '^19.0.0', builtWith: packageVersion('react') },
        rxjs: { range: `^${packageVersion('rxjs')}`, builtWith: packageVersion('rxjs') },
      },
    });
  });

  it('give a shared library its package, variant and the peer ranges of what it imports', () => {
    const client = SHARED_LIBRARIES.find((library) => library.name === 'react-dom/client');
    if (client === undefined) throw new Error('react-dom/client is a shared library');

    const facts = sharedLibraryFacts(client, 'development', 'abcdef0123', ['react', 'react-dom']);
    const reactDomPeers = jest.requireActual<{ peerDependencies: Record<string, string> }>(
      'react-dom/package.json',
    ).peerDependencies;

    expect(facts).toMatchObject({
      name: 'react-dom/client',
      package: 'react-dom',
      version: packageVersion('react-dom'),
      variant: 'development',
      sharedLibraries: {
        react: { range: reactDomPeers.react, builtWith: packageVersion('react') },
      },
    });
  });
});
