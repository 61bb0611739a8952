/**
 * A message by key of the `api` catalogue with its values (issue 26): what errors, success
 * answers and pure rules carry, rendered in the reader's language by messages.ts. Kept free of
 * the catalogues and of Node, so rules that the browser shares (schemas, academics rules) may
 * name their messages too.
 */
import type { MessageValues } from '../../i18n/translate';

export type ApiMessage = {
  /** A key of the `api` namespace. */
  key: string;
  values?: MessageValues;
  /**
   * The request field the message is about (`guardians.0.email`): given to the message as
   * `{field}`, in the caller's words where the catalogue names it (fields.*), else as sent.
   */
  field?: string;
  /** The exact English, where a schema wrote its own; other languages use the key. */
  english?: string;
};

/** A message: keyed, or (not yet converted) a literal English string. */
export type ApiText = string | ApiMessage;

export const apiMessage = (key: string, values?: MessageValues): ApiMessage =>
  values ? { key, values } : { key };
