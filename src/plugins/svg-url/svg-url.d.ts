// `import href from './x.svg?url'`: the URL of the emitted file (./index.ts; Vite's own in tests).
declare module '*.svg?url' {
  const url: string;
  export default url;
}
