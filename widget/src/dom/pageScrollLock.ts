/**
 * The page scroll lock behind the image previewer. Runs only from effects, never at import time
 * or during render, so the widget renders on the server.
 */

interface Saved {
  count: number;
  values: Array<[string, string, string]>;
  hadStyle: boolean;
}
const locks = new WeakMap<Document, Saved>();
const PROPS = ['overflow', 'overflow-x', 'overflow-y'];

/**
 * Hides the page scrollbar while an overlay is open. Only the overflow properties of the body's
 * inline style are touched (never the whole style attribute); their previous values and
 * priorities, shorthand and longhands, are put back on release, and a style attribute that did
 * not exist before is removed again. Nested locks are counted.
 */
export function lockPageScroll(doc: Document): () => void {
  const body = doc.body;
  let saved = locks.get(doc);
  if (!saved) {
    saved = {
      count: 0,
      hadStyle: body.hasAttribute('style'),
      values: PROPS.map((p) => [p, body.style.getPropertyValue(p), body.style.getPropertyPriority(p)]),
    };
    locks.set(doc, saved);
    body.style.setProperty('overflow', 'hidden', 'important');
  }
  saved.count++;
  let released = false;
  return () => {
    if (released || !saved) return;
    released = true;
    if (--saved.count > 0) return;
    locks.delete(doc);
    body.style.removeProperty('overflow');
    for (const [prop, value, priority] of saved.values) {
      if (value) body.style.setProperty(prop, value, priority);
    }
    if (!saved.hadStyle && !body.getAttribute('style')) body.removeAttribute('style');
  };
}
