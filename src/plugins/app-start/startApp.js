/*
 * Starts the site's JavaScript once the page is on screen, or at the reader's first interaction if
 * that comes sooner. See README.md in this folder.
 *
 * Every page is complete HTML: it reads, scrolls and links to other pages without JavaScript. The
 * app (React hydration) is needed only for the controls: search, menus, tabs, copy buttons,
 * sign-in, the chat. The build's deferred <script> tags, which run the app before the first paint
 * can settle, are replaced by this inline script (ssrTemplate.ts), which:
 *   - fetches the app's scripts at once, beside the page (as the deferred scripts would be), and
 *     runs them once the parsed page has painted (on data saver or 2G: fetches and runs them only
 *     at the reader's first interaction), at the first pointer, key, focus or wheel event if that
 *     comes first, and at once on pages that need it to show the right thing (the sign-in
 *     callback, the search page, a query string, a signed-in session);
 *   - holds a control of the served page that the reader activated before React began to hydrate
 *     (a button, tab, switch or menu item) and replays it once React has hydrated; from then on
 *     React takes the click itself, as on stock Docusaurus. A disabled control and the search
 *     shortcuts are held until the app is ready. Links are left alone: before the app runs they
 *     navigate as plain links. Controls React rendered itself (the crash page's "Try again") are
 *     never held.
 *
 * Plain ES2019 and no dependencies: it runs before the body is parsed, in every browser the site
 * supports. The script element carries what it depends on as data attributes, written by
 * ssrTemplate.ts from the modules that own them: the script URLs, the base URL, the paths that
 * start at once, the session storage key prefix, the colour-mode storage key and the search keys.
 */
(function () {
  var script = document.currentScript;
  var root = document.documentElement;
  var data = function (name) {
    return (script.getAttribute('data-' + name) || '').split(' ').filter(Boolean);
  };
  var sources = data('scripts');
  var baseUrl = data('base-url')[0] || '/';
  var startNowPaths = data('start-now');
  var sessionPrefix = data('session-prefix')[0] || '';
  var themeKey = data('theme-key')[0] || 'theme';
  var searchKeys = data('search-keys');
  var triggers = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  var listenerOptions = { capture: true, passive: true };
  var controls = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], summary';
  var started = false;
  var served = null;
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
    noteServedControls();
    sources.forEach(function (source) {
      var element = document.createElement('script');
      element.src = source;
      // Inserted scripts run in insertion order only when async is off.
      element.async = false;
      document.head.appendChild(element);
    });
  }

  /** The controls in the page as served, before React renders anything of its own. */
  function noteServedControls() {
    if (served) return;
    served = new WeakSet();
    document.querySelectorAll(controls).forEach(function (element) {
      served.add(element);
    });
  }

  /**
   * Whether React has begun to hydrate the page: hydrateRoot marks its container and listens on it
   * at once. From then on React answers a click on a part it has not hydrated yet by itself, as on
   * stock Docusaurus: it finishes hydrating at once, in the click's capture phase, and then
   * dispatches the click. Holding the click until the whole page had hydrated made a tap during
   * hydration wait for the rest of it and a replay.
   */
  function reactStarted() {
    var container = document.getElementById('__docusaurus');
    return (
      Boolean(container) &&
      Object.keys(container).some(function (key) {
        return key.indexOf('__reactContainer$') === 0;
      })
    );
  }

  /**
   * The control to hold for `target`, or null: only a served control, only until React has begun to
   * hydrate (reactStarted) or, for a disabled one, which gets no click, until the app is ready.
   */
  function heldControl(target, disabledToo) {
    if (isReady() || !(target instanceof Element)) return null;
    if (reactStarted() && !disabledToo) return null;
    var element = target.closest(controls);
    if (!element) return null;
    noteServedControls();
    return served.has(element) ? element : null;
  }

  function needsAppNow() {
    var path = location.pathname.slice(baseUrl.length - 1).replace(/\/$/, '');
    if (location.search || startNowPaths.indexOf(path) !== -1) return true;
    if (!sessionPrefix) return false;
    try {
      for (var index = 0; index < sessionStorage.length; index += 1) {
        if ((sessionStorage.key(index) || '').indexOf(sessionPrefix) === 0) return true;
      }
    } catch {
      // Storage disabled: no session to show.
    }
    return false;
  }

  function savesData() {
    var connection = navigator.connection;
    return Boolean(connection && (connection.saveData || /2g/.test(connection.effectiveType || '')));
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

  /** "mod+k" is Ctrl+K or Cmd+K; any other entry is a key pressed outside a text field. */
  function isSearchKey(event) {
    var key = (event.key || '').toLowerCase();
    var target = event.target;
    var typing =
      target instanceof Element && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable);
    return searchKeys.some(function (entry) {
      if (entry.indexOf('mod+') === 0) return (event.ctrlKey || event.metaKey) && key === entry.slice(4);
      return key === entry && !typing;
    });
  }

  // Until the app runs, the page follows a colour mode chosen in another tab, as the app would.
  addEventListener('storage', function (event) {
    if (isReady() || event.key !== themeKey || !/^(light|dark)$/.test(event.newValue || '')) return;
    root.setAttribute('data-theme', event.newValue);
    root.setAttribute('data-theme-choice', event.newValue);
  });

  if (sources.length === 0) return;
  // The download starts now, beside the page's own, as the deferred scripts' would; they run later.
  if (!savesData()) {
    sources.forEach(function (source) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = source;
      document.head.appendChild(link);
    });
  }
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
      var element = heldControl(event.target);
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
      var element = heldControl(event.target, true);
      if (element && element.disabled) hold(element);
    },
    true,
  );

  addEventListener(
    'keydown',
    function (event) {
      if (isReady() || !isSearchKey(event)) return;
      // Held whole: a listener the app has already attached (the dialog's shortcut, whose effect
      // runs before Docusaurus marks the page hydrated) must not see it too, or the replay toggles
      // the dialog shut again (seen in Firefox: Ctrl+K pressed as the app started left it closed).
      event.preventDefault();
      event.stopImmediatePropagation();
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
    },
    true,
  );

  new MutationObserver(function (records, observer) {
    if (!isReady()) return;
    observer.disconnect();
    // After the effects of the first render (controls enable themselves in effects).
    setTimeout(replay, 0);
  }).observe(root, { attributes: true, attributeFilter: ['data-has-hydrated'] });

  // Once the parsed page's first paint is on screen: the app's work must not hold back the first
  // paint, and must be done before a reader who has read for a moment taps a control. (Waiting for
  // the browser to be idle as well left /efr/api unstarted 1.5 s after load on a slow phone.) The
  // frame after DOMContentLoaded is not enough: the task after it ran the app while that frame was
  // still on its way to the screen (its paint is presented a few milliseconds later), so the first
  // paint waited for the scripts' download and evaluation on a slow phone (Lighthouse's mobile
  // LCP then counted main.js: 2.4 instead of 1.2 s). The paint timing entry comes once presented.
  if (savesData()) return;
  var afterFirstPaint = function () {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') === -1) {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
