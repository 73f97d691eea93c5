import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { sanitiseColumnHtml } from './column-html.sanitiser';
import { MarkdownRenderer } from '../../application/articles/markdown-renderer.port';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/**
 * Markdown by markdown-it (CommonMark with tables and strikethrough, a line break where the admin
 * typed one, raw HTML shown as text), sanitised by sanitize-html.
 */
export class MarkdownItRenderer extends MarkdownRenderer {
  private readonly markdown = new MarkdownIt({ html: false, linkify: false, breaks: true });

  toHtml(markdown: string): string {
    const html = this.markdown.render(markdown);
    return sanitiseColumnHtml(html).trim();
  }

  toText(markdown: string, maxLength: number): string {
    const html = sanitizeHtml(this.toHtml(markdown).replace(/<\/(p|li|h\d|td|th|pre|blockquote)>|<br \/>/g, '$& '), { allowedTags: [], allowedAttributes: {} });
    const text = html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]).replace(/\s+/g, ' ').trim();
    const characters = [...text];
    return characters.length <= maxLength ? text : `${characters.slice(0, maxLength - 1).join('')}…`;
  }
}
