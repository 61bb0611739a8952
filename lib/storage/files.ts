/**
 * Stored files, by the convention every module follows for uploads:
 * - a file's kind (its name's prefix) says whether it is public or private;
 * - public files (school logos) live flat in STORAGE_DIR and are served to anyone at
 *   /storage/{file}, cacheable;
 * - private files (photos, attachments) live in STORAGE_DIR/private/{school id}/ and are served
 *   only through the API at /api/files/{file}, to a signed-in user of that school whom the
 *   kind's access rule admits (lib/api/modules/files/), with Cache-Control: private.
 * A new kind of attachment adds a line to FILE_KINDS and an access rule; nothing else.
 * Names are generated here; reads accept only plain names, never paths.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FILE_KINDS = {
  /** A school's logo: shown on its public login page. */
  logo: 'public',
  /** A user's own avatar. */
  photo: 'private',
  /** A student's photo. */
  student: 'private',
  /** A school's backup archive (School Admin only; lib/api/modules/backup). */
  backup: 'private',
  /** A leave request's attachment (a medical certificate...). */
  leave: 'private',
  /** An announcement's attachment. */
  announcement: 'private',
  /** An expense's attachment (a bill, a receipt). */
  expense: 'private',
  /** A student's or staff member's document (lib/api/modules/documents). */
  document: 'private',
  /** A custom field's file, uploaded in a record's form (lib/api/modules/custom-fields). */
  field: 'private',
} as const satisfies Record<string, 'public' | 'private'>;

export type FileKind = keyof typeof FILE_KINDS;
export type PrivateFileKind = {
  [K in FileKind]: (typeof FILE_KINDS)[K] extends 'private' ? K : never;
}[FileKind];

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.gz': 'application/gzip',
};

export const PUBLIC_FILE_PREFIX = '/storage/';
export const PRIVATE_FILE_PREFIX = '/api/files/';

export function isSafeFileName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

/** The kind a stored file's name declares (`student-ab12.png` → student), if any. */
export function kindOfFile(name: string): FileKind | undefined {
  const prefix = name.split('-')[0] ?? '';
  return Object.hasOwn(FILE_KINDS, prefix) ? (prefix as FileKind) : undefined;
}

/**
 * Whether a name is of a private kind. Private files are written only under private/, where
 * /storage never looks; this also keeps photos stored flat by earlier versions from being
 * served publicly. Other flat names (the demo logos) are public.
 */
export function isPrivateFile(name: string): boolean {
  const kind = kindOfFile(name);
  return kind !== undefined && FILE_KINDS[kind] === 'private';
}

export function publicPath(name: string): string {
  return `${PUBLIC_FILE_PREFIX}${name}`;
}

export function privatePath(name: string): string {
  return `${PRIVATE_FILE_PREFIX}${name}`;
}

function newName(kind: FileKind, extension: string): string {
  return `${kind}-${randomBytes(8).toString('hex')}${extension}`;
}

/** Where one school's private files live. */
export function privateDir(storageDir: string, schoolId: number): string {
  return path.join(storageDir, 'private', String(schoolId));
}

/** Stores a public file (a logo); its URL is /storage/{name}. */
export async function storePublicFile(
  storageDir: string,
  kind: 'logo',
  extension: string,
  bytes: Uint8Array | string,
) {
  await mkdir(storageDir, { recursive: true });
  const name = newName(kind, extension);
  await writeFile(path.join(storageDir, name), bytes);
  return { name, url: publicPath(name) };
}

/** Stores one school's private file; its URL is /api/files/{name}. */
export async function storePrivateFile(
  storageDir: string,
  schoolId: number,
  kind: PrivateFileKind,
  extension: string,
  bytes: Uint8Array,
) {
  const dir = privateDir(storageDir, schoolId);
  await mkdir(dir, { recursive: true });
  const name = newName(kind, extension);
  await writeFile(path.join(dir, name), bytes);
  return { name, url: privatePath(name) };
}

async function readIn(dir: string, name: string) {
  if (!isSafeFileName(name)) return undefined;
  const type = CONTENT_TYPES[path.extname(name).toLowerCase()];
  if (!type) return undefined;
  try {
    return { bytes: await readFile(path.join(dir, name)), type };
  } catch {
    return undefined;
  }
}

/** A public file's bytes and type; undefined for a private kind, an unknown or unsafe name. */
export async function readPublicFile(storageDir: string, name: string) {
  if (isPrivateFile(name)) return undefined;
  return readIn(storageDir, name);
}

/** One school's private file; the caller has already checked the kind's access rule. */
export async function readPrivateFile(storageDir: string, schoolId: number, name: string) {
  if (!isPrivateFile(name)) return undefined;
  return readIn(privateDir(storageDir, schoolId), name);
}

/** How public files are cached, and private ones (only the signed-in browser may keep them). */
export const PUBLIC_CACHE = 'public, max-age=3600';
export const PRIVATE_CACHE = 'private, max-age=300';
