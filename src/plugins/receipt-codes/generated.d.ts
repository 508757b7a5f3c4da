// The module src/plugins/receipt-codes writes with createData; src/components/Receipt/qrCodes.ts reads it.
declare module '@generated/receipt-codes/default/codes.json' {
  const codes: import('@site/src/components/Receipt/packedCodes').PackedCodes;
  export default codes;
}

// The sample receipts' numbers and dates, formatted by src/plugins/receipt-codes; read by src/components/Receipt/printed.ts.
declare module '@generated/receipt-codes/default/numbers.json' {
  const numbers: import('@site/src/components/Receipt/printed').PrintedTable;
  export default numbers;
}
