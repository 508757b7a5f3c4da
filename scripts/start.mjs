#!/usr/bin/env node
// `npm start`: the whole site on http://localhost:3000 with search, sign-in against the local
// development identity provider and the docs assistant. Starts the provider when no issuer is
// configured, then the Docusaurus dev server; stops both together.
import { spawn } from 'node:child_process';

const children = [];
const env = { ...process.env };

if (!env.AUTH_ISSUER && !env.AUTH0_DOMAIN) {
  env.DEV_AUTH = '1';
  children.push(spawn('node', ['e2e/fixtures/dev-idp/server.mjs'], { stdio: 'inherit', env }));
}
children.push(
  spawn('npx', ['docusaurus', 'start', '--host', 'localhost', '--port', env.PORT ?? '3000', '--no-open'], {
    stdio: 'inherit',
    env,
  }),
);

const stop = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
