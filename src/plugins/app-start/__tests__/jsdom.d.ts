// jsdom ships no types; the start-script test needs only its constructor and window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html?: string,
      options?: { url?: string; runScripts?: 'dangerously' | 'outside-only'; pretendToBeVisual?: boolean },
    );
    readonly window: Window & typeof globalThis;
  }
}
