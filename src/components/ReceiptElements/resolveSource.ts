import type { ReceiptSample } from '@site/src/data/receipts/types';

/**
 * Resolves the `source` of a mandatory receipt element to its value in a sample.
 *
 * A source names a part of the sample and a path into it:
 *
 *   request  Tra.ESR.TN                 the /register request
 *   response TraC.Fis.Tag[Name=SigZ]   the response; [Key=Value] picks the first list item whose
 *                                       Key equals Value
 *   response TraC.ESR.TaxA[0].Prc       [n] picks the n-th list item (from 0)
 *   request  Tra.ESR.PosA[].Dsc         [] takes every list item (items without the field are
 *                                       skipped)
 *   cfg      Cfg.TaxId                  the /cfg company data
 *   heading  (or: sample heading)       a field of the sample itself (heading, footer)
 *
 * Several paths are separated by commas. Full paths resolve to the list of their values
 * ("cfg Cfg.Nam, Cfg.TaxId"); a bare field name after the first path is a sibling of its last
 * field ("request Tra.ESR.PosA[].Dsc, Qty" gives Dsc and Qty of every line). The result is
 * undefined when the source is malformed or leads nowhere.
 */
export type SourceRoot = 'request' | 'response' | 'cfg' | 'sample';

const roots: readonly string[] = ['request', 'response', 'cfg', 'sample'];

export type Step = { key: string } | { index: number } | { match: [key: string, value: string] } | { each: true };

/** Splits "Tag[Name=SigZ].Value" into steps; undefined when the path is malformed. */
export function parsePath(path: string): Step[] | undefined {
  const steps: Step[] = [];
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[([A-Za-z_][A-Za-z0-9_]*)=([^\]]+)\]|\[(\*?)\]|\./y;
  let expectKey = true;
  while (pattern.lastIndex < path.length) {
    const match = pattern.exec(path);
    if (!match) return undefined;
    const [token, key, index, matchKey, matchValue = ''] = match;
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
    } else if (matchKey !== undefined) {
      steps.push({ match: [matchKey, matchValue.trim()] });
    } else {
      steps.push({ each: true });
    }
  }
  return steps.length > 0 && !expectKey ? steps : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(value: unknown, steps: readonly Step[]): unknown {
  if (value === undefined || value === null) return undefined;
  const [step, ...rest] = steps;
  if (!step) return value;
  if ('each' in step) {
    if (!Array.isArray(value)) return undefined;
    const values = value.map((item) => walk(item, rest)).filter((item) => item !== undefined);
    return values.length > 0 ? values : undefined;
  }
  if ('key' in step) return walk(isRecord(value) ? value[step.key] : undefined, rest);
  if (!Array.isArray(value)) return undefined;
  if ('index' in step) return walk(value[step.index], rest);
  const [key, expected] = step.match;
  return walk(
    value.find((item) => isRecord(item) && String(item[key]) === expected),
    rest,
  );
}

/** The fields `keys` of an object, or of every object in a list; undefined when none is set. */
function pick(value: unknown, keys: readonly string[]): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => pick(item, keys)).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isRecord(value)) return undefined;
  const picked = Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]));
  return Object.keys(picked).length > 0 ? picked : undefined;
}

function startOf(sample: ReceiptSample, source: string): { start: unknown; paths: string } | undefined {
  const [, root = '', paths = ''] = /^\s*(\w+)\s+(.+?)\s*$/.exec(source) ?? [];
  if (roots.includes(root)) {
    const part = root as SourceRoot;
    return { start: part === 'sample' ? sample : sample[part], paths };
  }
  // No part named: a path into the sample itself, e.g. "heading".
  return /^\s*\S+\s*$/.test(source) ? { start: sample, paths: source.trim() } : undefined;
}

/** The value a source points to, or undefined. */
export function resolveSource(sample: ReceiptSample, source: string): unknown {
  const located = startOf(sample, source);
  if (!located) return undefined;
  const { start, paths } = located;
  const [first, ...others] = paths.split(',').map((path) => parsePath(path.trim()));
  if (!first || others.some((steps) => steps === undefined)) return undefined;
  if (others.length === 0) return walk(start, first);

  const more = others as Step[][];
  const fullValues = more.map((steps) => walk(start, steps));
  if (fullValues.every((value) => value !== undefined)) {
    const firstValue = walk(start, first);
    return firstValue === undefined ? undefined : [firstValue, ...fullValues];
  }
  // Bare field names after the first path are its siblings.
  const last = first.at(-1);
  const siblings = more.map(([step, ...rest]) => (step && 'key' in step && rest.length === 0 ? step.key : undefined));
  if (!last || !('key' in last) || siblings.some((key) => key === undefined)) return undefined;
  return pick(walk(start, first.slice(0, -1)), [last.key, ...(siblings as string[])]);
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
  // What is left of a receipt's JSON is a string, number or boolean.
  return String(value as string | number | boolean);
}
