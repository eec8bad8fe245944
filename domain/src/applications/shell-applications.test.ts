import { SHELL_APPLICATIONS, applicationsActiveAt } from './shell-applications';

describe('the shell applications', () => {
  it('are named as in the import map', () => {
    for (const application of SHELL_APPLICATIONS) {
      expect(application.name).toMatch(/^@betshell\/[a-z-]+$/);
    }
  });

  it('mount the header on the home page and on any other page', () => {
    expect(applicationsActiveAt('/').map((application) => application.name)).toContain(
      '@betshell/header',
    );
    expect(
      applicationsActiveAt('/office/account').map((application) => application.name),
    ).toContain('@betshell/header');
  });
});
