import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { requestIdHook } from './request-id';
import { requestLogging } from './request-logging';

/** A bare server with the two hooks as the app adds them, writing its log lines into `lines`. */
async function loggedServer(lines: Array<Record<string, unknown>>): Promise<FastifyInstance> {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const fastify = Fastify();
  fastify.addHook('onRequest', requestIdHook());
  fastify.addHook('onRequest', requestLogging('info', destination));
  fastify.get('/*', () => ({ ok: true }));
  await fastify.ready();
  return fastify;
}

const logged = async (lines: Array<Record<string, unknown>>) => {
  // pino writes after the answer is finished.
  await new Promise((resolve) => setImmediate(resolve));
  return lines.map((line) => line.req as { id: string; url: string });
};

describe('Request log', () => {
  let lines: Array<Record<string, unknown>>;
  let fastify: FastifyInstance;

  beforeEach(async () => {
    lines = [];
    fastify = await loggedServer(lines);
  });
  afterEach(() => fastify.close());

  it('never writes a token of the address', async () => {
    await fastify.inject({ url: '/signup?token=secretTokenValue123&step=2' });
    await fastify.inject({ url: '/api/signup/check/active-link/secretTokenValue1234567' });
    await fastify.inject({ url: '/api/x?access_token=secretTokenValue123', headers: { authorization: 'Bearer secretTokenValue123' } });
    const requests = await logged(lines);
    expect(requests.map(({ url }) => url)).toEqual([
      '/signup?token=[redacted]&step=2',
      '/api/signup/check/active-link/[redacted]',
      '/api/x?access_token=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toContain('secretTokenValue');
  });

  it('keeps a client request id that is a short token, logs it and answers it', async () => {
    const response = await fastify.inject({ url: '/a', headers: { 'x-request-id': 'web:4f2a.9' } });
    expect(response.headers['x-request-id']).toBe('web:4f2a.9');
    expect((await logged(lines))[0].id).toBe('web:4f2a.9');
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'id with spaces'],
    ['a long value', 'a'.repeat(65)],
    ['a forged log field', 'x","level":60,"msg":"forged'],
  ])('makes a new request id in place of %s', async (_kind, given) => {
    const response = await fastify.inject({ url: '/a', headers: { 'x-request-id': given } });
    const id = response.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await logged(lines))[0].id).toBe(id);
  });
});
