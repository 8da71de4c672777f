// A strict allow-list sanitiser for the operator's simple HTML (myAccountNotice, preDepartureInfo),
// run by the server before the text leaves it. Pure string in, string out: no DOM, so it behaves the
// same in Node and in the browser.
//
// The output is built only from tags this module writes itself plus escaped text, so nothing the
// input says can become markup we did not choose:
// - allowed: p, br, strong, em, b, i, ul, ol, li, h3, h4, and a with an http(s) or mailto href
//   (written back with rel="noopener noreferrer" target="_blank"); every other attribute is dropped
// - script, style, iframe and the other elements whose content is code or foreign markup are
//   dropped together with their content; comments and doctypes are dropped
// - any other tag is removed but its text is kept (escaped); a '<' that starts no tag is escaped
// - tags are balanced: stray closers are dropped and open elements are closed at the end
const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a']);
const VOID = new Set(['br']);

// Raw-text elements: the browser ends them only at their own closing tag, whatever comes between.
const RAW_TEXT_DROPPED = new Set([
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
]);
// Dropped with their content too, counting nested elements of the same name.
const NESTED_DROPPED = new Set(['object', 'embed', 'applet', 'template', 'svg', 'math', 'select', 'frameset']);

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const SAFE_URL = /^(?:https?:\/\/[^/]|mailto:[^\s])/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  tab: '\t',
  newline: '\n',
  period: '.',
  lpar: '(',
  rpar: ')',
  equals: '=',
  num: '#',
  quest: '?',
};

const escapeText = (text: string) =>
  text.replace(/[<>"']|&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, (ch) => {
    switch (ch) {
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&#39;';
      default:
        return '&amp;';
    }
  });

const escapeAttribute = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const fromCodePoint = (code: number) =>
  code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';

/**
 * Character references in an attribute value, decoded the way a browser would before it reads the
 * URL (numeric ones even without ';'). Unknown named ones stay literal, and the value is written
 * back escaped, so the browser ends up with exactly the string that was checked.
 */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d+);?|#x([0-9a-f]+);?|([a-z][a-z0-9]*);)/gi, (match, dec, hex, name) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return NAMED_ENTITIES[String(name).toLowerCase()] ?? match;
  });
}

/**
 * A link target we allow, or null. Browsers drop tabs and newlines anywhere in a URL and trim
 * control characters, so all control characters go before the scheme is checked; what is written
 * back is this checked string, not the input.
 */
function safeHref(raw: string): string | null {
  const url = decodeAttribute(raw).replace(CONTROL_CHARACTERS, '').trim();
  if (!SAFE_URL.test(url)) return null;
  return url.replace(/ /g, '%20');
}

type Tag = { name: string; closing: boolean; attributes: Map<string, string>; end: number };

const NAME = /[a-zA-Z][^\s/>]*/y;
const ATTR_NAME = /[^\s"'>/=][^\s"'>/=]*/y;
const SPACE = /[\s/]*/y;
const EQUALS = /\s*=\s*/y;
const UNQUOTED = /[^\s>]*/y;

function matchAt(re: RegExp, input: string, at: number): string | null {
  re.lastIndex = at;
  const m = re.exec(input);
  return m ? m[0] : null;
}

/** Reads a start or end tag beginning at `at` (the '<'); null when the text there is not a tag. */
function readTag(input: string, at: number): Tag | null {
  let i = at + 1;
  const closing = input[i] === '/';
  if (closing) i += 1;
  const name = matchAt(NAME, input, i);
  if (!name) return null;
  i += name.length;
  const attributes = new Map<string, string>();
  for (;;) {
    i += matchAt(SPACE, input, i)?.length ?? 0;
    if (i >= input.length) return null; // unterminated: not a tag, so it is shown as text
    if (input[i] === '>') return { name: name.toLowerCase(), closing, attributes, end: i + 1 };
    const attr = matchAt(ATTR_NAME, input, i) ?? input[i] ?? '';
    i += attr.length;
    let value = '';
    const eq = matchAt(EQUALS, input, i);
    if (eq) {
      i += eq.length;
      const quote = input[i];
      if (quote === '"' || quote === "'") {
        const close = input.indexOf(quote, i + 1);
        if (close === -1) return null;
        value = input.slice(i + 1, close);
        i = close + 1;
      } else {
        value = matchAt(UNQUOTED, input, i) ?? '';
        i += value.length;
      }
    }
    const key = attr.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, value);
  }
}

/** Index just past the element's end when `name`'s content is dropped (the input's end if unclosed). */
function skipDropped(input: string, name: string, from: number): number {
  if (RAW_TEXT_DROPPED.has(name)) {
    if (name === 'plaintext') return input.length;
    const closer = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
    closer.lastIndex = from;
    const found = closer.exec(input);
    if (!found) return input.length;
    const end = input.indexOf('>', found.index);
    return end === -1 ? input.length : end + 1;
  }
  let depth = 1;
  let i = from;
  while (depth > 0) {
    const next = input.indexOf('<', i);
    if (next === -1) return input.length;
    const tag = readTag(input, next);
    if (!tag) {
      i = next + 1;
      continue;
    }
    if (tag.name === name) depth += tag.closing ? -1 : 1;
    i = tag.end;
  }
  return i;
}

function openTag(tag: Tag): string {
  if (tag.name !== 'a') return `<${tag.name}>`;
  const href = safeHref(tag.attributes.get('href') ?? '');
  return href === null ? '<a>' : `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">`;
}

export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return '';
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    if (input[lt + 1] === '!' || input[lt + 1] === '?') {
      const end = input.indexOf('>', lt);
      i = end === -1 ? input.length : end + 1;
      continue;
    }
    const tag = readTag(input, lt);
    if (!tag) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (!tag.closing && (RAW_TEXT_DROPPED.has(tag.name) || NESTED_DROPPED.has(tag.name))) {
      i = skipDropped(input, tag.name, i);
      continue;
    }
    if (!ALLOWED.has(tag.name)) continue;
    if (VOID.has(tag.name)) {
      if (!tag.closing) out += `<${tag.name}>`;
      continue;
    }
    if (!tag.closing) {
      out += openTag(tag);
      open.push(tag.name);
      continue;
    }
    const at = open.lastIndexOf(tag.name);
    if (at === -1) continue;
    while (open.length > at) out += `</${open.pop()}>`;
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
