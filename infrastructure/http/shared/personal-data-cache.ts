import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { REFRESH_COOKIE } from '../auth/refresh-cookie';

/**
 * API areas whose answers are about a person even when no credential comes with the request
 * (a mail link's address, the development mailbox), besides every area that needs one.
 */
const PERSONAL_AREAS = /^\/api\/(admin|lawyer|mypage|me|signup|login|logout|token|password|forgot|mail|withdraw|todo-list|todolist-news-unread|dev|property\/(edit|list|search_history|favorite))(\/|\?|$)/;

function carriesCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || (request.headers.cookie ?? '').includes(`${REFRESH_COOKIE}=`);
}

/**
 * `Cache-Control: no-store` on every API answer that may carry personal data: any request with
 * an access token or the refresh cookie, and every account, member, admin and lawyer area. Set
 * when the request arrives, so error answers carry it too; a route that knows its answer is
 * public (a published listing's photo) sets its own. Public listings and masters asked without
 * credentials stay cacheable.
 */
export function personalDataCache() {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const url = request.url;
    if ((url === '/api' || url.startsWith('/api/')) && (carriesCredentials(request) || PERSONAL_AREAS.test(url))) reply.header('Cache-Control', 'no-store');
    done();
  };
}
