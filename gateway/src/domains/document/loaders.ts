/** Documents by uuid: every photo, signature and video answer of a page in one POST /document/uuids. */
import DataLoader from 'dataloader';
import { MAX_UUIDS_PER_DOCUMENT_CALL, type DocumentsApi } from './rest.js';
import { hasAddress, type RestDocument } from './schemas.js';
import { inKeyOrder } from '../shared/byKey.js';

// The api matches uuids case-insensitively and answers them lower-case.
const lower = (uuid: string) => uuid.toLowerCase();

const isValue = (v: RestDocument | null | PromiseLike<RestDocument | null> | Error): v is RestDocument | null =>
  v === null || (!(v instanceof Error) && !('then' in v));

/**
 * The request's document loader, which also answers at once what a page primed (peekOrLoad): a roll-up page's 2,000
 * cells resolve their documents without a promise each. A primed value is answered so only while the loader holds it
 * (primed before any load of it, not cleared since), so it is what load would answer.
 */
export class DocumentLoader extends DataLoader<string, RestDocument | null, string> {
  private readonly primed = new Map<string, RestDocument | null>();
  private readonly loaded = new Set<string>();

  constructor(api: DocumentsApi) {
    super(
      async (uuids) => {
        const keys = uuids.map(lower);
        // A placeholder without an address (a photo blocked for a client user) is answered as no document.
        const found = (await api.byUuids(keys)).filter(hasAddress);
        return inKeyOrder(keys, found, (d) => lower(d.uuid));
      },
      { cacheKeyFn: lower, maxBatchSize: MAX_UUIDS_PER_DOCUMENT_CALL },
    );
  }

  override load(uuid: string): Promise<RestDocument | null> {
    if (!this.primed.has(lower(uuid))) this.loaded.add(lower(uuid));
    return super.load(uuid);
  }

  override prime(uuid: string, value: RestDocument | null | PromiseLike<RestDocument | null> | Error): this {
    const key = lower(uuid);
    // DataLoader keeps what it holds already; so does peek.
    if (!this.loaded.has(key) && !this.primed.has(key) && isValue(value)) this.primed.set(key, value);
    return super.prime(uuid, value);
  }

  override clear(uuid: string): this {
    this.primed.delete(lower(uuid));
    this.loaded.delete(lower(uuid));
    return super.clear(uuid);
  }

  override clearAll(): this {
    this.primed.clear();
    this.loaded.clear();
    return super.clearAll();
  }

  /** The document primed for this uuid at once (null: primed as none), else load's promise. */
  peekOrLoad(uuid: string): RestDocument | null | Promise<RestDocument | null> {
    const primed = this.primed.get(lower(uuid));
    return primed !== undefined ? primed : this.load(uuid);
  }
}

export function createDocumentLoader(api: DocumentsApi): DocumentLoader {
  return new DocumentLoader(api);
}
