/*
 * Starts the site's JavaScript when the reader first interacts with the page, not at load.
 *
 * Every page is complete HTML: it reads, scrolls and links to other pages without JavaScript. The
 * app (React hydration: about 150 ms of main-thread work on a fast laptop, several times that on a
 * phone) is needed only for the controls: search, menus, tabs, copy buttons, sign-in, the chat.
 * So the build's <script> tags are replaced by this inline script (config/start/ssrTemplate.ts),
 * which:
 *   - starts the app at the first pointer, key, focus or wheel event, and at once on pages that
 *     need it to show the right thing (the sign-in callback, the search page, a query string, a
 *     signed-in session);
 *   - fetches the app's scripts into the cache once the page has loaded and painted (not on data
 *     saver or 2G), so starting later costs no download;
 *   - holds a control the reader activated before the app was ready (a button, tab, switch or menu
 *     item, or the Ctrl/Cmd+K and "/" search shortcuts) and replays it once React has hydrated.
 *     Links are left alone: before the app runs they navigate as plain links.
 *
 * Plain ES2019 and no dependencies: it runs before the body is parsed, in every browser the site
 * supports. The script element carries the script URLs (data-scripts) and the base URL
 * (data-base-url).
 */
(function () {
  var script = document.currentScript;
  var root = document.documentElement;
  var sources = (script.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var baseUrl = script.getAttribute('data-base-url') || '/';
  var triggers = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  var listenerOptions = { capture: true, passive: true };
  var controls = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], summary';
  var started = false;
  var pendingControl = null;
  var pendingKey = null;

  function isReady() {
    return root.getAttribute('data-has-hydrated') === 'true';
  }

  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) {
      removeEventListener(type, start, listenerOptions);
    });
    // Like the deferred scripts they replace, they must not run before the page is parsed (React
    // needs its container), and inserted scripts run as soon as they arrive.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', insertScripts);
    else insertScripts();
  }

  function insertScripts() {
    sources.forEach(function (source) {
      var element = document.createElement('script');
      element.src = source;
      // Inserted scripts run in insertion order only when async is off.
      element.async = false;
      document.head.appendChild(element);
    });
  }

  function needsAppNow() {
    var path = location.pathname.slice(baseUrl.length - 1).replace(/\/$/, '');
    if (location.search || path === '/callback' || path === '/search') return true;
    try {
      for (var index = 0; index < sessionStorage.length; index += 1) {
        if (/^oidc\.user:/.test(sessionStorage.key(index) || '')) return true;
      }
    } catch {
      // Storage disabled: no session to show.
    }
    return false;
  }

  /** The element's position as child indexes from <body>, to find it again if React replaced it. */
  function pathOf(element) {
    var path = [];
    for (var node = element; node && node !== document.body; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement ? node.parentElement.children : [], node));
    }
    return path;
  }

  function elementAt(path) {
    var node = document.body;
    for (var index = 0; node && index < path.length; index += 1) node = node.children[path[index]];
    return node || null;
  }

  function hold(element) {
    pendingControl = { element: element, path: pathOf(element) };
    start();
  }

  function replay() {
    var control = pendingControl;
    var key = pendingKey;
    pendingControl = null;
    pendingKey = null;
    if (control) {
      var element = control.element.isConnected ? control.element : elementAt(control.path);
      if (element && element.matches(controls)) element.click();
    }
    if (key) document.body.dispatchEvent(new KeyboardEvent('keydown', key));
  }

  // Until the app runs, the page follows a colour mode chosen in another tab, as the app would.
  addEventListener('storage', function (event) {
    if (isReady() || event.key !== 'theme' || !/^(light|dark)$/.test(event.newValue || '')) return;
    root.setAttribute('data-theme', event.newValue);
    root.setAttribute('data-theme-choice', event.newValue);
  });

  if (sources.length === 0) return;
  if (needsAppNow()) {
    start();
    return;
  }

  triggers.forEach(function (type) {
    addEventListener(type, start, listenerOptions);
  });

  addEventListener(
    'click',
    function (event) {
      if (isReady()) return;
      var element = event.target instanceof Element ? event.target.closest(controls) : null;
      if (!element) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(element);
    },
    true,
  );

  // A disabled control gets no click (the colour-mode switch is disabled until the app runs).
  addEventListener(
    'pointerup',
    function (event) {
      if (isReady()) return;
      var element = event.target instanceof Element ? event.target.closest(controls) : null;
      if (element && element.disabled) hold(element);
    },
    true,
  );

  addEventListener(
    'keydown',
    function (event) {
      if (isReady()) return;
      var key = (event.key || '').toLowerCase();
      var target = event.target;
      var typing =
        target instanceof Element && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable);
      if (((event.ctrlKey || event.metaKey) && key === 'k') || (key === '/' && !typing)) {
        event.preventDefault();
        pendingKey = {
          key: event.key,
          code: event.code,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          bubbles: true,
          cancelable: true,
        };
      }
    },
    true,
  );

  new MutationObserver(function (records, observer) {
    if (!isReady()) return;
    observer.disconnect();
    // After the effects of the first render (controls enable themselves in effects).
    setTimeout(replay, 0);
  }).observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });

  var prefetched = false;
  function prefetch() {
    if (started || prefetched) return;
    prefetched = true;
    var connection = navigator.connection;
    if (connection && (connection.saveData || /2g/.test(connection.effectiveType || ''))) return;
    sources.forEach(function (source) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.href = source;
      document.head.appendChild(link);
    });
  }

  // After load and after the next frame is painted, when the browser is idle: the download must
  // not compete with the page's own first paint on a slow connection.
  addEventListener('load', function () {
    requestAnimationFrame(function () {
      setTimeout(function () {
        if (window.requestIdleCallback) requestIdleCallback(prefetch, { timeout: 2000 });
        else prefetch();
      }, 0);
    });
  });
})();
