/** What an uploaded file really is: the rule lives in lib/storage/file-type.ts, shared with files. */
export * from '../../../storage/file-type';
