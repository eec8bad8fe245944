import { devParcelInstructions } from './dev-parcel-instructions';

const served = {
  module: '@betshell/header',
  url: 'http://localhost:8500/header.js',
  site: 'http://127.0.0.1:8199',
};

describe('what dev:parcel prints once it serves a parcel', () => {
  it('gives the console line that overrides the parcel with the served file, on a line of its own', () => {
    expect(devParcelInstructions(served)).toContain(
      "  importMapOverrides.addOverride('@betshell/header', 'http://localhost:8500/header.js'); location.reload()",
    );
  });

  it("gives the ?imo= link on the running site's own address", () => {
    const link = devParcelInstructions(served).find((line) => line.includes('?imo='));

    expect(link?.trim()).toBe(
      `http://127.0.0.1:8199/ru/?imo=${encodeURIComponent(
        '{"imports":{"@betshell/header":"http://localhost:8500/header.js"}}',
      )}`,
    );
  });

  it('says how to go back to the deployed parcel', () => {
    expect(devParcelInstructions(served)).toContain(
      "  importMapOverrides.removeOverride('@betshell/header'); location.reload()",
    );
  });
});
