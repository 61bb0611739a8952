/**
 * The certificates' part of the demo (life): every kind's template saved (the built-in words,
 * so the templates screen shows the school's own), one bonafide certificate and one transfer
 * certificate issued to the demo's students through the same code as the API (serials 1 and 2).
 */
import { addDays, todayIn } from '../../../calendar';
import { asc, eq } from 'drizzle-orm';
import { certificateTemplates } from '../../../db/schema/certificates';
import { TEMPLATE_KINDS } from '../../../db/schema/certificates-values';
import { schoolFormatOf } from '../../../school-format';
import type { ModuleDemoSeed } from '../../demo/context';
import { studentView } from '../people';
import { readSchoolSettings } from '../platform';
import { issueCertificate } from './issue';
import { defaultTemplate } from './templates';

export const certificatesDemoSeed: ModuleDemoSeed = {
  module: 'certificates',
  life: async ({ tx, schoolId, school, adminUserId }) => {
    await tx.insert(certificateTemplates).values(
      TEMPLATE_KINDS.map((kind) => {
        const t = defaultTemplate(kind, 'en');
        return {
          schoolId,
          kind,
          title: t.title,
          body: t.body,
          signatory: t.signatory,
          layout: t.layout,
          details: t.details,
          validUntil: null,
        };
      }),
    );
    const pupils = await tx
      .select({ id: studentView.id })
      .from(studentView)
      .where(eq(studentView.schoolId, schoolId))
      .orderBy(asc(studentView.id))
      .limit(2);
    const format = schoolFormatOf(await readSchoolSettings(tx, schoolId));
    const caller = {
      school: { id: schoolId, code: '', subdomain: school.subdomain, name: '' },
      format,
      userId: adminUserId,
    };
    const [first, second] = pupils;
    if (first)
      await issueCertificate(
        tx,
        caller,
        { student_id: first.id, kind: 'bonafide', reason: 'a passport application' },
        'en',
      );
    if (second)
      await issueCertificate(
        tx,
        caller,
        {
          student_id: second.id,
          kind: 'transfer',
          reason: 'The family is moving to another city.',
          leaving_date: addDays(todayIn(format.timeZone), -3),
        },
        'en',
      );
  },
};
