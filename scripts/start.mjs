#!/usr/bin/env node
// `npm start`: the whole site on http://localhost:3000 with search, sign-in against the local
// development identity provider, the docs assistant and a mock EFR for the API pages' Try it
// panels. Starts the provider when no issuer is configured and the mock when no EFR_TRY_IT_URL is
// set, then the Docusaurus dev server; stops them together.
//
// Ports: the site on PORT (default 3000), the provider on DEV_AUTH_PORT (default 4010), the mock
// EFR on EFR_MOCK_PORT (default 4020). When the default is taken by another program, the next free
// port is used and said so; a port set in the environment must be free, or the start stops with a
// line naming the variable.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { choosePort } from './lib/ports.mjs';

// The project's .env (see .env.example), as the site's config reads it; the environment wins.
if (existsSync('.env')) process.loadEnvFile('.env');
const env = { ...process.env };
const log = (message) => console.log(`[start] ${message}`);

async function ports() {
  const site = await choosePort({ variable: 'PORT', value: env.PORT, preferred: 3000 });
  if (site.moved) log(`Port 3000 is in use; the site starts on ${site.port} (set PORT to choose).`);
  let provider = null;
  if (!env.AUTH_ISSUER && !env.AUTH0_DOMAIN) {
    provider = await choosePort({ variable: 'DEV_AUTH_PORT', value: env.DEV_AUTH_PORT, preferred: 4010 });
    if (provider.moved) {
      log(
        `Port 4010 is in use; the development identity provider starts on ${provider.port} (set DEV_AUTH_PORT to choose).`,
      );
    }
  }
  let mock = null;
  if (!env.EFR_TRY_IT_URL) {
    mock = await choosePort({ variable: 'EFR_MOCK_PORT', value: env.EFR_MOCK_PORT, preferred: 4020 });
    if (mock.moved) log(`Port 4020 is in use; the mock EFR starts on ${mock.port} (set EFR_MOCK_PORT to choose).`);
  }
  return { site: site.port, provider: provider?.port ?? null, mock: mock?.port ?? null };
}

let chosen;
try {
  chosen = await ports();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const children = [];
if (chosen.provider !== null) {
  // The site and the provider must agree on where each other is: the issuer URL the site signs in
  // at, and the site's origins the provider accepts as redirect targets.
  env.DEV_AUTH = '1';
  env.DEV_AUTH_PORT = String(chosen.provider);
  env.DEV_AUTH_ISSUER ??= `http://127.0.0.1:${chosen.provider}`;
  env.DEV_AUTH_SITE_ORIGINS ??= `http://localhost:${chosen.site},http://127.0.0.1:${chosen.site}`;
  children.push(spawn('node', ['e2e/fixtures/dev-idp/server.mjs'], { stdio: 'inherit', env }));
}
if (chosen.mock !== null) {
  // The Try it panels call the mock until the reader enters another EFR.
  env.EFR_TRY_IT_URL = `http://127.0.0.1:${chosen.mock}`;
  log(`The mock EFR answers at ${env.EFR_TRY_IT_URL} (Try it on the API pages; EFR_TRY_IT_URL sets your own EFR).`);
  children.push(spawn('node', ['scripts/mock-efr.mjs', '--port', String(chosen.mock)], { stdio: 'inherit', env }));
} else {
  log(`Try it on the API pages calls ${env.EFR_TRY_IT_URL} (EFR_TRY_IT_URL); no mock EFR started.`);
}
log(`The site will be at http://localhost:${chosen.site}/ once the first build is done.`);
children.push(
  spawn('npx', ['docusaurus', 'start', '--host', 'localhost', '--port', String(chosen.site), '--no-open'], {
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
