// Serves a production build with scripts/serve.mjs on a port the system chooses, so a benchmark or
// smoke run never meets another program's server on a fixed port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serveScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../serve.mjs');

/**
 * Starts serve.mjs on `dir`; resolves once it listens.
 * @param {string} dir the build folder
 * @param {string} label what the build is, for error messages
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, port: number, origin: string }>}
 */
export function serveBuild(dir, label) {
  const child = spawn(process.execPath, [serveScript, '--dir', dir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => {
      const port = /:(\d+)\s*$/.exec(chunk.toString().trim())?.[1];
      if (!port) return reject(new Error(`serve.mjs for ${label} printed no address: ${chunk}`));
      resolve({ child, port: Number(port), origin: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs for ${label} exited with ${code}`)));
  });
}
