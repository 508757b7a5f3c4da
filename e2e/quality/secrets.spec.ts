import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// A file scan, not a browser test: the plain Playwright `test` (no page, no console fixture).
import { expect, test } from '@playwright/test';
import { findSecrets, secretValuesFromEnv, type SecretFinding } from '../../src/plugins/security-headers/secrets';

const buildDir = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');
const textFile = /\.(?:html|js|mjs|css|json|xml|txt|map|svg|conf|webmanifest)$|^_headers$/;

test.describe('build output', () => {
  test('contains no secret: no ALGOLIA_WRITE_API_KEY or other secret variable, no credential pattern', () => {
    const envSecrets = secretValuesFromEnv(process.env);
    const findings: SecretFinding[] = [];
    let scanned = 0;
    for (const file of readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
      const full = path.join(buildDir, file);
      if (!textFile.test(path.basename(file)) || !statSync(full).isFile()) continue;
      findings.push(...findSecrets(file, readFileSync(full, 'utf8'), envSecrets));
      scanned++;
    }
    expect(scanned, `no files found in ${buildDir}`).toBeGreaterThan(100);
    expect(findings).toEqual([]);
  });
});
