// The server rendering's sanitizer of rich text, handed to the components through the render's context
// (lib/server-rendering.tsx): DOMPurify needs a browser's DOM and, without one, hands its input back
// untouched. The browser keeps the HTML the server rendered when it hydrates, so this one must be as strict as DOMPurify.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** Server-authored rich text with scripts, handlers and unknown tags removed. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
