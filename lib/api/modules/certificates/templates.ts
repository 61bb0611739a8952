/**
 * The school's templates: one per kind (the ID card, and each certificate kind). A kind the
 * school never saved reads as the built-in default in the reader's language (the
 * `certificates` catalogue), so a new school prints at once. GET lists all four; PUT saves one
 * (a form over the layouts, not a free editor) and refuses a body naming an unknown
 * {placeholder}, so a typo is seen on saving rather than on a printed certificate.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { certificateTemplates } from '../../../db/schema/certificates';
import {
  CARD_DETAILS,
  CERTIFICATE_PLACEHOLDERS,
  TEMPLATE_KINDS,
  type TemplateKind,
} from '../../../db/schema/certificates-values';
import type { Locale } from '../../../i18n/locales';
import { translator } from '../../../i18n/translate';
import { recordChange } from '../../http/audit';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { readerLanguage } from '../../http/reader-language';
import { access, defineRoute } from '../../http/route';
import { unknownPlaceholders } from './rules';
import { templateSchema, type TemplateBody } from './schemas';
import type { Template } from './types';

export type { Template };

const ASIS = Object.fromEntries(CERTIFICATE_PLACEHOLDERS.map((p) => [p, `{${p}}`]));

/** The built-in template of a kind, in a language. */
export function defaultTemplate(kind: TemplateKind, locale: Locale): Template {
  const t = translator(locale, 'certificates');
  if (kind === 'id_card')
    return {
      kind,
      title: t('defaults.idCard'),
      body: '',
      signatory: '',
      layout: 'portrait',
      details: CARD_DETAILS.filter((d) => d !== 'validity'),
      valid_until: null,
      saved: false,
    };
  return {
    kind,
    title: t(`defaults.${kind}.title`),
    // The catalogue writes the placeholders as message arguments: each is given as itself.
    body: t(`defaults.${kind}.body`, ASIS),
    signatory: t('defaults.signatory'),
    layout: null,
    details: null,
    valid_until: null,
    saved: false,
  };
}

const columns = {
  kind: certificateTemplates.kind,
  title: certificateTemplates.title,
  body: certificateTemplates.body,
  signatory: certificateTemplates.signatory,
  layout: certificateTemplates.layout,
  details: certificateTemplates.details,
  valid_until: certificateTemplates.validUntil,
};

/** Every kind's template: the school's, else the default. */
export async function schoolTemplates(
  db: Executor,
  schoolId: number,
  locale: Locale,
): Promise<Template[]> {
  const rows = await db
    .select(columns)
    .from(certificateTemplates)
    .where(eq(certificateTemplates.schoolId, schoolId));
  return TEMPLATE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { ...row, saved: true } : defaultTemplate(kind, locale);
  });
}

export async function templateOf(
  db: Executor,
  schoolId: number,
  kind: TemplateKind,
  locale: Locale,
): Promise<Template> {
  const [row] = await db
    .select(columns)
    .from(certificateTemplates)
    .where(and(eq(certificateTemplates.schoolId, schoolId), eq(certificateTemplates.kind, kind)));
  return row ? { ...row, saved: true } : defaultTemplate(kind, locale);
}

/** A template's stored columns from its body. */
function valuesOf(body: TemplateBody) {
  if (body.kind === 'id_card')
    return {
      title: body.title,
      body: '',
      signatory: '',
      layout: body.layout,
      // In the card's own order, each once.
      details: CARD_DETAILS.filter((d) => body.details.includes(d)),
      validUntil: body.valid_until ?? null,
    };
  const unknown = unknownPlaceholders(body.body);
  if (unknown.length)
    throw validationFailed({
      body: apiMessage('certificates.unknownPlaceholder', { names: unknown.join(', ') }),
    });
  return {
    title: body.title,
    body: body.body,
    signatory: body.signatory,
    layout: null,
    details: null,
    validUntil: null,
  };
}

const ENTITY = 'certificate-templates';

export const templateRoutes = [
  defineRoute({
    method: 'GET',
    path: '/certificate-templates',
    tag: 'certificates',
    summary: "The school's ID card and certificate templates, one per kind (a default until saved)",
    access: access.permission('certificates-list'),
    handler: async ({ db, caller }) =>
      envelope(await schoolTemplates(db, caller.school.id, await readerLanguage())),
  }),
  defineRoute({
    method: 'PUT',
    path: '/certificate-templates',
    tag: 'certificates',
    summary:
      "Save the template of one kind (the ID card's layout and details, or a certificate's words)",
    access: access.permission('certificates-edit'),
    body: templateSchema,
    audit: { entity: ENTITY, actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const values = valuesOf(body);
      const locale = await readerLanguage();
      const saved = await db.transaction(async (tx) => {
        let after: Template | undefined;
        await recordChange(
          tx,
          audit,
          { action: 'update', entity: ENTITY, entityId: null },
          () => templateOf(tx, schoolId, body.kind, locale),
          async () => {
            await tx
              .insert(certificateTemplates)
              .values({ schoolId, kind: body.kind, ...values })
              .onConflictDoUpdate({
                target: [certificateTemplates.schoolId, certificateTemplates.kind],
                set: { ...values, updatedAt: new Date() },
              });
            after = await templateOf(tx, schoolId, body.kind, locale);
          },
        );
        return after;
      });
      return envelope(saved, apiMessage('done.templateSaved'));
    },
  }),
];
