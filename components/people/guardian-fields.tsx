'use client';
/**
 * The guardians of an admission: one or more, each found by e-mail or created, with a
 * relation, and exactly one primary contact (a radio across the list).
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/forms/form-field';
import { SelectField } from '@/components/ui/fields';
import type { admitStudentSchema } from '@/lib/api/modules/people/student-schemas';
import { GUARDIAN_RELATIONS } from '@/lib/db/schema/people-values';
import { binder, errorAt } from './form-bits';
import { findGuardianByEmail, type KnownGuardian } from './guardian-lookup';
import { sentenceCase } from './lookups';

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
  };

  return (
    <fieldset>
      <legend className="h5">Guardians</legend>
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
                <h3 className="h6 mb-0">Guardian {i + 1}</h3>
                <Form.Check
                  className="ms-3"
                  type="radio"
                  name="primary-contact"
                  id={`guardian-${i}-primary`}
                  label="Primary contact"
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
                    Remove guardian {i + 1}
                  </Button>
                )}
              </div>
              <Row>
                <Col md={6}>
                  <FormField
                    label={`Guardian ${i + 1} e-mail`}
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
                        ? `Found: ${match.full_name}. This guardian is linked, not created again.`
                        : match === null
                          ? 'No guardian has this e-mail yet: a new guardian account is created.'
                          : 'Siblings share a guardian: an e-mail already known links that guardian.'
                    }
                  />
                </Col>
                <Col md={6}>
                  <FormField
                    label={`Guardian ${i + 1} name`}
                    {...field(`guardians.${i}.full_name`)}
                  />
                </Col>
                <Col md={4}>
                  <SelectField
                    name={`guardians.${i}.relation`}
                    label={`Guardian ${i + 1} relation`}
                    options={GUARDIAN_RELATIONS.map((r) => ({ value: r, label: sentenceCase(r) }))}
                  />
                </Col>
                <Col md={4}>
                  <FormField label={`Guardian ${i + 1} phone`} {...field(`guardians.${i}.phone`)} />
                </Col>
                <Col md={4}>
                  <FormField
                    label={`Guardian ${i + 1} occupation`}
                    {...field(`guardians.${i}.occupation`)}
                  />
                </Col>
                {!match && (
                  <Col md={6}>
                    <FormField
                      label={`Guardian ${i + 1} first password (optional)`}
                      type="password"
                      autoComplete="new-password"
                      hint="Without one, the guardian sets a password through “Forgot password”."
                      {...field(`guardians.${i}.password`)}
                    />
                  </Col>
                )}
              </Row>
            </Card.Body>
          </Card>
        );
      })}
      {fields.length < MAX_GUARDIANS && (
        <Button variant="outline-primary" onClick={() => append(emptyGuardian(false))}>
          Add another guardian
        </Button>
      )}
    </fieldset>
  );
}
