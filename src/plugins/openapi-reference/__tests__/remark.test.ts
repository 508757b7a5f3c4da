import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import apiOperationData from '../remark';

const siteDir = fileURLToPath(new URL('../../../..', import.meta.url));
const compiled = async (source: string) =>
  String(await compile(source, { remarkPlugins: [[apiOperationData, { siteDir }]], jsx: true, development: false }));

describe('apiOperationData (remark plugin)', () => {
  it("hands each <ApiOperation> its operation's module, imported once per page", async () => {
    const out = await compiled(
      [
        '<ApiOperation call="POST /register/void" />',
        '',
        '<ApiOperation call="GET /last" />',
        '',
        '<ApiOperation call="GET /last" />',
      ].join('\n'),
    );
    expect(
      out.match(/import __apiOperation_get_last from "@generated\/openapi-reference\/default\/get-last\.json"/g),
    ).toHaveLength(1);
    expect(out).toContain(
      'import __apiOperation_post_register_void from "@generated/openapi-reference/default/post-register-void.json"',
    );
    expect(out.match(/data=\{__apiOperation_get_last\}/g)).toHaveLength(2);
  });

  it('leaves a page without operations as it is', async () => {
    expect(await compiled('# Title\n\nText.')).not.toContain('openapi-reference');
  });

  it('stops at a call the description does not have, or one not written as a string, with the place', async () => {
    const unknown = compiled('Text.\n\n<ApiOperation call="GET /nowhere" />');
    await expect(unknown).rejects.toThrow(/"GET \/nowhere" is not one/);
    await expect(unknown).rejects.toMatchObject({ line: 3, column: 1 });
    await expect(compiled('<ApiOperation call={call} />')).rejects.toThrow(/call="METHOD \/path"/);
  });
});
