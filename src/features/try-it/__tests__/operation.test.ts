import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsxElementsOf, parseMdx } from '@site/src/plugins/mdx-source/mdx';
import { listDocFiles, readDoc } from '@site/src/test-support/docs-checks/docsFiles';
import { answeredRealistically, defaultAnswer, operationFrom, parseCall, preferHeader } from '../operation';

const document: unknown = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../../static/api/efr.openapi.json', import.meta.url)), 'utf8'),
);

describe('operationFrom (the real OpenAPI description)', () => {
  it('offers POST /register with its three samples and the success and error answers', () => {
    const register = operationFrom(document, 'POST /register')!;
    expect(register).toMatchObject({ method: 'POST', path: '/register', contentType: 'application/json' });
    expect(register.samples.map((sample) => sample.name)).toEqual([
      'at-sale',
      'de-start-transaction',
      'no-audit-event',
    ]);
    expect(JSON.parse(register.samples[0]!.body)).toHaveProperty('Tra.ESR.TN', '10452');
    expect(register.answers).toEqual([
      { status: '200', example: 'at-sale-response', label: '200: RC OK (at-sale-response)' },
      { status: '200', example: 'de-start-transaction-response', label: '200: RC OK (de-start-transaction-response)' },
      { status: '400', example: 'rc-bad-sum', label: '400: RC BAD: payments do not add up' },
      { status: '406', example: 'rc-no-device', label: '406: RC NO: fiscal printer not ready' },
    ]);
  });

  it('puts the required query parameters, with their examples, in the path', () => {
    expect(operationFrom(document, 'GET /tra')?.path).toBe('/tra?TL=VIE01&TT=POS02&TN=10460');
    expect(operationFrom(document, 'GET /control/exportDSFinVK')?.path).toBe(
      '/control/exportDSFinVK?from=2026-10-01&till=2026-10-31',
    );
    expect(operationFrom(document, 'GET /peri/print/reprint')?.path).toBe('/peri/print/reprint?FN=0143%2F00087');
  });

  it('has no body for a GET call and nothing for a call the document lacks', () => {
    expect(operationFrom(document, 'GET /peri/print/state')).toMatchObject({ contentType: undefined, samples: [] });
    expect(operationFrom(document, 'DELETE /register')).toBeUndefined();
    expect(operationFrom(document, 'register')).toBeUndefined();
  });
});

describe('defaultAnswer and preferHeader', () => {
  const register = operationFrom(document, 'POST /register')!;

  it('answers a sample with the response example named after it, else the first success', () => {
    expect(defaultAnswer(register, 'de-start-transaction')?.example).toBe('de-start-transaction-response');
    expect(defaultAnswer(register, 'no-audit-event')?.example).toBe('at-sale-response');
  });

  it("asks Prism for a status and an example in its Prefer header's syntax", () => {
    expect(preferHeader(register.answers[3]!)).toBe('code=406, example=rc-no-device');
  });

  it('reads "METHOD /path" calls only', () => {
    expect(parseCall(' GET /last ')).toEqual(['get', '/last']);
    expect(parseCall('GET last')).toBeUndefined();
  });
});

/**
 * Every Try it panel on a page calls an operation of the description that the mock EFR answers
 * realistically: with a documented example, not one Prism makes up from the schema ("string"),
 * and with a sample body when the call takes one.
 */
describe('the Try it panels on the pages', () => {
  const docsDir = fileURLToPath(new URL('../../../../docs', import.meta.url));
  const panels = listDocFiles(docsDir).flatMap((file) =>
    jsxElementsOf(parseMdx(readDoc(file)))
      // <ApiOperation> shows a panel for its call too, where the mock answers it realistically.
      .filter((element) => element.name === 'TryIt' || element.name === 'ApiOperation')
      .map((element) => {
        const call = element.attributes.find((attribute) => 'name' in attribute && attribute.name === 'call');
        return {
          where: `docs/${file.relPath}:${element.position?.start.line}`,
          call: call?.value,
          element: element.name,
        };
      }),
  );

  it('are on the API pages', () => {
    expect(panels.length).toBeGreaterThanOrEqual(8);
  });

  it('are offered exactly for the calls the mock answers realistically', () => {
    expect(answeredRealistically(operationFrom(document, 'POST /register/void')!)).toBe(true);
    expect(answeredRealistically(operationFrom(document, 'GET /peri/print/state')!)).toBe(true);
    // A Res without an example, a plain-text file: Prism would make the answer up.
    expect(answeredRealistically(operationFrom(document, 'GET /peri/display')!)).toBe(false);
    expect(answeredRealistically(operationFrom(document, 'GET /recorder/lastdh')!)).toBe(false);
  });

  it('name a call of the description with a success example, and a sample body where it takes one', () => {
    const failures = panels.flatMap(({ where, call, element }) => {
      if (typeof call !== 'string') return [`${where}: call="METHOD /path" is missing or not a plain string`];
      const operation = operationFrom(document, call);
      if (!operation) return [`${where}: ${call} is not in static/api/efr.openapi.json`];
      if (element === 'ApiOperation') return [];
      return [
        ...(operation.answers.some((answer) => answer.status === '200')
          ? []
          : [`${where}: ${call} has no 200 example`]),
        ...(operation.contentType && operation.samples.length === 0
          ? [`${where}: ${call} has no request example`]
          : []),
      ];
    });
    expect(failures).toEqual([]);
  });
});
