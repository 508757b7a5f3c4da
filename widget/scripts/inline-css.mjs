// Writes the stylesheet variants beside dist/styles.css:
// - dist/styles-inline.js: the package stylesheet as a JavaScript string, for hosts that load the
//   widget lazily and want its CSS to arrive with it rather than in their global stylesheet
//   (bundlers such as Docusaurus's merge every imported .css file into one);
// - dist/launcher.css: the launcher's look alone (src/launcher.css, also part of styles.css), for
//   hosts that show a launcher of their own until the widget has loaded.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const css = readFileSync(new URL('styles.css', dist), 'utf8');
writeFileSync(new URL('styles-inline.js', dist), `export default ${JSON.stringify(css)};\n`);
writeFileSync(
  new URL('styles-inline.d.ts', dist),
  '/** The contents of styles.css, to put into a <style> element. */\ndeclare const css: string;\nexport default css;\n',
);
copyFileSync(new URL('../src/launcher.css', import.meta.url), new URL('launcher.css', dist));
