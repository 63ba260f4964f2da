// An XSS corpus for the html widget's sanitiser (sanitize.ts), run in Chromium by
// sanitize.browser.test.ts.
// Hostile payloads (OWASP XSS filter evasion cheat sheet and DOMPurify's own test corpus): none may
// leave a script, an event handler, a javascript:/vbscript:/data: address, a form or a frame.
export const PAYLOADS = [
  '<script>window.__hdXss = 1</script><p>after</p>',
  '<img src=x onerror="window.__hdXss = 1">',
  '<svg onload="window.__hdXss = 1"><circle r="1"/></svg>',
  '<a href="javascript:window.__hdXss = 1">click</a>',
  '<a href=" JaVaScRiPt:window.__hdXss=1">spaced</a>',
  '<a href="java&#x09;script:window.__hdXss=1">tab entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">entities</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="javascript:window.__hdXss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__hdXss=1</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<body onload="window.__hdXss=1">body</body>',
  '<div onclick="window.__hdXss=1" onmouseover="alert(1)">hover</div>',
  '<details open ontoggle="window.__hdXss=1">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<style>@import "javascript:alert(1)";</style><p style="background:url(javascript:alert(1))">styled</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//"><a href="/x">rel</a>',
  '<img src="javascript:alert(1)"><img srcset="javascript:alert(1) 1x">',
  '<svg><a xlink:href="javascript:alert(1)"><text>svg link</text></a></svg>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '"><script>alert(1)</script>',
  '<input autofocus onfocus="alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  '<template><script>alert(1)</script></template>',
  '<a href="#" onclick="alert(1)" data-x="1">data attr</a>',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
];

