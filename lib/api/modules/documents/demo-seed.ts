/**
 * Documents of the demo (issue 29): the school's three document types (a birth certificate,
 * required; a previous report card; a medical note that expires) and a few real files made
 * here, not shipped in the repo: small PDFs (lib/pdf) and a PNG (sharp). The demo guardian's
 * child has all three, the medical note expiring in twelve days ("Expires soon", told to the
 * admins by the daily run); a few of the demo teacher's class have a birth certificate, the
 * rest of the school shows under "Missing document". Life only: API tests build their own.
 */
import sharp from 'sharp';
import { addDays, todayIn } from '../../../calendar';
import { documentTypes, documents } from '../../../db/schema/documents';
import { PdfWriter } from '../../../pdf/writer';
import { storePrivateFile } from '../../../storage/files';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import { demoEmail } from '../../demo/schools';
import { defaultSessionSpan } from '../academics';
import { userIdsByEmail } from '../identity';
import { classRoster, classTeacherSections, guardianChildIds, studentBriefs } from '../people';

const TYPES = [
  { name: 'Birth certificate', required: true, hasExpiry: false },
  { name: 'Previous report card', required: false, hasExpiry: false },
  { name: 'Medical note', required: false, hasExpiry: true },
] as const;

/** A one-page PDF naming the document and the child: a few KB. */
async function pdfOf(title: string, lines: string[]): Promise<Uint8Array> {
  const pdf = new PdfWriter({ size: 'A5', margin: 40, info: { Title: title } });
  pdf.text(title, { size: 16, style: 'bold' }).moveDown();
  for (const line of lines) pdf.text(line, { size: 11 });
  return new Uint8Array(await pdf.end());
}

/** A scanned report card's stand-in: a small ruled PNG. */
async function reportCardImage(): Promise<Uint8Array> {
  const rows = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="20" y="${60 + i * 40}" width="360" height="2" fill="#9aa"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="280"><rect width="400" height="280" fill="#fdfcf7"/><rect x="20" y="20" width="200" height="16" fill="#2b5d8a"/>${rows}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

async function life(ctx: DemoSeedContext) {
  const { tx, schoolId } = ctx;
  const session = await defaultSessionSpan(tx, schoolId);
  if (!session) return;
  const today = todayIn('UTC');
  const types = await tx
    .insert(documentTypes)
    .values(
      TYPES.map((t) => ({
        schoolId,
        name: t.name,
        appliesTo: 'student' as const,
        required: t.required,
        hasExpiry: t.hasExpiry,
      })),
    )
    .returning({ id: documentTypes.id, name: documentTypes.name });
  const typeId = (name: string) => types.find((t) => t.name === name)?.id ?? 0;

  const emails = [demoEmail('guardian', ctx.school), demoEmail('teacher', ctx.school)];
  const ids = await userIdsByEmail(tx, schoolId, emails);
  const guardian = ids.get(emails[0] ?? '');
  const teacher = ids.get(emails[1] ?? '');
  const children = guardian === undefined ? [] : await guardianChildIds(tx, schoolId, guardian);
  const [section] = teacher === undefined ? [] : await classTeacherSections(tx, schoolId, teacher);
  const classmates =
    section === undefined ? [] : await classRoster(tx, schoolId, section, session.id);
  const names = new Map(
    (await studentBriefs(tx, schoolId, [...children, ...classmates.map((s) => s.id)])).map((s) => [
      s.id,
      s.name,
    ]),
  );

  const rows: (typeof documents.$inferInsert)[] = [];
  const keep = async (
    studentId: number,
    type: string,
    file: { bytes: Uint8Array; extension: string; name: string; contentType: string },
    expiresOn: string | null = null,
  ) => {
    const stored = await storePrivateFile(
      ctx.storageDir,
      schoolId,
      'document',
      file.extension,
      file.bytes,
    );
    rows.push({
      schoolId,
      documentTypeId: typeId(type),
      owner: 'student',
      studentId,
      file: stored.url,
      fileName: file.name,
      contentType: file.contentType,
      sizeBytes: file.bytes.byteLength,
      expiresOn,
      uploadedByUserId: ctx.adminUserId,
    });
  };
  const birthCertificate = async (studentId: number) => {
    const name = names.get(studentId) ?? '';
    const bytes = await pdfOf('Birth certificate', [
      `Name: ${name}`,
      'Issued by the civil registry (demo copy).',
    ]);
    await keep(studentId, 'Birth certificate', {
      bytes,
      extension: '.pdf',
      name: 'birth-certificate.pdf',
      contentType: 'application/pdf',
    });
  };

  const [child] = children;
  if (child !== undefined) {
    await birthCertificate(child);
    await keep(child, 'Previous report card', {
      bytes: await reportCardImage(),
      extension: '.png',
      name: 'report-card.png',
      contentType: 'image/png',
    });
    const note = await pdfOf('Medical note', [
      `Patient: ${names.get(child) ?? ''}`,
      'Fit to attend school and take part in sports.',
    ]);
    await keep(
      child,
      'Medical note',
      { bytes: note, extension: '.pdf', name: 'medical-note.pdf', contentType: 'application/pdf' },
      addDays(today, 12),
    );
  }
  for (const s of classmates.filter((s) => s.id !== child).slice(0, 4))
    await birthCertificate(s.id);
  if (rows.length) await tx.insert(documents).values(rows);
}

export const documentsDemoSeed: ModuleDemoSeed = { module: 'documents', life };
