/**
 * Secret detection for the build output: everything under build/ is public, so no credential may
 * end up there. Two checks: the values of the secret environment variables the build could see,
 * and patterns that only credentials match. The patterns demand a value, not just a name: the
 * bundled oidc-client-ts legitimately contains the parameter name `client_secret`.
 */

export interface SecretPattern {
  name: string;
  pattern: RegExp;
}

export const secretPatterns: readonly SecretPattern[] = [
  { name: 'PEM private key', pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/ },
  { name: 'OAuth client secret', pattern: /client_secret["']?\s*[:=]\s*["'][^"'\s]{8,}["']/i },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{60,})\b/ },
  { name: 'Slack token', pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { name: 'Stripe secret key', pattern: /\b[sr]k_live_[0-9A-Za-z]{16,}\b/ },
  { name: 'npm token', pattern: /\bnpm_[A-Za-z0-9]{36}\b/ },
];

/** Names of environment variables that hold credentials the site must never ship. */
const secretVariable = /(?:SECRET|PRIVATE_KEY|WRITE_API_KEY|ADMIN_API_KEY|PASSWORD)$/;

/**
 * The secret values in the environment: ALGOLIA_WRITE_API_KEY and any `*_SECRET`, `*_PRIVATE_KEY`,
 * `*_PASSWORD` variable. Short values are ignored: they would match by chance.
 */
export function secretValuesFromEnv(env: Readonly<Record<string, string | undefined>>): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed && trimmed.length >= 8 && secretVariable.test(name)) values.set(name, trimmed);
  }
  return values;
}

export interface SecretFinding {
  file: string;
  what: string;
}

/** What secret-looking content one file holds; the secret itself is never part of the message. */
export function findSecrets(file: string, text: string, envSecrets: ReadonlyMap<string, string>): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const [name, value] of envSecrets) if (text.includes(value)) findings.push({ file, what: `value of ${name}` });
  for (const { name, pattern } of secretPatterns) if (pattern.test(text)) findings.push({ file, what: name });
  return findings;
}
