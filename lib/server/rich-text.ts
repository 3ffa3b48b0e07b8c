import 'server-only';
import sanitizeHtml from 'sanitize-html';

/** The HTML allowed in descriptions, measurements and blog posts: text formatting, lists, tables, links. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['scope', 'colspan'], td: ['colspan'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text as it may be stored and rendered: no script, styles, event handlers or foreign schemes. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
