// The operator's simple HTML (myAccountNotice, preDepartureInfo) through a strict allow-list,
// run by the server before the text leaves it, so the client ships no HTML parser. The parsing and
// the writing back are the sanitize-html library's (htmlparser2 underneath): the output is built
// from the tags it lets through plus escaped text, so nothing the input says can become markup we
// did not choose. The policy is ours:
// - allowed: p, br, strong, em, b, i, ul, ol, li, h3, h4, and a with an absolute http(s) or mailto
//   href (written back with rel="noopener noreferrer" target="_blank"); every other attribute goes
// - elements whose content is code, foreign markup or a form control are dropped with their
//   content; comments, doctypes and processing instructions are dropped
// - any other tag is removed but its text is kept (escaped)
import sanitize from 'sanitize-html';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a'];

const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'object',
  'embed',
  'applet',
  'template',
  'svg',
  'math',
  'select',
  'option',
  'frameset',
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
// Absolute links only: a relative or scheme-relative one would point into the portal or elsewhere.
const SAFE_URL = /^(?:https?:\/\/[^/]|mailto:[^\s])/i;

/**
 * A link target we allow, or null. The parser has already decoded character references; browsers
 * drop tabs and newlines anywhere in a URL and trim control characters, so all of them go before
 * the scheme is checked, and what is written back is this checked string.
 */
function safeHref(decoded: string | undefined): string | null {
  const url = (decoded ?? '').replace(CONTROL_CHARACTERS, '').trim();
  return SAFE_URL.test(url) ? url.replace(/ /g, '%20') : null;
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (_tagName, attribs): sanitize.Tag => {
      const href = safeHref(attribs.href);
      if (href === null) return { tagName: 'a', attribs: {} };
      return { tagName: 'a', attribs: { href, rel: 'noopener noreferrer', target: '_blank' } };
    },
  },
};

export function sanitizeOperatorHtml(input: string | null | undefined): string {
  if (!input) return '';
  return sanitize(input, OPTIONS);
}
