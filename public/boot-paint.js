// A repeat visit of the trading home paints the last home this device showed before the app's modules have run:
// the copy src/app/trading/shellSnapshot.ts keeps in localStorage goes into #root, inert (nothing in it can be
// used until the app is up), and React's first render replaces it. A classic script at the end of <body>, so the
// copy is in the document before its first paint. Any other screen, language or a missing copy: the HTML boot card.
(function paintLastHome() {
  try {
    var path = /^\/([a-z]{2})\/trading\/?$/.exec(location.pathname);
    var hash = location.hash;
    if (!path || (hash !== '' && hash !== '#/' && hash !== '#/home')) return;
    var copy = localStorage.getItem('paint:shell/trading-home/' + path[1]);
    var root = document.getElementById('root');
    if (!copy || !root) return;
    var frame = document.createElement('div');
    frame.className = 'boot-paint';
    frame.inert = true;
    frame.setAttribute('aria-hidden', 'true');
    frame.innerHTML = copy;
    root.replaceChildren(frame);
  } catch (error) {
    // Storage blocked or a broken copy: the boot card stays, the app starts as on a first visit.
  }
})();
