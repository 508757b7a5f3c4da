import type { ReceiptSample } from '@site/src/data/receipts';

/**
 * Resolves the `source` of a mandatory receipt element to its value in a sample.
 *
 * A source names a part of the sample and a path into it:
 *
 *   request  Tra.ESR.TN                 the /register request
 *   response TraC.Fis.Tag[Name=SigZ]   the response; [Key=Value] picks the first list item whose
 *                                       Key equals Value
 *   response TraC.ESR.TaxA[0].Prc       [n] picks the n-th list item (from 0)
 *   cfg      Cfg.TaxId                  the /cfg company data
 *   sample   heading                    the sample itself (heading, footer)
 *
 * Several paths into the same part are separated by commas ("cfg Cfg.Adr, Cfg.Zip, Cfg.City");
 * they resolve to the list of their values. The result is undefined when the source is malformed
 * or any path leads nowhere.
 */
export type SourceRoot = 'request' | 'response' | 'cfg' | 'sample';

const roots: readonly SourceRoot[] = ['request', 'response', 'cfg', 'sample'];

type Step = { key: string } | { index: number } | { match: [key: string, value: string] };

/** Splits "Tag[Name=SigZ].Value" into steps; undefined when the path is malformed. */
export function parsePath(path: string): Step[] | undefined {
  const steps: Step[] = [];
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[([A-Za-z_][A-Za-z0-9_]*)=([^\]]+)\]|\./y;
  let expectKey = true;
  while (pattern.lastIndex < path.length) {
    const match = pattern.exec(path);
    if (!match) return undefined;
    const [token, key, index, matchKey, matchValue] = match;
    if (token === '.') {
      if (expectKey) return undefined;
      expectKey = true;
    } else if (key !== undefined) {
      if (!expectKey) return undefined;
      steps.push({ key });
      expectKey = false;
    } else if (expectKey) {
      return undefined;
    } else if (index !== undefined) {
      steps.push({ index: Number(index) });
    } else {
      steps.push({ match: [matchKey, matchValue.trim()] });
    }
  }
  return steps.length > 0 && !expectKey ? steps : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(start: unknown, steps: Step[]): unknown {
  let value = start;
  for (const step of steps) {
    if ('key' in step) {
      value = isRecord(value) ? value[step.key] : undefined;
    } else if ('index' in step) {
      value = Array.isArray(value) ? value[step.index] : undefined;
    } else {
      const [key, expected] = step.match;
      value = Array.isArray(value)
        ? value.find((item) => isRecord(item) && String(item[key]) === expected)
        : undefined;
    }
    if (value === undefined || value === null) return undefined;
  }
  return value;
}

/** The value a source points to, or undefined. */
export function resolveSource(sample: ReceiptSample, source: string): unknown {
  const match = /^\s*(\w+)\s+(.+?)\s*$/.exec(source);
  if (!match) return undefined;
  const [, root, paths] = match;
  if (!roots.includes(root as SourceRoot)) return undefined;
  const start: unknown = root === 'sample' ? sample : sample[root as Exclude<SourceRoot, 'sample'>];
  const values = paths.split(',').map((path) => {
    const steps = parsePath(path.trim());
    return steps ? walk(start, steps) : undefined;
  });
  if (values.some((value) => value === undefined)) return undefined;
  return values.length === 1 ? values[0] : values;
}

function isFisTag(value: Record<string, unknown>): boolean {
  return typeof value.Label === 'string' && typeof value.Value === 'string' && 'Name' in value;
}

/**
 * A resolved value as one line of text: strings and numbers as they are, a fiscal tag as
 * "Label: Value" (as printed), other objects as "Key: value" pairs without the "_" discriminator,
 * lists joined with "; ".
 */
export function formatResolved(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(formatResolved).join('; ');
  if (isRecord(value)) {
    if (isFisTag(value)) return `${String(value.Label)}: ${String(value.Value)}`;
    return Object.entries(value)
      .filter(([key]) => key !== '_')
      .map(([key, item]) => `${key}: ${formatResolved(item)}`)
      .join(', ');
  }
  return String(value);
}
