/** The files module's public face: storing an attachment as a private file. */
export { storeAttachment } from './attachments';
