// Classic XSS payloads (OWASP filter-evasion cheat sheet, PortSwigger's list). Each one, if it ever runs,
// calls `alert`, `xss` or `fetch` — all three are hooked in the browser, so execution is detected.
export const XSS_CORPUS: readonly string[] = [
  '<script>alert(1)</script>',
  '<script>xss("script")</script>',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror="xss(\'img\')">',
  '<svg onload=alert(1)>',
  '<svg><script>xss("svg-script")</script></svg>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=xss('quote')>",
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>parent.xss(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=xss("audio")>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<marquee onstart=alert(1)>x</marquee>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<img src="x" onerror="&#97;&#108;&#101;&#114;&#116;(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '{{constructor.constructor("alert(1)")()}}',
  'javascript:alert(1)',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
];

/** Short payloads that fit a user name (2-16 characters). */
export const XSS_NAMES: readonly string[] = [
  '<b>粗体</b>',
  '<svg/onload=1>',
  '"><img src=x>',
  "'-alert(1)-'",
  '<i onclick=x>',
  '{{7*7}}',
  '<script>',
  '&lt;b&gt;',
];

/** Script installed before any page script: hooks every way a payload could announce itself. */
export const XSS_HOOK = `
  window.__xssHits = [];
  window.__cspViolations = [];
  const hit = (how) => (...args) => { window.__xssHits.push(how + '(' + args.map(String).join(',') + ')'); };
  window.alert = hit('alert');
  window.confirm = hit('confirm');
  window.prompt = hit('prompt');
  window.xss = hit('xss');
  // Only violations raised by an element of the live page count: a sanitizer (DOMPurify) parsing hostile
  // HTML in an inert DOMParser document makes Chromium report the handlers it sees there against the
  // document itself, and nothing runs.
  document.addEventListener('securitypolicyviolation', (e) => {
    const node = e.target;
    const live = node && node !== document && node.ownerDocument === document;
    if (live) window.__cspViolations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || ''));
  });
`;

/** Markup that must never survive cleaning: executable tags, inline handlers, script URLs in attributes. */
export const DANGEROUS_MARKUP =
  /<(?:script|iframe|object|embed|meta|base|form|style|template|noscript)\b|<[^>]*\son[a-z]+\s*=|<[^>]*\b(?:href|src|action|data|formaction)\s*=\s*["']?\s*(?:java|vb)script:|\bsrcdoc\s*=/i;
