'use client';
/**
 * The guardians of an admission: one or more, each found by e-mail or created, with a
 * relation, and exactly one primary contact (a radio across the list). A new guardian's row
 * has the guardian fields the school defines; one found on file keeps their own.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import type { z } from 'zod';
import { CustomFieldInputs } from '@/components/custom-fields/custom-field-inputs';
import { FormField } from '@/components/forms/form-field';
import { SelectField } from '@/components/ui/fields';
import type { admitStudentSchema } from '@/lib/api/modules/people/student-schemas';
import { GUARDIAN_RELATIONS } from '@/lib/db/schema/people-values';
import { binder, errorAt } from './form-bits';
import { findGuardianByEmail, type KnownGuardian } from './guardian-lookup';
import { usePeopleWords } from './people-words';

export type AdmissionInput = z.input<typeof admitStudentSchema>;
type AdmissionForm = UseFormReturn<AdmissionInput, unknown, z.output<typeof admitStudentSchema>>;

export const MAX_GUARDIANS = 4;
export const emptyGuardian = (primary: boolean) => ({
  full_name: '',
  email: '',
  phone: '',
  occupation: '',
  relation: 'father' as const,
  is_primary: primary,
  password: null,
});

export function GuardianFields({ form, canLookUp }: { form: AdmissionForm; canLookUp: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'guardians' });
  const [known, setKnown] = useState<Record<string, KnownGuardian | null>>({});
  const field = binder(form, ['password']);
  const t = useTranslations('people');
  const words = usePeopleWords();
  const guardians = form.watch('guardians') ?? [];
  const listError = errorAt(form.formState.errors, 'guardians');

  const choosePrimary = (index: number) =>
    fields.forEach((_, j) =>
      form.setValue(`guardians.${j}.is_primary`, j === index, { shouldDirty: true }),
    );

  const lookUp = async (key: string, index: number, email: string) => {
    if (!canLookUp) return;
    const found = await findGuardianByEmail(email).catch(() => null);
    setKnown((k) => ({ ...k, [key]: found }));
    if (found && !form.getValues(`guardians.${index}.full_name`))
      form.setValue(`guardians.${index}.full_name`, found.full_name);
    // A guardian on file keeps their own fields (edited on their page): the row sends none.
    if (found) form.setValue(`guardians.${index}.custom_fields`, undefined);
  };

  return (
    <fieldset>
      <legend className="h5">{t('guardians.legend')}</legend>
      {listError && (
        <div className="alert alert-danger py-2" role="alert">
          {listError}
        </div>
      )}
      {fields.map((item, i) => {
        const emailReg = form.register(`guardians.${i}.email`);
        const match = known[item.id];
        return (
          <Card key={item.id} className="mb-3">
            <Card.Body>
              <div className="d-flex align-items-center mb-2">
                <h3 className="h6 mb-0">{t('guardians.heading', { n: i + 1 })}</h3>
                <Form.Check
                  className="ms-3"
                  type="radio"
                  name="primary-contact"
                  id={`guardian-${i}-primary`}
                  label={t('guardians.primary')}
                  checked={Boolean(guardians[i]?.is_primary)}
                  onChange={() => choosePrimary(i)}
                />
                {fields.length > 1 && (
                  <Button
                    variant="outline-danger"
                    size="sm"
                    className="ms-auto"
                    onClick={() => remove(i)}
                  >
                    {t('guardians.remove', { n: i + 1 })}
                  </Button>
                )}
              </div>
              <Row>
                <Col md={6}>
                  <FormField
                    label={t('guardians.email', { n: i + 1 })}
                    type="email"
                    registration={{
                      ...emailReg,
                      onBlur: async (e) => {
                        await emailReg.onBlur(e);
                        void lookUp(item.id, i, e.target.value);
                      },
                    }}
                    error={errorAt(form.formState.errors, `guardians.${i}.email`)}
                    hint={
                      match
                        ? t('guardians.found', { name: match.full_name })
                        : match === null
                          ? t('guardians.notFound')
                          : t('guardians.emailHint')
                    }
                  />
                </Col>
                <Col md={6}>
                  <FormField
                    label={t('guardians.name', { n: i + 1 })}
                    {...field(`guardians.${i}.full_name`)}
                  />
                </Col>
                <Col md={4}>
                  <SelectField
                    name={`guardians.${i}.relation`}
                    label={t('guardians.relation', { n: i + 1 })}
                    options={words.options('relation', GUARDIAN_RELATIONS)}
                  />
                </Col>
                <Col md={4}>
                  <FormField
                    label={t('guardians.phone', { n: i + 1 })}
                    {...field(`guardians.${i}.phone`)}
                  />
                </Col>
                <Col md={4}>
                  <FormField
                    label={t('guardians.occupation', { n: i + 1 })}
                    {...field(`guardians.${i}.occupation`)}
                  />
                </Col>
                {!match && (
                  <Col md={6}>
                    <FormField
                      label={t('guardians.password', { n: i + 1 })}
                      type="password"
                      autoComplete="new-password"
                      hint={t('guardians.passwordHint')}
                      {...field(`guardians.${i}.password`)}
                    />
                  </Col>
                )}
              </Row>
              {!match && (
                <CustomFieldInputs
                  entity="guardian"
                  at={`guardians.${i}.`}
                  labelOf={(label) => t('guardians.field', { n: i + 1, label })}
                />
              )}
            </Card.Body>
          </Card>
        );
      })}
      {fields.length < MAX_GUARDIANS && (
        <Button variant="outline-primary" onClick={() => append(emptyGuardian(false))}>
          {t('guardians.add')}
        </Button>
      )}
    </fieldset>
  );
}
