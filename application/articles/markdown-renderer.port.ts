/**
 * Turns an article's Markdown into what pages show. The HTML it answers is already sanitised:
 * the web client puts it into the page as it is.
 */
export abstract class MarkdownRenderer {
  /** HTML with no script, no event handler, no style, no `javascript:` address; links carry rel="noopener noreferrer". */
  abstract toHtml(markdown: string): string;
  /** The words alone, spaces collapsed, at most `maxLength` characters (an ellipsis marks a cut). */
  abstract toText(markdown: string, maxLength: number): string;
}
