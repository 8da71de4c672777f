import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

const LINK_ATTRS = 'rel="noopener noreferrer" target="_blank"';

/** Nothing in the output may start an element other than the allowed ones, or carry an event handler. */
function expectInert(output: string) {
  const tags = output.match(/<\/?([a-z0-9]+)[^>]*>/gi) ?? [];
  for (const tag of tags) {
    expect(tag).toMatch(
      /^<\/?(p|br|strong|em|b|i|ul|ol|li|h3|h4|a)( href="[^"]*" rel="noopener noreferrer" target="_blank")?>$/,
    );
  }
  expect(output).not.toMatch(/<(script|style|iframe|img|svg|object|embed|form|input|base|meta|link)/i);
  expect(output).not.toMatch(/href="\s*(javascript|data|vbscript)/i);
}

describe('sanitizeHtml', () => {
  it('keeps the allowed simple HTML as it is', () => {
    const html =
      '<h3>Before you sail</h3><ul><li>Pack <strong>soft</strong> luggage</li><li><em>Sun</em> cream</li></ul><p>Line<br>two</p><ol><li><b>1</b> <i>x</i></li></ol><h4>End</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('answers an empty string for null, undefined and empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('lowercases tag names and drops every attribute of allowed tags but a safe href', () => {
    expect(sanitizeHtml('<P class="x" style="color:red" onclick="alert(1)">Hi</P>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<strong id=a onmouseover=alert(1)>b</strong>')).toBe('<strong>b</strong>');
    expect(sanitizeHtml('<br/><BR />')).toBe('<br><br>');
  });

  it('writes links with rel and target, for http, https and mailto only', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" onclick="x()">Go</a>')).toBe(
      `<a href="https://example.com/a?b=1&amp;c=2" ${LINK_ATTRS}>Go</a>`,
    );
    expect(sanitizeHtml("<a href='http://example.com'>x</a>")).toBe(`<a href="http://example.com" ${LINK_ATTRS}>x</a>`);
    expect(sanitizeHtml('<a href=mailto:team@example.com>Mail</a>')).toBe(
      `<a href="mailto:team@example.com" ${LINK_ATTRS}>Mail</a>`,
    );
    expect(sanitizeHtml('<a href="HTTPS://EXAMPLE.COM" target="_self" rel="opener">x</a>')).toBe(
      `<a href="HTTPS://EXAMPLE.COM" ${LINK_ATTRS}>x</a>`,
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x09;script:alert(1)',
    'java&#10;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '/relative/path',
    'https:evil',
    '',
  ])('drops the href %j', (href) => {
    const out = sanitizeHtml(`<a href="${href}">x</a>`);
    expect(out).toBe('<a>x</a>');
  });

  it('checks the decoded link and writes back exactly what it checked', () => {
    expect(sanitizeHtml('<a href="&#104;ttps://example.com/?q=&lt;x&gt;">x</a>')).toBe(
      `<a href="https://example.com/?q=&lt;x&gt;" ${LINK_ATTRS}>x</a>`,
    );
    expect(sanitizeHtml('<a href="https://example.com/&quot; onclick=&quot;alert(1)">x</a>')).toBe(
      `<a href="https://example.com/&quot;%20onclick=&quot;alert(1)" ${LINK_ATTRS}>x</a>`,
    );
    expect(sanitizeHtml('<a href="https://example.com/a b">x</a>')).toBe(
      `<a href="https://example.com/a%20b" ${LINK_ATTRS}>x</a>`,
    );
  });

  it('drops script, style and iframe together with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">document.cookie</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<style>body{display:none}</style>ok')).toBe('ok');
    expect(sanitizeHtml('<iframe src="https://evil.example"><p>fallback</p></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<script>var s = "</p><b>"; alert(1)</script>ok')).toBe('ok');
    expect(sanitizeHtml('before<script>alert(1)')).toBe('before');
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>ok')).not.toMatch(
      /<img/,
    );
  });

  it('drops nested foreign content (svg, math, object, template) with its content', () => {
    expect(sanitizeHtml('<svg><svg onload=alert(1)></svg><a href="javascript:x">y</a></svg>z')).toBe('z');
    expect(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok')).toBe('ok');
    expect(sanitizeHtml('<object data="javascript:alert(1)"></object>ok')).toBe('ok');
    expect(sanitizeHtml('<template><script>alert(1)</script></template>ok')).toBe('ok');
  });

  it('removes other tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<div class="notice"><span>Hello</span> <u>there</u></div>')).toBe('Hello there');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>after')).toBe('after');
    expect(sanitizeHtml('<body onload=alert(1)>x</body>')).toBe('x');
    expect(sanitizeHtml('<form action="https://evil"><input name=a value="<b>"></form>')).toBe('');
  });

  it('escapes text, a lone < and quotes, but keeps character references', () => {
    expect(sanitizeHtml('5 < 6 & 7 > 3 "quoted" \'single\'')).toBe(
      '5 &lt; 6 &amp; 7 &gt; 3 &quot;quoted&quot; &#39;single&#39;',
    );
    expect(sanitizeHtml('&euro;8.00 &amp; &#8364; &#x20AC;')).toBe('&euro;8.00 &amp; &#8364; &#x20AC;');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('a <3 b')).toBe('a &lt;3 b');
  });

  it('drops comments, doctypes and processing instructions, even unterminated ones', () => {
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(sanitizeHtml('<!DOCTYPE html><?xml version="1.0"?>x')).toBe('x');
    expect(sanitizeHtml('a<!-- never closed <p>b</p>')).toBe('a');
  });

  it('balances tags: drops stray closers and closes what is left open', () => {
    expect(sanitizeHtml('</div></p>x</li>')).toBe('x');
    expect(sanitizeHtml('<ul><li>one<li>two')).toBe('<ul><li>one<li>two</li></li></ul>');
    expect(sanitizeHtml('<p><strong>bold</p>after')).toBe('<p><strong>bold</strong></p>after');
  });

  it('treats unterminated or broken tags as text', () => {
    expect(sanitizeHtml('<a href="https://x.example')).toBe('&lt;a href=&quot;https://x.example');
    expect(sanitizeHtml('<p')).toBe('&lt;p');
    // As in a browser, the tag's name runs to the first space or '>': 'scr<script' is an unknown tag.
    expect(sanitizeHtml('<scr<script>alert(1)</script>ipt>alert(2)')).toBe('alert(1)ipt&gt;alert(2)');
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<body onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href=javascript:alert(1)>x</a>',
    '<a href="jav&#x0A;ascript:alert(1)">x</a>',
    '<iframe srcdoc="<script>alert(1)</script>">',
    '<p onclick="alert(1)">x</p>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '"><script>alert(1)</script>',
    "'><img src=x onerror=alert(1)>",
    '<<script>script>alert(1)<</script>/script>',
    '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
    '<a href="https://ok.example" onmouseover="alert(1)"">x</a>',
    '<a\thref="javascript:alert(1)">x</a>',
    '<a href = "javascript:alert(1)">x</a>',
    '<a href="https://ok.example" href="javascript:alert(1)">x</a>',
    '<a href="javascript:alert(1)" href="https://ok.example">x</a>',
    '<p/onclick=alert(1)>x</p>',
    '<strong/style=x:expression(alert(1))>x</strong>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="javascript:/">',
    '<link rel=stylesheet href="https://evil.example/x.css">',
    '<details open ontoggle=alert(1)>',
    '<input autofocus onfocus=alert(1)>',
    '<video><source onerror=alert(1)>',
    '<textarea></textarea><script>alert(1)</script>',
    '<title></title><img src=x onerror=alert(1)>',
    '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
    '<plaintext><script>alert(1)</script>',
    '<!--><img src=x onerror=alert(1)>-->',
  ])('leaves nothing active in %j', (payload) => {
    expectInert(sanitizeHtml(payload));
  });

  it('is stable: sanitising its own output changes nothing', () => {
    const inputs = [
      '<p>Tax: <strong>€8</strong> &amp; more <a href="https://x.example/?a=1&b=2">link</a></p>',
      '<ul><li>one<li>two',
      'a < b & c > d',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });
});
