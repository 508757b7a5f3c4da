// The modules src/plugins/receipt-codes writes with createData, one per sample receipt; its remark
// plugin imports a page's own into the page and hands it to <Receipt> (src/components/Receipt).
declare module '@generated/receipt-codes/default/*.json' {
  const printed: import('@site/src/components/Receipt/printed').ReceiptPrinted;
  export default printed;
}
