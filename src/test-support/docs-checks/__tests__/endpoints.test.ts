import { describe, expect, it } from 'vitest';
import { endpointsIn, interfacePagesIn } from '../endpoints';

describe('endpointsIn', () => {
  it('finds a method and a path, the path also as a full URL of any host', () => {
    expect(endpointsIn('Send the company data with `POST /cfg`, then call GET /peri/print/state.')).toEqual([
      'POST /cfg',
      'GET /peri/print/state',
    ]);
    expect(endpointsIn('GET http://localhost:5618/control/export?from=2026-10-01&till=2026-10-31')).toEqual([
      'GET /control/export',
    ]);
    expect(endpointsIn('GET http://192.168.10.20:5618/recorder/lastdh?rn=ATU12345678$12_3')).toEqual([
      'GET /recorder/lastdh',
    ]);
    expect(endpointsIn('POST http://[LAN IP]:5618/register/void?rsn=Falscher%20Artikel')).toEqual([
      'POST /register/void',
    ]);
    expect(endpointsIn('POST https://efr.shop.example/register')).toEqual(['POST /register']);
  });

  it('finds a full URL of the EFR without a method, as a browser or a tool calls it', () => {
    expect(endpointsIn('1. On the till, open `http://localhost:5618/control/export?from=2026-10-01`.')).toEqual([
      'GET /control/export',
    ]);
    expect(endpointsIn('curl -o audit.csv "http://localhost:5618/control/audit"')).toEqual(['GET /control/audit']);
    expect(endpointsIn('curl -X POST http://127.0.0.1:5618/restart')).toEqual(['POST /restart']);
    expect(endpointsIn("curl --json '{}' http://localhost:5618/cfg")).toEqual(['POST /cfg']);
    expect(endpointsIn('Invoke-RestMethod -Method Put -Uri http://[server]:5618/repo')).toEqual(['PUT /repo']);
  });

  it('leaves out the EFR user interface at its bare address and public web addresses', () => {
    expect(
      endpointsIn('Open the local user interface at `http://localhost:5618`, or `http://[LAN IP]:5618/`.'),
    ).toEqual([]);
    expect(
      endpointsIn('See https://www.batuz.eus/es/normativa and https://receipt.acme-receipts.example/dh?x'),
    ).toEqual([]);
    expect(endpointsIn('POS -->|localhost:5618| EFR; All calls are `GET` requests to the local EFR.')).toEqual([]);
  });

  it("leaves out other devices' addresses in the shop network", () => {
    expect(endpointsIn('On the EFR machine, call `http://192.168.1.50/cgi-bin/fpmate.cgi` in a browser.')).toEqual([]);
    expect(endpointsIn('GET http://localhost:8080/status')).toEqual(['GET /status']);
  });

  it("leaves out the pages of the EFR's user interface, and only those", () => {
    const pages = new Set(['/control', '/config']);
    expect(endpointsIn('a link to `http://localhost:5618/control`', pages)).toEqual([]);
    expect(endpointsIn('the configuration page at `http://localhost:5618/config`.')).toEqual(['GET /config']);
    expect(endpointsIn('open `http://localhost:5618/control/export?from=2026-10-01`', pages)).toEqual([
      'GET /control/export',
    ]);
    expect(endpointsIn('GET /control', pages)).toEqual(['GET /control']);
  });
});

describe('interfacePagesIn', () => {
  it("reads the Address column of the API reference's table of the user interface", () => {
    const page = [
      '## Local user interface',
      '',
      'Every EFR has a web interface at `http://localhost:5618` (or `http://[LAN IP]:5618`).',
      '',
      '| Page | Address | What it offers |',
      '| --- | --- | --- |',
      '| Start | `/` | Version, profile, state of the fiscal device. |',
      '| Control | `/control` | Operation: exports for audits, special receipts, certificates, closing. |',
      '| Configuration | `/config` | Network, proxy, Badge and update settings. |',
      '| Viewer | Viewer tab | The log of requests, responses and device messages. |',
      '',
      '### Exports',
      '',
      '| Call | Address | Use |',
      '| --- | --- | --- |',
      '| Journal | `/control/export` | The signed journal. |',
      '',
      '## Peripherals',
      '',
      '| Printer | `/peri/print/state` | Its state. |',
    ].join('\n');
    expect([...interfacePagesIn(page)]).toEqual(['/control', '/config']);
  });
});
