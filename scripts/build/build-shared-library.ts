import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rollup, type Plugin } from 'rollup';
import { NODE_MODULES } from './repository-paths';
import { SHARED_LIBRARY_NAMES, type BuildVariant, type SharedLibrary } from './shared-libraries';
import { swcMinify } from './swc-minify';
import { writeHashedAsset } from './write-asset';
import type { BuiltModule } from './built-module';
import { packageVersion, sharedLibraryFacts } from './module-facts-of';

const requireFromRoot = createRequire(join(NODE_MODULES, '..', 'package.json'));
const ENTRY = '\0shared-library-entry';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The entry module that gives a library its named exports in System.register form. */
function entrySource(library: SharedLibrary, variant: BuildVariant): string {
  const { source } = library;
  if (source.kind === 'esm') {
    return `export * from '${library.name}';\n${source.hasDefault ? `export { default } from '${library.name}';\n` : ''}`;
  }
  if (source.kind === 'commonjs') {
    const file = join(NODE_MODULES, source.files[variant]);
    const names = Object.keys(requireFromRoot(file) as object).filter(
      (name) => name !== 'default' && name !== '__esModule' && IDENTIFIER.test(name),
    );
    return [
      `import library from ${JSON.stringify(file)};`,
      'export default library;',
      `export const { ${names.join(', ')} } = library;`,
    ].join('\n');
  }
  throw new Error(`${library.name} ships System.register files; it has no entry to build`);
}

function entryPlugin(code: string): Plugin {
  return {
    name: 'shared-library-entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) => (id === ENTRY ? code : null),
  };
}

/** Another shared library stays an import, so that it exists once at run time. */
function otherSharedLibraries(self: string): (id: string) => boolean {
  return (id) => id !== self && SHARED_LIBRARY_NAMES.has(id);
}

/** One variant of a shared library as System.register code, and the shared names it imports. */
export async function systemRegisterSource(
  library: SharedLibrary,
  variant: BuildVariant,
): Promise<{ code: string; imports: string[] }> {
  if (library.source.kind === 'system') {
    const code = await readFile(join(NODE_MODULES, library.source.files[variant]), 'utf8');
    // The shipped source map comment would point at a file we do not serve.
    return { code: code.replace(/\n?\/\/# sourceMappingURL=.*\s*$/, '\n'), imports: [] };
  }
  const bundle = await rollup({
    input: ENTRY,
    external: otherSharedLibraries(library.name),
    plugins: [
      entryPlugin(entrySource(library, variant)),
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': JSON.stringify(variant) },
      }),
      nodeResolve({
        browser: true,
        exportConditions: ['browser', 'es2015', 'import', 'module', 'default'],
        mainFields: ['browser', 'module', 'main'],
      }),
      commonjs(),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  });
  const { output } = await bundle.generate({
    format: 'system',
    exports: 'named',
    plugins: variant === 'production' ? [swcMinify()] : [],
  });
  await bundle.close();
  const [chunk] = output;
  return { code: chunk.code, imports: [...chunk.imports] };
}

/** Builds one variant of a shared library into the site's assets. */
export async function buildSharedLibrary(
  siteDir: string,
  library: SharedLibrary,
  variant: BuildVariant,
): Promise<BuiltModule> {
  const { code, imports } = await systemRegisterSource(library, variant);
  const stem = `${library.name.replace(/\//g, '-')}@${packageVersion(library.packageName)}.${variant}`;
  const asset = await writeHashedAsset(siteDir, 'lib', stem, 'js', code);
  return {
    name: library.name,
    imports,
    ...asset,
    facts: sharedLibraryFacts(library, variant, asset.hash, imports),
  };
}
