import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { pinoHttp } from 'pino-http';
import { loggedUrl } from './logged-url';
import { requestIdFor, requestIdOf } from './request-id';

/**
 * One structured line per request: method, path, status, time, request id. Credentials never
 * appear: authorization and cookie headers are redacted, tokens in the address are replaced
 * (`loggedUrl`), bodies are not logged. An `onRequest` hook after `requestIdHook`, whose id it
 * logs. `destination` is standard output unless given.
 */
export function requestLogging(level: string, destination?: DestinationStream) {
  const options = {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
  };
  const logger = destination ? pino(options, destination) : pino(options);
  const log = pinoHttp({
    logger,
    genReqId: (request: IncomingMessage) => requestIdOf(request) ?? requestIdFor(request.headers['x-request-id']),
    customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (request: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: request.id,
        method: request.method,
        url: loggedUrl(request.url),
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
