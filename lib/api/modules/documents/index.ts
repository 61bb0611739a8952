/** The documents module's public face: its upload checks and private storage, reused by custom fields' files. */
export { storeDocumentFile } from './store';
export { MAX_DOCUMENT_BYTES } from './schemas';
