import { runInNewContext } from 'node:vm';
import { renderIndexHtml, type IndexHtmlInput } from './index-html';

const asset = (url: string) => ({ url, integrity: `sha384-${url}`, bytes: 1, hash: '0123456789' });

const input = (mode: IndexHtmlInput['mode']): IndexHtmlInput => ({
  mode,
  stylesheet: asset('/assets/app/shell.css'),
  systemJs: asset('/assets/lib/s.js'),
  importMapOverrides: asset('/assets/lib/imo.js'),
  preload: [asset('/assets/app/root-config.js'), asset('/assets/lib/react.js')],
  overrideHosts: ['localhost', 'staging.example'],
});

describe('index.html', () => {
  it('loads import-map-overrides before SystemJS, and the import map before both', () => {
    const html = renderIndexHtml(input('production'));
    const map = html.indexOf('type="systemjs-importmap" src="/importmap.json"');
    const overrides = html.indexOf('src="/assets/lib/imo.js"');
    expect(renderIndexHtml(input('development'))).toContain(
      '<script src="/assets/lib/imo.js" integrity="sha384-/assets/lib/imo.js"></script>',
    );
    const systemJs = html.indexOf('src="/assets/lib/s.js"');
    expect(map).toBeGreaterThan(0);
    expect(overrides).toBeGreaterThan(map);
    expect(systemJs).toBeGreaterThan(overrides);
    expect(html).toContain("System.import('@betshell/root-config')");
  });

  it('preloads the first page modules with their integrity', () => {
    expect(renderIndexHtml(input('production'))).toContain(
      '<link rel="preload" as="script" href="/assets/lib/react.js" integrity="sha384-/assets/lib/react.js" />',
    );
  });

  it('in production allows overrides only on the allowlisted hosts, with no UI and no query override', () => {
    const html = renderIndexHtml(input('production'));
    expect(html).toContain(
      '<meta name="import-map-overrides-domains" content="allowlist:localhost,staging.example" />',
    );
    expect(html).not.toContain('import-map-overrides-full');
    expect(html).not.toContain('allow-query-param-override');
  });

  it('in development shows the overrides UI and honours the imo query', () => {
    const html = renderIndexHtml(input('development'));
    expect(html).toContain('<import-map-overrides-full></import-map-overrides-full>');
    expect(html).toContain('allow-query-param-override');
    expect(html).not.toContain('import-map-overrides-domains');
  });

  it('tells the root config which environment it runs in', () => {
    expect(renderIndexHtml(input('production'))).toContain(
      '<meta name="betshell-environment" content="production" />',
    );
    expect(renderIndexHtml(input('development'))).toContain('content="development"');
  });

  it('shows a message with a refresh button when the shell cannot start', () => {
    const html = renderIndexHtml(input('production'));
    expect(html).toContain('The site could not start. Please refresh the page.');
    expect(html).toContain('location.reload()');
  });

  it('in production writes import-map-overrides into the page on the allowlisted hosts only', () => {
    const html = renderIndexHtml(input('production'));
    const loader = /<script>\s*(if \(.*?\n\s*\})\s*<\/script>/s.exec(html)?.[1] ?? '';
    const written = (hostname: string) => {
      const lines: string[] = [];
      runInNewContext(loader, {
        location: { hostname },
        document: { write: (line: string) => lines.push(line) },
      });
      return lines;
    };
    expect(written('staging.example')).toEqual([
      '<script src="/assets/lib/imo.js" integrity="sha384-/assets/lib/imo.js"></script>',
    ]);
    expect(written('localhost')).toHaveLength(1);
    expect(written('www.betshell.example')).toEqual([]);
    // Never as a script of its own: only the line written on an allowlisted host.
    expect(html).not.toContain('integrity="sha384-/assets/lib/imo.js"></script>');
  });
});
