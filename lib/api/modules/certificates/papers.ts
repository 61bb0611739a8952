/**
 * The PDFs of the certificates module made from the database: one certificate as issued
 * (lib/pdf/certificate.ts) and the ID cards of some students (lib/pdf/id-cards.ts), each with
 * the school's logo and name and the QR code of its verification page (tokens.ts).
 */
import path from 'node:path';
import sharp from 'sharp';
import { formatDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import type { Locale } from '../../../i18n/locales';
import { certificatePdf } from '../../../pdf/certificate';
import { writeIdCards, type CardData } from '../../../pdf/id-cards';
import { schoolHeaderOf } from '../../../pdf/paper';
import { readPrivateFile } from '../../../storage/files';
import type { ApiDeps, SchoolUser } from '../../http/context';
import { withRecordFields, type CardStudent } from '../people';
import { readSchoolSettings } from '../platform';
import type { CertificateRow } from './lists';
import { templateOf } from './templates';
import { certificateUrl, idCardUrl } from './tokens';

type Reader = Pick<SchoolUser, 'school' | 'format'>;
type Config = ApiDeps['config'];

export async function certificatePaper(
  db: Executor,
  config: Config,
  caller: Reader,
  row: CertificateRow,
  locale: Locale,
): Promise<Buffer> {
  const settings = await readSchoolSettings(db, caller.school.id);
  return certificatePdf(
    {
      school: await schoolHeaderOf(settings, config.storageDir),
      title: row.title,
      serialNo: row.serial_no,
      issuedOn: formatDate(row.issued_on, caller.format.dateFormat),
      body: row.body,
      signatory: row.signatory,
      verifyUrl: certificateUrl(config, caller.school.subdomain, caller.school.id, row.id),
    },
    locale,
  );
}

/** The card's photo box is 58 × 70 pt: 240 px wide is sharp at 300 dpi and keeps the PDF small. */
const CARD_PHOTO = { width: 240, height: 290 } as const;

/**
 * A student's photo for a card, as PNG (the PDF writer takes PNG or JPEG, and a photo may be
 * stored as WebP): their private file (the demo's faces are stored so too); none when missing
 * or unreadable. `seen` keeps each source's result for the whole sheet (the demo's twelve
 * faces repeat).
 */
async function photoOf(
  config: Config,
  schoolId: number,
  photo: string | null,
  seen: Map<string, Promise<Buffer | null>>,
): Promise<Buffer | null> {
  if (!photo) return null;
  let png = seen.get(photo);
  if (!png) {
    png = sourceOf(config, schoolId, photo).then((bytes) =>
      bytes
        ? sharp(bytes)
            .resize({ ...CARD_PHOTO, fit: 'cover' })
            .png()
            .toBuffer()
            .catch(() => null)
        : null,
    );
    seen.set(photo, png);
  }
  return png;
}

async function sourceOf(config: Config, schoolId: number, photo: string) {
  const name = path.basename(photo);
  const file = await readPrivateFile(config.storageDir, schoolId, name).catch(() => undefined);
  return file ? Buffer.from(file.bytes) : null;
}

/**
 * The ID cards of `students`: everything the database holds is read now, so the returned
 * writer (which streams the PDF into `onChunk`) never touches the request's connection.
 */
export async function cardWriter(
  db: Executor,
  config: Config,
  caller: SchoolUser,
  students: readonly CardStudent[],
  locale: Locale,
): Promise<(onChunk: (chunk: Buffer) => void) => Promise<void>> {
  const schoolId = caller.school.id;
  const settings = await readSchoolSettings(db, schoolId);
  const template = await templateOf(db, schoolId, 'id_card', locale);
  const school = await schoolHeaderOf(settings, config.storageDir);
  const details = template.details ?? [];
  // The blood group is the school's own field (key blood_group, made by its label "Blood
  // group"), read as the caller may see it: a field group hidden from them prints nothing.
  const bloodGroups = details.includes('blood_group')
    ? await withRecordFields(db, caller, 'student', [...students], (s) => s.class_section_id)
    : [];
  const bloodGroupOf = new Map(bloodGroups.map((s) => [s.id, s.custom_fields?.blood_group]));
  const photos = new Map<string, Promise<Buffer | null>>();
  async function* cards(): AsyncIterable<CardData> {
    for (const s of students)
      yield {
        name: s.name,
        className: s.class_section_name,
        admissionNo: s.admission_no,
        bloodGroup: textOf(bloodGroupOf.get(s.id)),
        guardianPhone: s.guardian_phone,
        photo: details.includes('photo') ? await photoOf(config, schoolId, s.photo, photos) : null,
        verifyUrl: idCardUrl(config, caller.school.subdomain, schoolId, s.id),
      };
  }
  const cardTemplate = {
    layout: template.layout ?? 'portrait',
    details,
    title: template.title,
    validUntil: template.valid_until
      ? formatDate(template.valid_until, caller.format.dateFormat)
      : null,
  } as const;
  return (onChunk) =>
    writeIdCards({ school, template: cardTemplate, cards: cards(), locale, onChunk });
}

/** A custom field's value as printed: text or a number; anything else (none, a list) prints nothing. */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim()
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;
