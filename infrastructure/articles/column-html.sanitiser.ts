import sanitizeHtml from 'sanitize-html';
import { CONTENT_IMAGE_PATH_PREFIX } from '../../application/content-images/content-image';

/**
 * Only what Markdown itself makes. markdown-it is asked to escape raw HTML written into the
 * Markdown, and this list is the second wall: tags and attributes not named here are dropped,
 * with their content for `script`, `style` and the like.
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'loading'],
    code: ['class'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // A column's headings sit under the page's own h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', ...(external ? { target: '_blank' } : {}) } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Pictures come only from the site's own uploads: no tracking pixel, no mixed content, no other site's bandwidth.
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(CONTENT_IMAGE_PATH_PREFIX),
};

/** HTML a column may put into a page, whatever HTML it is given. */
export function sanitiseColumnHtml(html: string): string {
  return sanitizeHtml(html, RULES);
}
