/**
 * TypeScript mirror of static/schemas/efr.schema.json (the one source of truth for the wire
 * format). Data modules type their samples with these; the schema test validates the values.
 */
export type CountryFields = { [key: `${string}_${string}`]: string | number | boolean | undefined };

export interface Pos extends CountryFields {
  _: 'Pos';
  PN?: number;
  IN?: string;
  SKU?: string;
  Dsc: string;
  TaxG: string;
  Amt: number;
  Qty?: number;
  QtyU?: string;
  Pri?: number;
  Cat?: string;
  CatN?: string;
  Dev?: string;
  Rsn?: string;
  OrderLineReference?: string;
}

export interface Lin {
  _: 'Lin';
  Dsc: string;
  LAmt?: number;
}

export interface Pay extends CountryFields {
  _: 'Pay';
  Dsc: string;
  PayG: string;
  Amt: number;
  Cur?: string;
}

export interface Tax {
  _: 'Tax';
  TaxG: string;
  Prc: number;
  Net: number;
  TAmt: number;
  Amt: number;
}

export interface Customer extends CountryFields {
  CN?: string;
  TaxId?: string;
  Nam?: string;
  Adr?: string;
  Zip?: string;
  City?: string;
  Ctry?: string;
  BuyerReference?: string;
}

export interface Esr extends CountryFields {
  D: string;
  TL: string;
  TT: string;
  TN: string;
  T: number;
  Opr?: string;
  OprN?: string;
  OprTIN?: string;
  TP?: string;
  TaxId?: string;
  TID?: string | number;
  NFS?: string;
  NF?: boolean;
  DT?: string;
  Rsn?: string;
  XID?: string;
  DD?: string;
  DDto?: string;
  DueDate?: string;
  PaymentTerms?: string;
  OrderReference?: string;
  ContactElectronicMail?: string;
  Delivery?: { D?: string; Adr?: string; Adr2?: string; City?: string; Zip?: string; Ctry?: string };
  Ctm?: Customer;
  RTL?: string;
  RTT?: string;
  RTN?: string;
  PosA: (Pos | Lin)[];
  PayA: Pay[];
  TaxA?: Tax[];
}

export interface Cfg extends CountryFields {
  TaxId: string;
  Nam: string;
  Adr: string;
  Zip: string;
  City: string;
  Ctry: string;
  Tel?: string;
  Email?: string;
  TL?: string;
  LocN?: string;
}

export interface Result {
  RC: 'OK' | 'BAD' | 'NO';
  ErrorCode?: string;
  Msg?: string;
  Warning?: string;
  UserMessage?: string;
}

export interface FisTag {
  Name: string;
  Label: string;
  Value: string;
}

export interface Fis {
  Code?: string;
  CodeType?: 'QR' | 'PDF417' | 'Code128' | 'None';
  Tag?: FisTag[];
  Payload?: string;
  Signature?: string;
  Text?: string[];
}

export interface TraRequest {
  Tra: { ESR: Esr; SESR?: { TN: string } };
}

export interface TraResponse {
  TraC: {
    SQ?: number;
    Result: Result;
    ESR?: { D?: string; TL?: string; TT?: string; TN?: string; T?: number; FN?: string; TaxA?: Tax[] };
    Fis?: Fis;
  };
}
