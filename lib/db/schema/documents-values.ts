/** The value lists of documents (no drizzle here, so the browser's forms can import them too). */
export const DOCUMENT_OWNERS = ['student', 'staff'] as const;
export type DocumentOwner = (typeof DOCUMENT_OWNERS)[number];
