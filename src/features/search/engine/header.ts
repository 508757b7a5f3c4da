import type { AsPlainObject } from 'minisearch';
import type { CompactHeader } from './files';

/** MiniSearch's serialisation version this compaction was written for (MiniSearch 7). */
export const SERIALIZATION_VERSION = 2;

type Header = Omit<AsPlainObject, 'index'>;

/**
 * MiniSearch's header in compact form. MiniSearch numbers documents 0, 1, 2, … as they are added,
 * which is what lets the short ids go; a header that is not numbered so is refused.
 */
export function compactHeader(header: Header): CompactHeader {
  if (header.serializationVersion !== SERIALIZATION_VERSION) {
    throw new Error(
      `MiniSearch serialisation ${header.serializationVersion}: update src/features/search/engine/header.ts`,
    );
  }
  const count = header.documentCount;
  const ids: number[] = [];
  for (let shortId = 0; shortId < count; shortId++) {
    const id = header.documentIds[shortId] as number | undefined;
    if (typeof id !== 'number' || !header.fieldLength[shortId]) {
      throw new Error(`MiniSearch did not number its documents 0…${count - 1} (short id ${shortId})`);
    }
    ids.push(id);
  }
  const fields = Object.keys(header.fieldIds).length;
  return {
    documentCount: count,
    fieldIds: header.fieldIds,
    averageFieldLength: header.averageFieldLength,
    idDeltas: ids.map((id, index) => id - (index > 0 ? ids[index - 1]! : 0)),
    lengths: Array.from({ length: fields }, (_, field) =>
      ids.map((_id, shortId) => header.fieldLength[shortId]![field] ?? 0),
    ),
  };
}

/** MiniSearch's header again, from its compact form. */
export function headerOf(compact: CompactHeader): Header {
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  let id = 0;
  compact.idDeltas.forEach((delta, shortId) => {
    id += delta;
    documentIds[shortId] = id;
    fieldLength[shortId] = compact.lengths.map((column) => column[shortId] ?? 0);
  });
  return {
    documentCount: compact.documentCount,
    nextId: compact.documentCount,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    serializationVersion: SERIALIZATION_VERSION,
  };
}
