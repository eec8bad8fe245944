// Lints code as if it stood at a given path, with the repository's own config, and prints the
// rule ids that fired. Only the boundary rules run, without type information, so a probe file
// need not exist. Input (stdin): [{ "filePath": "...", "code": "..." }]. Used by the boundary tests.
import { ESLint } from 'eslint';
import { text } from 'node:stream/consumers';

const probes = JSON.parse(await text(process.stdin));
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => /^(@typescript-eslint\/)?no-restricted-/.test(ruleId),
});
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.filePath });
  results.push((result?.messages ?? []).map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(results));
