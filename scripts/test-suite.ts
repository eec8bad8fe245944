// `npm test`: every check and test of the repository, in lanes side by side that keep both cores
// busy, with each step's wall time and test counts printed at the end (test-suite/suite-steps.ts).
import { runSuite } from './test-suite/run-suite';
import { formatSuiteReport } from './test-suite/suite-report';
import { suiteLanes } from './test-suite/suite-steps';

async function main(): Promise<number> {
  const run = await runSuite(suiteLanes());
  console.log(`\n${formatSuiteReport(run.results, run.seconds)}`);
  return run.results.every((result) => result.outcome === 'passed') ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
