// The modules src/plugins/openapi-reference writes with createData, one per operation of the
// OpenAPI description; its remark plugin imports a page's own into the page and hands each to
// <ApiOperation> (src/components/ApiOperation).
declare module '@generated/openapi-reference/default/*.json' {
  const operation: import('@site/src/components/ApiOperation/types').ApiOperationData;
  export default operation;
}
