import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_FROM_BYTES } from './compression';
import { type SerializedBody, sendSerializedOnce } from './send-serialized-once';

interface Kept {
  readonly names: string[];
}

// An answer kept by a repository until its data changes, as the line's sections are.
const small: Kept = { names: ['Спартак'] };
const large: Kept = { names: Array.from({ length: 200 }, (_, index) => `Команда ${index}`) };

async function appKeeping(answers: Record<string, Kept>): Promise<FastifyInstance> {
  const app = Fastify();
  const bodies = new WeakMap<Kept, SerializedBody>();
  app.get<{ Params: { name: string } }>(
    '/kept/:name',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { names: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    (request, reply) => {
      // A route that varies on something of its own says so before sending.
      if (request.headers['x-varies'] !== undefined) void reply.header('vary', 'x-varies');
      return sendSerializedOnce(reply, answers[request.params.name]!, bodies);
    },
  );
  await app.ready();
  return app;
}

describe('sendSerializedOnce', () => {
  it('sends the kept object as JSON, and the same bytes again without serializing it again', async () => {
    const kept = { names: ['Зенит'] };
    const app = await appKeeping({ kept });
    const first = await app.inject('/kept/kept');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ names: ['Зенит'] });
    // The repository never changes a kept object; if it did, the answer would not see it.
    kept.names.push('ЦСКА');
    expect((await app.inject('/kept/kept')).json()).toEqual({ names: ['Зенит'] });
    await app.close();
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const app = await appKeeping({ small });
    const answer = await app.inject({
      url: '/kept/small',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual(small);
    await app.close();
  });

  it('compresses a large answer in brotli or gzip as the client accepts, and says it varies', async () => {
    const app = await appKeeping({ large });
    const plain = await app.inject('/kept/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(large);

    const br = await app.inject({
      url: '/kept/large',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await app.inject({
      url: '/kept/large',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const refused = await app.inject({
      url: '/kept/large',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
    await app.close();
  });

  it('adds Accept-Encoding to what the route already varies on, not over it', async () => {
    const app = await appKeeping({ large });
    const answer = await app.inject({ url: '/kept/large', headers: { 'x-varies': 'yes' } });
    expect(answer.headers.vary).toBe('x-varies, accept-encoding');
    await app.close();
  });
});
