/** What a page tells crawlers and link previews (LINE, X, Facebook) before any script runs. */
export interface PageHead {
  /** The whole `<title>`, site name included. */
  title: string;
  description: string;
  /** Absolute; null on the unknown page, which is no address of the site. */
  canonicalUrl: string | null;
  /** Absolute; the site's default picture when the page has none of its own. */
  imageUrl: string | null;
  ogType: 'website' | 'article';
  /** False for forms, personal screens and the unknown page. */
  indexable: boolean;
  /** A schema.org document, written into the page as JSON-LD. */
  jsonLd?: object;
}

export const SITE_NAME = 'いえとち直売所';

/** `page | いえとち直売所`, as the web's `pageTitle` writes it while the visitor moves around. */
export function pageTitle(page: string | null): string {
  return page ? `${page} | ${SITE_NAME}` : SITE_NAME;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` written as `\u003c`…, so no value can
 * close the element or open a comment; U+2028 and U+2029 likewise, for older parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The tags of `head`, one a line, every value escaped. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ja_JP'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.imageUrl ? [meta('name', 'twitter:image', head.imageUrl)] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`] : []),
  ];
  return tags.join('\n    ');
}

const BUILT_TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const BUILT_DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The built index.html with this page's tags: its own title and description give way, and the
 * rest goes at the end of `<head>`, after the charset and before nothing the page's scripts need.
 */
export function withHead(shell: string, head: PageHead): string {
  const stripped = shell.replace(BUILT_TITLE, '').replace(BUILT_DESCRIPTION, '');
  const end = stripped.search(/<\/head>/i);
  const tags = headTags(head);
  // Sliced, not String.replace: a `$&` in a listing's name stays as written.
  return end === -1 ? `${tags}\n${stripped}` : `${stripped.slice(0, end)}  ${tags}\n  ${stripped.slice(end)}`;
}
