// Prints the size of the built files (run `npm run build -w widget` first) and fails when the
// embed script is over its budget. The Vitest test src/__tests__/bundle.test.ts checks the same
// budget on a fresh build.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 26 * 1024;
const files = ['dist/index.js', 'dist/styles.css', 'dist/embed/chat-widget.js', 'dist/embed/chat-widget.markdown.js'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let over = false;
for (const file of files) {
  const data = readFileSync(new URL(`../${file}`, import.meta.url));
  const gz = gzipSync(data, { level: 9 }).length;
  console.log(`${file.padEnd(36)} ${kb(data.length).padStart(9)} ${kb(gz).padStart(9)} gzipped`);
  if (file.endsWith('chat-widget.js') && gz > BUDGET) over = true;
}
if (over) {
  console.error(`chat-widget.js is over the budget of ${kb(BUDGET)} gzipped`);
  process.exit(1);
}
