import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** A client's id is kept only as a short token: it goes into logs and events, so no spaces, markup or line breaks. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The client's `X-Request-Id` when it is a short token, otherwise a new one. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

type RequestWithId = IncomingMessage & { id?: unknown };

/** The id given to the request by `requestIdHook`, if it ran. */
export function requestIdOf(request: IncomingMessage): string | undefined {
  const id = (request as RequestWithId).id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Gives every request its id, whether or not requests are logged: answered as `X-Request-Id`,
 * written on the log line and recorded with the events the request writes.
 */
export function requestIdHook() {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const id = requestIdFor(request.headers['x-request-id']);
    (request.raw as RequestWithId).id = id;
    reply.header('X-Request-Id', id);
    done();
  };
}
