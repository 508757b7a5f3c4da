// The parts of jsdom's API that bundle.test.ts uses (the package ships no types; @types/jsdom is
// not installed).
declare module 'jsdom' {
  export interface FetchOptions {
    element?: Element;
    referrer?: string;
  }
  export class ResourceLoader {
    fetch(url: string, options: FetchOptions): Promise<Buffer> | null;
  }
  export interface JSDOMOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    resources?: 'usable' | ResourceLoader;
    pretendToBeVisual?: boolean;
  }
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
  }
}
