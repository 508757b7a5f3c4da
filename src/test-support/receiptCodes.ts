import type { PackedCodes } from '../components/Receipt/packedCodes';
import { encodeQrCode } from '../plugins/receipt-codes/encode';

/**
 * Stands in for the module src/plugins/receipt-codes generates at build time (vitest.config.ts
 * aliases it): a content is encoded when a test asks for it, as the build encodes every sample's.
 */
const codes: PackedCodes = new Proxy(
  {},
  {
    get: (_, content) => (typeof content === 'string' ? encodeQrCode(content) : undefined),
    getOwnPropertyDescriptor: (_, content) =>
      typeof content === 'string'
        ? { value: encodeQrCode(content), configurable: true, enumerable: true, writable: false }
        : undefined,
  },
);

export default codes;
