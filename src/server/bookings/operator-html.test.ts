import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml as sanitizeHtml } from './operator-html.ts';

const LINK_ATTRS = 'rel="noopener noreferrer" target="_blank"';
const ALLOWED_ELEMENTS = new Set(['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a']);

type Node = DefaultTreeAdapterMap['childNode'];

/** Every node a browser would build from the output, read by a parser of the HTML standard. */
function* nodes(list: Node[]): Generator<Node> {
  for (const node of list) {
    yield node;
    if ('childNodes' in node) yield* nodes(node.childNodes);
  }
}

/**
 * Nothing a browser reads from the output is an element other than the allowed ones, carries an
 * attribute other than a link's, or links anywhere but to an absolute http(s) or mailto address.
 */
function expectInert(output: string) {
  for (const node of nodes(parseFragment(output).childNodes)) {
    expect(node.nodeName).not.toBe('#comment');
    if (!('tagName' in node)) continue;
    const name = node.tagName;
    const attrs = Object.fromEntries(node.attrs.map((a) => [a.name, a.value]));
    expect(ALLOWED_ELEMENTS).toContain(name);
    if (name !== 'a') {
      expect(attrs).toEqual({});
      continue;
    }
    if (Object.keys(attrs).length === 0) continue;
    expect(Object.keys(attrs).sort()).toEqual(['href', 'rel', 'target']);
    expect(attrs.href).toMatch(/^(https?:\/\/[^/]|mailto:\S)/i);
    expect(attrs.rel).toBe('noopener noreferrer');
    expect(attrs.target).toBe('_blank');
  }
}

describe('sanitizeHtml', () => {
  it('keeps the allowed simple HTML as it is', () => {
    const html =
      '<h3>Before you sail</h3><ul><li>Pack <strong>soft</strong> luggage</li><li><em>Sun</em> cream</li></ul><p>Line<br />two</p><ol><li><b>1</b> <i>x</i></li></ol><h4>End</h4>';
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
    expect(sanitizeHtml('<br/><BR />')).toBe('<br /><br />');
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

  it('escapes text and a lone <; character references come out as their characters', () => {
    // Quotes outside a tag are plain text to a browser: they stay as they are.
    expect(sanitizeHtml('5 < 6 & 7 > 3 "quoted" \'single\'')).toBe('5 &lt; 6 &amp; 7 &gt; 3 "quoted" \'single\'');
    expect(sanitizeHtml('&euro;8.00 &amp; &#8364; &#x20AC;')).toBe('€8.00 &amp; € €');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('a <3 b')).toBe('a &lt;3 b');
  });

  it('drops comments, doctypes and processing instructions, even unterminated ones', () => {
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(sanitizeHtml('<!DOCTYPE html><?xml version="1.0"?>x')).toBe('x');
    expect(sanitizeHtml('a<!-- never closed <p>b</p>')).toBe('a');
  });

  it('balances tags as a browser does: stray closers go, what is left open is closed', () => {
    // A stray </p> is an empty paragraph to a browser; a new <li> closes the open one.
    expect(sanitizeHtml('</div></p>x</li>')).toBe('<p></p>x');
    expect(sanitizeHtml('<ul><li>one<li>two')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeHtml('<p><strong>bold</p>after')).toBe('<p><strong>bold</strong></p>after');
  });

  it('makes no markup of unterminated or broken tags', () => {
    // A tag cut off by the end of the text is no tag to a browser either.
    expect(sanitizeHtml('<a href="https://x.example')).toBe('');
    expect(sanitizeHtml('<p')).not.toContain('<');
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

  // Link targets from the OWASP XSS filter evasion cheat sheet: scripts spelled with character
  // references (with and without ';', padded with zeros), whitespace and control characters inside
  // or before the scheme, mixed case, and schemes other than http(s) and mailto.
  it.each([
    'jav&#x09;ascript:alert(1)',
    'jav&#x0A;ascript:alert(1)',
    'jav&#x0D;ascript:alert(1)',
    'jav\rascript:alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    ' &#14;  javascript:alert(1)',
    '&#1;javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\u0000script:alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A alert(1)',
    'javascript&#x3A;alert(1)',
    'jAvAsCrIpT&colon;alert&lpar;1&rpar;',
    'javascript://%0Aalert(1)',
    "javascript:document.location='https://evil.example/'",
    '`javascript:alert(1)`',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'VBSCRIPT:msgbox(1)',
    'livescript:alert(1)',
    'file:///etc/passwd',
    '\\\\evil.example\\share',
    'http:/evil.example',
    'mailto:',
  ])('drops the evasive href %j', (href) => {
    expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  // Markup from the OWASP XSS filter evasion cheat sheet and its neighbours: event handlers,
  // script-bearing elements and attributes, style expressions, data: URLs, nested and malformed
  // tags, comments and conditional comments. None may leave anything a browser would run.
  it.each([
    '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
    "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
    `<IMG SRC="javascript:alert('XSS');">`,
    `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
    '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
    '<a onmouseover="alert(document.cookie)">xxs link</a>',
    '<a onmouseover=alert(document.cookie)>xxs link</a>',
    '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
    `<IMG SRC=# onmouseover="alert('xxs')">`,
    '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
    `<IMG SRC="jav\tascript:alert('XSS');">`,
    '<IMG SRC=java\u0000script:alert("XSS")>',
    '<SCRIPT/XSS SRC="https://evil.example/xss.js"></SCRIPT>',
    '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
    '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
    '<SCRIPT SRC=https://evil.example/xss.js?< B >',
    '<SCRIPT SRC=//evil.example/.j>',
    `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
    '<iframe src=https://evil.example/scriptlet.html <',
    '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
    `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
    `<BODY BACKGROUND="javascript:alert('XSS')">`,
    `<IMG DYNSRC="javascript:alert('XSS')">`,
    `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
    `<BGSOUND SRC="javascript:alert('XSS');">`,
    `<BR SIZE="&{alert('XSS')}">`,
    `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
    "<STYLE>@import'https://evil.example/xss.css';</STYLE>",
    '<META HTTP-EQUIV="Link" Content="<https://evil.example/xss.css>; REL=stylesheet">',
    '<STYLE>BODY{-moz-binding:url("https://evil.example/xssmoz.xml#xss")}</STYLE>',
    `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
    `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
    `exp/*<A STYLE='no\\xss:noxss("*//*");xss:ex/*XSS*//*/*/pression(alert("XSS"))'>`,
    `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
    `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
    `<XSS STYLE="xss:expression(alert('XSS'))">`,
    '<XSS STYLE="behavior: url(xss.htc);">',
    '<p style="width: expression(alert(1));">x</p>',
    '<strong style="background-image: url(&#1;javascript:alert(1))">x</strong>',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
    `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
    '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
    `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
    `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
    `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
    `<BASE HREF="javascript:alert('XSS');//">`,
    '<OBJECT TYPE="text/x-scriptlet" DATA="https://evil.example/scriptlet.html"></OBJECT>',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" type="image/svg+xml">',
    `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML>`,
    '<SCRIPT a=">" SRC="https://evil.example/xss.js"></SCRIPT>',
    '<SCRIPT =">" SRC="https://evil.example/xss.js"></SCRIPT>',
    `<SCRIPT "a='>'" SRC="https://evil.example/xss.js"></SCRIPT>`,
    '<SCRIPT a=`>` SRC="https://evil.example/xss.js"></SCRIPT>',
    '<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="https://evil.example/xss.js"></SCRIPT>',
    '<svg><script>alert(1)</script></svg>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
    '<math href="javascript:alert(1)">x</math>',
    '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<a href="https://ok.example/"onmouseover="alert(1)">x</a>',
    '<a href="https://ok.example" title="><script>alert(1)</script>">x</a>',
    '<p title="<img src=x onerror=alert(1)>">x</p>',
    '<p <script>alert(1)</script>>x</p>',
    '<<img src=x onerror=alert(1)>>',
    '<img src="x` `<script>alert(1)</script>"` `>',
    '<a href="https://ok.example"><a href="javascript:alert(1)">nested</a></a>',
    '<ul><li><script>alert(1)</li></ul><p>after</p>',
    '<!-- --!><img src=x onerror=alert(1)> -->',
    '<!--><script>alert(1)</script>-->',
    '<![CDATA[<img src=x onerror=alert(1)>]]>',
    '<? foo="><script>alert(1)</script>" ?>',
    '<!doctype html><img src=x onerror=alert(1)>',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<isindex action="javascript:alert(1)" type=image>',
    '<marquee onstart=alert(1)>x</marquee>',
    '<select><option><img src=x onerror=alert(1)></option></select>',
  ])('leaves nothing active in the evasion case %j', (payload) => {
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
