import { devParcelArguments, DevParcelUsageError } from './dev-parcel-arguments';

const PARCELS = ['footer', 'header', 'pages'];
const NO_ENV = {};

const read = (args: string[], env: Record<string, string> = NO_ENV) =>
  devParcelArguments(args, env, PARCELS);

const refusal = (args: string[], env: Record<string, string> = NO_ENV): string => {
  try {
    read(args, env);
  } catch (error) {
    expect(error).toBeInstanceOf(DevParcelUsageError);
    return (error as Error).message;
  }
  throw new Error(`${args.join(' ')} was accepted`);
};

describe('the arguments of npm run dev:parcel', () => {
  it('take the parcel alone, served on port 8500, for the site on 127.0.0.1:8080', () => {
    expect(read(['header'])).toEqual({
      parcel: 'header',
      port: 8500,
      site: 'http://127.0.0.1:8080',
    });
  });

  it('take --port before the parcel', () => {
    expect(read(['--port', '8600', 'header'])).toMatchObject({ parcel: 'header', port: 8600 });
  });

  it('take --port after the parcel, also written --port=N', () => {
    expect(read(['header', '--port', '0'])).toMatchObject({ parcel: 'header', port: 0 });
    expect(read(['footer', '--port=8501'])).toMatchObject({ parcel: 'footer', port: 8501 });
  });

  it('take the parcel by its import-map name too', () => {
    expect(read(['@betshell/pages']).parcel).toBe('pages');
  });

  it.each([['abc'], ['65536'], ['-1'], ['80.5'], ['']])('refuse the port %j', (port) => {
    expect(refusal(['header', `--port=${port}`])).toContain('--port must be a port number');
  });

  it('refuse --port without a value', () => {
    expect(refusal(['header', '--port'])).toMatch(/--port/);
  });

  it('refuse a parcel there is not, naming the parcels there are', () => {
    const message = refusal(['headr']);

    expect(message).toContain('there is no parcel headr');
    expect(message).toContain('the parcels: footer, header, pages');
  });

  it('ask for a parcel when none is named, even with a port', () => {
    expect(refusal([])).toMatch(/^name a parcel: npm run dev:parcel -- <parcel>/);
    expect(refusal(['--port', '8600'])).toMatch(/^name a parcel/);
  });

  it('refuse two parcels at once and options they do not know', () => {
    expect(refusal(['header', 'footer'])).toContain('one parcel at a time');
    expect(refusal(['header', '--watch'])).toContain("Unknown option '--watch'");
  });

  it('name the site npm start serves in the same shell, from PORT and HOST', () => {
    expect(read(['header'], { PORT: '8199' }).site).toBe('http://127.0.0.1:8199');
    expect(read(['header'], { PORT: '8199', HOST: '0.0.0.0' }).site).toBe('http://127.0.0.1:8199');
    expect(read(['header'], { HOST: 'localhost' }).site).toBe('http://localhost:8080');
  });

  it('name the site given with --site, whatever PORT says', () => {
    expect(read(['header', '--site', 'https://staging.example:8443/'], { PORT: '1' }).site).toBe(
      'https://staging.example:8443',
    );
  });

  it('refuse a --site that is no web address, and a PORT that is no port', () => {
    expect(refusal(['header', '--site', 'localhost:8080'])).toContain(
      "--site must be the running site's address",
    );
    expect(refusal(['header'], { PORT: 'eighty' })).toContain('name the site with --site');
  });
});
