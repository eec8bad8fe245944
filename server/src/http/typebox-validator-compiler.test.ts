import { Type } from 'typebox';
import { typeboxValidatorCompiler } from './typebox-validator-compiler';

const Query = Type.Object({ force_refresh: Type.Optional(Type.Boolean()), page: Type.Integer() });

const validatorOf = (httpPart: string) =>
  typeboxValidatorCompiler({
    schema: Query,
    httpPart,
    method: 'GET',
    url: '/',
  }) as (value: unknown) => { value?: unknown; error?: unknown };

describe('the TypeBox validator of a route', () => {
  it('converts a query string the same way each time, giving each caller its own copy', () => {
    const validate = validatorOf('querystring');

    const first = validate({ force_refresh: 'true', page: '2' });
    (first.value as { page: number }).page = 99;
    const second = validate({ force_refresh: 'true', page: '2' });

    expect(second).toEqual({ value: { force_refresh: true, page: 2 } });
  });

  it('gives each caller its own copy of a query string with repeated names (a list) too', () => {
    const validate = typeboxValidatorCompiler({
      schema: Type.Object({ ids: Type.Array(Type.Integer()) }),
      httpPart: 'querystring',
      method: 'GET',
      url: '/',
    }) as (value: unknown) => { value?: { ids: number[] } };

    validate({ ids: ['1', '2'] }).value?.ids.push(99);
    const second = validate({ ids: ['1', '2'] });

    expect(second).toEqual({ value: { ids: [1, 2] } });
  });

  it('refuses a query string that does not convert, again when sent again', () => {
    const validate = validatorOf('querystring');

    const results = [validate({ page: 'two' }), validate({ page: 'two' })];

    for (const result of results) expect(result.error).toEqual([expect.anything()]);
  });

  it('checks a body as sent, without converting text', () => {
    const validate = validatorOf('body');

    expect(validate({ page: '2' }).error).toBeDefined();
    expect(validate({ page: 2 })).toEqual({ value: { page: 2 } });
  });
});
