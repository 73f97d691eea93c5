import { Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { UnsupportedMediaTypeException } from '../shared/unsupported-media-type.exception';

export const JSON_ONLY_MESSAGE = 'この操作は JSON 形式（Content-Type: application/json）で送信してください。フォームの送信は受け付けていません。';

/**
 * Sign-in takes JSON only. A cross-site page can post a form (urlencoded, multipart, text/plain)
 * without a CORS preflight, and so sign a victim's browser into the attacker's account (login
 * CSRF); a JSON body cannot be sent that way, so refusing everything else closes it.
 */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const contentType = context.switchToHttp().getRequest<FastifyRequest>().headers['content-type'] ?? '';
    const mediaType = contentType.split(';')[0].trim().toLowerCase();
    if (mediaType !== 'application/json') throw new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE);
    return true;
  }
}

/** The endpoint's body must be `application/json` (415 otherwise). */
export const JsonOnly = () => UseGuards(JsonOnlyGuard);
