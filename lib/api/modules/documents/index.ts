/** The documents module's public face: its upload checks and private storage, reused by custom fields' files. */
export { storeDocumentFile } from './store';
export { DOCUMENT_ACCEPT, MAX_DOCUMENT_BYTES } from './schemas';
