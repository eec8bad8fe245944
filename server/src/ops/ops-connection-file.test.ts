import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  localServerUrl,
  removeOpsConnectionFile,
  writeOpsConnectionFile,
} from './ops-connection-file';

describe('the operator connection file', () => {
  let root: string;
  let file: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'betshell-ops-'));
    file = join(root, '.data', 'ops.json');
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is written, with its folder, readable by its owner only', async () => {
    await writeOpsConnectionFile(file, { url: 'http://127.0.0.1:8080', token: 'secret' });

    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      url: 'http://127.0.0.1:8080',
      token: 'secret',
      pid: process.pid,
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(root, '.data'))).mode & 0o777).toBe(0o700);
  });

  it('replaces a file that others could read with one they cannot', async () => {
    await writeOpsConnectionFile(file, { url: 'http://127.0.0.1:1', token: 'old' });
    await writeFile(file, '{}', { mode: 0o644 });

    await writeOpsConnectionFile(file, { url: 'http://127.0.0.1:2', token: 'new' });

    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ token: 'new' });
  });

  it('is removed by the server that wrote it, and kept when a later server has rewritten it', async () => {
    await writeOpsConnectionFile(file, { url: 'http://127.0.0.1:2', token: 'later' });

    await removeOpsConnectionFile(file, 'earlier');
    const kept = await readFile(file, 'utf8');
    await removeOpsConnectionFile(file, 'later');

    expect(JSON.parse(kept)).toMatchObject({ token: 'later' });
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
    await expect(removeOpsConnectionFile(file, 'later')).resolves.toBeUndefined();
  });

  it('is kept, not overwritten, while the server that wrote it still runs', async () => {
    // The test runner's parent process stands for a first server that still runs.
    const first = { url: 'http://127.0.0.1:8080', token: 'first', pid: process.ppid };
    await writeOpsConnectionFile(file, { url: 'http://127.0.0.1:8080', token: 'first' });
    await writeFile(file, JSON.stringify(first));

    const second = await writeOpsConnectionFile(file, {
      url: 'http://127.0.0.1:8081',
      token: 'second',
    });

    expect(second).toBe('kept');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
  });

  it('replaces the file of a server that no longer runs', async () => {
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeOpsConnectionFile(file, { url: 'http://127.0.0.1:8080', token: 'old' });
    await writeFile(
      file,
      JSON.stringify({ url: 'http://127.0.0.1:8080', token: 'old', pid: ended }),
    );

    const written = await writeOpsConnectionFile(file, {
      url: 'http://127.0.0.1:8081',
      token: 'new',
    });

    expect(written).toBe('written');
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ token: 'new' });
  });

  it('names an address the command line on this machine can reach', () => {
    expect(localServerUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080');
    expect(localServerUrl('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(localServerUrl('::', 8080)).toBe('http://[::1]:8080');
    expect(localServerUrl('::1', 9000)).toBe('http://[::1]:9000');
    expect(localServerUrl('localhost', 80)).toBe('http://localhost:80');
  });
});
