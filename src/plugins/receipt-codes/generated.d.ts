// The module src/plugins/receipt-codes writes with createData; src/components/Receipt/qrCodes.ts reads it.
declare module '@generated/receipt-codes/default/codes.json' {
  const codes: import('@site/src/components/Receipt/packedCodes').PackedCodes;
  export default codes;
}
