import { docCommands } from '../../scripts/docs/doc-commands';
import { expect, test } from '../fixtures';
import { journeySite, opsToken } from '../site-under-test';
import { runAsWritten } from '../support/doc-command-process';
import { clearReleases } from '../support/release-manager';

/**
 * A release manager follows README's flow (release a header, pin it on staging, promote it to
 * production, read the history, roll back) and then releasing.md's checks, each command as the doc
 * writes it, against the site-wide journeys' site. The shell holds what the docs say finds that
 * site: OPS_URL and OPS_TOKEN, and the releases folder it serves (RELEASES_DIR). It changes
 * production's map for every visitor, so it runs one at a time with the other site-wide journeys,
 * on their own site; it leaves production and staging as it found them.
 */
test.use({ locale: 'ru-RU' });

const FLOW = docCommands('release');
const CHECKS = docCommands('release-checks');
/** What the release manager's shell holds: the site-wide journeys' site is the one released to. */
const managerShell = () => ({
  OPS_URL: journeySite().baseURL,
  OPS_TOKEN: opsToken,
  RELEASES_DIR: journeySite().releasesDir,
});

/** The module and version the flow pins, as its pin command names them. */
function pinnedRelease(): { stem: string; version: string } {
  const pin = FLOW.map((command) => /importmap -- pin @betshell\/(\S+)@(\S+)/.exec(command)).find(
    (match) => match !== null,
  );
  if (pin?.[1] === undefined || pin[2] === undefined) throw new Error('the flow pins nothing');
  return { stem: pin[1], version: pin[2] };
}

test.beforeAll(clearReleases);

test("README's release flow and releasing.md's checks, as written: the promoted header reaches the browser on its next load, the rollback brings the build's back", async ({
  shell,
  page,
}) => {
  test.setTimeout(240_000);
  const { stem, version } = pinnedRelease();
  const releaseFile = new RegExp(
    `/releases/${stem}/${version.replace(/\./g, '\\.')}-[0-9a-f]{10}/${stem}\\.js$`,
  );
  const steps: string[] = [];
  await shell.open('/ru/');

  for (const command of FLOW) {
    const printed = await runAsWritten(command, managerShell());
    if (/importmap -- promote \S+ production/.test(command)) {
      expect(printed).toMatch(/production: version \d+ -> \d+/);
      const fromRelease = page.waitForResponse((response) => releaseFile.test(response.url()));
      await page.reload();
      expect((await fromRelease).status()).toBe(200);
      await expect(shell.brand).toHaveText('betshell');
      steps.push('promoted');
    }
    if (/importmap -- history/.test(command)) {
      expect(printed).toMatch(/ promote +\S+ +"/);
      steps.push('history');
    }
    if (/importmap -- rollback/.test(command)) {
      expect(printed).toMatch(/pinned .* -> \S+ build/);
      const fromBuild = page.waitForResponse((response) =>
        new RegExp(`/assets/app/${stem}@`).test(response.url()),
      );
      await page.reload();
      await fromBuild;
      await expect(shell.brand).toBeVisible();
      steps.push('rolled back');
    }
  }
  expect(steps).toEqual(['promoted', 'history', 'rolled back']);

  const checks: string[] = [];
  for (const command of CHECKS) checks.push(await runAsWritten(command, managerShell()));
  const printed = checks.join('\n');
  expect(printed).toMatch(/staging version \d+ verifies/);
  expect(printed).toMatch(/staging: version \d+ -> \d+\n.*pinned .* -> \S+ build/);
  expect(printed).toContain('importmap.json verifies');
  expect(
    await runAsWritten('npm run importmap -- diff staging production', managerShell()),
  ).toMatch(/load the same modules/);
});
