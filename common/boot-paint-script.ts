// The boot paint's inline script (./boot-paint.ts says what it does). Not imported by the app: the build writes this
// exact text into index.html (vite.config.ts) and the server's CSP allows exactly this text by its hash
// (server/http/security-headers.ts).
import { BOOT_PAINT_CLASS, BOOT_PAINT_KEY_PREFIX, HOME_HASHES } from './boot-paint.ts';

/**
 * The inline script. Plain ES5 in a string: it runs before any module, and the server's CSP hashes its text. Only
 * the trading address of a language, on home's hash, with a kept copy, gets a paint; a blocked storage gets none.
 * The copy is HTML only the app writes under that key (shellSnapshot.ts, from its own DOM, whose server-driven
 * page went through sanitizeFragment), so it goes into the page as it was kept.
 */
export const BOOT_PAINT_SCRIPT = [
  '(function(){try{',
  'var m=/^\\/([a-z]{2})\\/trading\\/?$/.exec(location.pathname);',
  `if(!m||${JSON.stringify(HOME_HASHES)}.indexOf(location.hash)<0)return;`,
  `var copy=localStorage.getItem(${JSON.stringify(BOOT_PAINT_KEY_PREFIX)}+m[1]);`,
  "var root=document.getElementById('root');",
  'if(!copy||!root)return;',
  "var frame=document.createElement('div');",
  `frame.className=${JSON.stringify(BOOT_PAINT_CLASS)};`,
  "frame.setAttribute('inert','');",
  "frame.setAttribute('aria-hidden','true');",
  'frame.innerHTML=copy;',
  'root.replaceChildren(frame);',
  '}catch(e){}})();',
].join('');
