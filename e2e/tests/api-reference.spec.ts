import { expect, test } from '../fixtures';
import { ApiReferencePage } from '../pages/api-reference-page';

/**
 * The reference is made from the routes' own schemas (server/src/http/api-docs-plugin.ts); here
 * a browser renders it from this server alone, under the page's Content-Security-Policy.
 */
test('the API reference lists the token call and opens it on its parameters and answers', async ({
  page,
}) => {
  // swagger-ui reads the whole reference and renders every route of the API before the first one
  // opens: on the loaded 2-core machine that took longer than a journey's 30 s (and the title
  // longer than an expectation's 10 s), twice in a row.
  test.slow();
  const reference = new ApiReferencePage(page);
  await reference.open();

  await expect(reference.title).toContainText('betshell platform API', { timeout: 30_000 });
  await expect(reference.tag('ops-api')).toBeVisible();
  const token = reference.operation('GET', '/web-api/user/gettoken');
  await expect(token).toBeVisible();
  await reference.expand(token);

  await expect(reference.parameter(token, 'force_refresh')).toBeVisible();
  await expect(reference.response(token, '200')).toContainText('"token": "string"');
  await expect(reference.response(token, '401')).toBeVisible();
  expect(reference.problems).toEqual([]);
});
