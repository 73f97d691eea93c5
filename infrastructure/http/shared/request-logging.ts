import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import pino from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * One structured line per request: method, path, status, time, request id. Credentials never
 * appear: authorization and cookie headers are redacted, bodies are not logged. An `onRequest`
 * hook; the id it gives the request is answered as `X-Request-Id` and recorded with the events.
 */
export function requestLogging(level: string) {
  const logger = pino({
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
  });
  const log = pinoHttp({
    logger,
    genReqId: (request: IncomingMessage, response: ServerResponse) => {
      const given = request.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
      response.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (request: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
        remote: request.remoteAddress,
      }),
      res: (response: { statusCode: number }) => ({ status: response.statusCode }),
    },
    autoLogging: { ignore: (request) => request.url === '/api/health' },
  });
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    log(request.raw, reply.raw);
    done();
  };
}
