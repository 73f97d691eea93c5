import { Readable } from 'node:stream';
import { NotFoundException } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicListingsService } from '../../../application/properties/public-listings.service';
import { escapeHtml } from './page-head';
import { PAGE_ROUTES } from './page-routes';

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_FILE_SIZE = 50_000;
/** Listings read from the read model at a time while a sitemap file is written. */
export const SITEMAP_READ_CHUNK = 1_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Areas behind a sign-in and the API: nothing there is for a search engine. */
export const DISALLOWED_PATHS = ['/mypage', '/admin', '/lawyer', '/api'] as const;
/** Listing photos are under /api, and link previews (X among them) fetch them only where robots.txt allows. */
const ALLOWED_UNDER_API = '/api/property/image/';

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', `Allow: ${ALLOWED_UNDER_API}`, ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const url = (loc: string, lastmod?: string) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>\n`;

/**
 * `robots.txt` and the sitemaps: `/sitemap.xml` is an index of `/sitemap-pages.xml` (the fixed
 * pages and every list page with listings) and `/sitemap-listings.xml?page=N`, each of those
 * holding up to 50,000 listings, written as they are read, 1,000 at a time, so a file of any size
 * costs the server the same memory.
 */
export function serveCrawlerFiles(
  fastify: FastifyInstance,
  listings: Pick<PublicListingsService, 'searchableCount' | 'searchableListings' | 'topPage'>,
  publicUrl: string,
  sizes: { file: number; chunk: number } = { file: SITEMAP_FILE_SIZE, chunk: SITEMAP_READ_CHUNK },
): void {
  const fixedPages = [
    ...PAGE_ROUTES.filter((route) => route.page.kind === 'static' && route.page.indexable && !route.path.includes(':')).map((route) => route.path),
    '/property/search',
  ];

  const send = (reply: FastifyReply, type: string, body: string | Readable) =>
    reply.type(type).header('Cache-Control', 'public, max-age=3600').send(body);

  fastify.get('/robots.txt', (_request: FastifyRequest, reply: FastifyReply) => send(reply, 'text/plain; charset=utf-8', robotsTxt(publicUrl)));

  fastify.get('/sitemap.xml', async (_request: FastifyRequest, reply: FastifyReply) => {
    const files = Math.ceil((await listings.searchableCount()) / sizes.file);
    const entries = [`${publicUrl}/sitemap-pages.xml`, ...Array.from({ length: files }, (_, index) => `${publicUrl}/sitemap-listings.xml?page=${index + 1}`)];
    const body = `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
    return send(reply, 'application/xml; charset=utf-8', body);
  });

  fastify.get('/sitemap-pages.xml', async (_request: FastifyRequest, reply: FastifyReply) => {
    const top = await listings.topPage();
    const listPages = [
      ...top.regions.flatMap((region) =>
        region.count > 0
          ? [
              `/list/${encodeURIComponent(region.name_en)}`,
              ...region.prefectures.filter((prefecture) => prefecture.count > 0).map((prefecture) => `/list/${encodeURIComponent(region.name_en)}/${encodeURIComponent(prefecture.name_en)}`),
            ]
          : [],
      ),
      ...top.hashtags.filter((hashtag) => hashtag.count > 0).map((hashtag) => `/list/Tag${hashtag.id}`),
      ...top.grounds.filter((ground) => ground.count > 0).map((ground) => `/list/Landmark${ground.id}`),
    ];
    const body = `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${[...fixedPages, ...listPages].map((path) => url(`${publicUrl}${path}`)).join('')}</urlset>\n`;
    return send(reply, 'application/xml; charset=utf-8', body);
  });

  fastify.get('/sitemap-listings.xml', async (request: FastifyRequest, reply: FastifyReply) => {
    const page = Number((request.query as Record<string, unknown>).page ?? 1);
    const total = await listings.searchableCount();
    if (!Number.isInteger(page) || page < 1 || (page - 1) * sizes.file >= Math.max(total, 1)) throw new NotFoundException();
    const first = (page - 1) * sizes.file;
    async function* lines(): AsyncGenerator<string> {
      yield `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n`;
      for (let offset = first; offset < first + sizes.file; offset += sizes.chunk) {
        const chunk = await listings.searchableListings(offset, Math.min(sizes.chunk, first + sizes.file - offset));
        yield chunk.map((listing) => url(`${publicUrl}/property/detail/${encodeURIComponent(listing.id)}`, listing.updated_at)).join('');
        if (chunk.length < sizes.chunk) break;
      }
      yield '</urlset>\n';
    }
    return send(reply, 'application/xml; charset=utf-8', Readable.from(lines()));
  });
}
