import { describe, expect, it } from 'vitest';
import type { Pos } from '../../efr/types';
import type { ReceiptSample } from '../types';
import es from '../es';
import esVerifactu from '../es-verifactu';

const cents = (n: number) => Math.round(n * 100);

/** CRC-8 (polynomial 0x07, initial value 0) as used by TicketBAI, printed as three digits. */
function crc8(text: string): string {
  let crc = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return String(crc).padStart(3, '0');
}

function checkSample(sample: ReceiptSample) {
  const esr = sample.request.Tra.ESR;
  const lines = esr.PosA.filter((p): p is Pos => p._ === 'Pos');
  for (const p of lines) {
    if (p.Qty !== undefined && p.Pri !== undefined) expect(cents(p.Amt)).toBe(cents(p.Qty * p.Pri));
  }
  const total = lines.reduce((s, p) => s + cents(p.Amt), 0);
  expect(cents(esr.T)).toBe(total);
  expect(esr.PayA.reduce((s, p) => s + cents(p.Amt), 0)).toBe(total);

  const taxA = sample.response.TraC.ESR?.TaxA ?? [];
  expect(taxA).toEqual(esr.TaxA);
  for (const t of taxA) {
    const gross = lines.filter((p) => p.TaxG === t.TaxG).reduce((s, p) => s + cents(p.Amt), 0);
    expect(cents(t.Amt)).toBe(gross);
    expect(cents(t.Net) + cents(t.TAmt)).toBe(cents(t.Amt));
    expect(cents(t.TAmt)).toBe(Math.round((gross * t.Prc) / (100 + t.Prc)));
  }
  expect(sample.response.TraC.ESR?.T).toBe(esr.T);
  expect(sample.response.TraC.Result.RC).toBe('OK');
  expect(sample.elements.length).toBeGreaterThan(5);
}

describe('Spanish receipt samples', () => {
  it('TicketBAI sample validates and adds up', () => checkSample(es));
  it('VERI*FACTU sample validates and adds up', () => checkSample(esVerifactu));

  it('TicketBAI identifier and QR URL carry correct CRC-8 values', () => {
    const tag = es.response.TraC.Fis?.Tag?.find((t) => t.Name === 'TBAI')?.Value ?? '';
    expect(tag).toHaveLength(39);
    expect(tag.startsWith(`TBAI-${es.cfg.Cfg.TaxId}-201126-`)).toBe(true);
    expect(tag.slice(-3)).toBe(crc8(tag.slice(0, -3)));
    const code = es.response.TraC.Fis?.Code ?? '';
    const [url, cr] = code.split('&cr=');
    expect(cr).toBe(crc8(url ?? ''));
    expect(url).toContain(`id=${tag}`);
    expect(url).toContain('&i=12.50');
  });

  it('VERI*FACTU QR encodes NIF, number, date and total', () => {
    const url = new URL(esVerifactu.response.TraC.Fis?.Code ?? '');
    expect(url.searchParams.get('nif')).toBe(esVerifactu.cfg.Cfg.TaxId);
    expect(url.searchParams.get('numserie')).toBe(esVerifactu.response.TraC.ESR?.FN);
    expect(url.searchParams.get('fecha')).toBe('15-01-2027');
    expect(url.searchParams.get('importe')).toBe(esVerifactu.request.Tra.ESR.T.toFixed(2));
  });
});
