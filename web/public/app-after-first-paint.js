// Adds the app's code to a page whose first screen the server drew (server/src/plugins/defer-app-code.ts,
// docs/decisions/0221). The tags wait, inert, in <template id="app-code">; this deferred script runs
// once the HTML is parsed and the stylesheet is in, so the drawn screen can paint while the code
// downloads, instead of the code sharing the line with the stylesheet from the first byte.
(function () {
  var template = document.getElementById('app-code');
  if (!template) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var tags = template.content.querySelectorAll('link, script');
    for (var i = 0; i < tags.length; i++) {
      var copy = document.createElement(tags[i].tagName.toLowerCase());
      for (var j = 0; j < tags[i].attributes.length; j++) copy.setAttribute(tags[i].attributes[j].name, tags[i].attributes[j].value);
      document.head.appendChild(copy);
    }
  }
  function readStoredLanguage() {
    try {
      return localStorage.getItem('i18nextLng');
    } catch {
      return null; // storage blocked: the app falls back the same way
    }
  }
  // The server drew the screen in the language the request asked for (?lang, the language cookie,
  // Accept-Language), written in <html lang>. When the app will speak another (web/src/i18n
  // initialLanguage: ?lang, the stored choice, the browser's language), the drawing is taken away
  // rather than shown in the wrong language, and the app draws the page afresh (web/src/main.tsx).
  var stored = readStoredLanguage();
  var asked = /[?&]lang=(en|sw)(&|$)/.exec(location.search);
  var browser = (navigator.language || '').toLowerCase().indexOf('sw') === 0 ? 'sw' : 'en';
  var appLanguage = asked ? asked[1] : stored === 'en' || stored === 'sw' ? stored : browser;
  var root = document.getElementById('root');
  if (root && document.documentElement.lang !== appLanguage) root.textContent = '';
  // The code is asked for once the drawn screen has painted (the browser's first-contentful-paint
  // entry). Started at once, on a fast line the code could arrive and hydrate before the first paint
  // and hold it back: the largest paint then waited for 100 KB of JavaScript on slow 4G in some runs
  // and not in others. A browser without paint entries, or a hidden tab that paints nothing, starts
  // it after a second anyway.
  setTimeout(start, 1000);
  if (!root || !root.firstElementChild) return start();
  try {
    if (performance.getEntriesByName('first-contentful-paint').length) return start();
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
})();
