'use client';
/**
 * The school registration wizard: personal details, address, an optional message, done. One
 * form with the API's schema; each step validates its own fields before moving on, and a 422
 * from the API takes the user back to the step holding the field it names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { FormField, bind } from '@/components/forms/form-field';
import { showApiError } from '@/components/forms/api-errors';
import { apiFetch } from '@/lib/client/api-fetch';
import {
  REGISTRATION_STEP_FIELDS,
  schoolRegistrationSchema,
  type SchoolRegistrationInput,
} from '@/lib/api/modules/public-forms/schemas';
import { WizardSteps } from './wizard-steps';

const STEP_FIELDS = [
  REGISTRATION_STEP_FIELDS.personal,
  REGISTRATION_STEP_FIELDS.address,
  REGISTRATION_STEP_FIELDS.message,
] as const;
const ALL_FIELDS = STEP_FIELDS.flat();

type Availability = { data: { available: boolean; message: string } };

export type PlanChoice = { id: number; label: string };

export function RegisterWizard({
  appHost,
  plans = [],
  chosenPlan,
}: {
  appHost: string;
  /** The published plans, and the one picked on the pricing page (?plan=). */
  plans?: PlanChoice[];
  chosenPlan?: number;
}) {
  const t = useTranslations('public');
  const steps = [
    t('register.stepPersonal'),
    t('register.stepAddress'),
    t('register.stepMessage'),
    t('register.stepDone'),
  ];
  const [step, setStep] = useState(0);
  const form = useForm({
    resolver: zodResolver(schoolRegistrationSchema),
    mode: 'onTouched',
    defaultValues: {
      school_name: '',
      subdomain: '',
      contact_name: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      country: '',
      plan_id: plans.some((p) => p.id === chosenPlan) ? String(chosenPlan) : '',
      message: '',
    } satisfies SchoolRegistrationInput,
  });
  const { trigger, setError, getValues, handleSubmit } = form;
  const { isSubmitting } = form.formState;
  const [checking, setChecking] = useState(false);

  /** The subdomain is free now; the API checks again when the request is filed. */
  async function subdomainIsFree(): Promise<boolean> {
    const subdomain = getValues('subdomain').trim().toLowerCase();
    try {
      const res = await apiFetch<Availability>(
        `/api/school-registrations/subdomain-availability/${encodeURIComponent(subdomain)}`,
      );
      if (res.data.available) return true;
      setError('subdomain', { type: 'server', message: res.data.message }, { shouldFocus: true });
      return false;
    } catch (error) {
      return showApiError(error, setError, ['subdomain']).length === 0;
    }
  }

  async function next() {
    if (!(await trigger([...(STEP_FIELDS[step] ?? [])], { shouldFocus: true }))) return;
    if (step === 0) {
      setChecking(true);
      const free = await subdomainIsFree().finally(() => setChecking(false));
      if (!free) return;
    }
    setStep(step + 1);
  }

  const submit = handleSubmit(async (values) => {
    try {
      await apiFetch('/api/school-registrations', {
        method: 'POST',
        body: JSON.stringify(values),
      });
      setStep(3);
    } catch (error) {
      const fields = showApiError(error, setError, ALL_FIELDS);
      const back = STEP_FIELDS.findIndex((names) => names.some((n) => fields.includes(n)));
      if (back >= 0) setStep(back);
    }
  });

  const subdomain = (useWatch({ control: form.control, name: 'subdomain' }) ?? '')
    .trim()
    .toLowerCase();
  return (
    <>
      <WizardSteps steps={steps} current={step} label={t('register.steps')} />
      {step === 3 ? (
        <div role="status">
          <h2 className="h5">{t('register.doneTitle')}</h2>
          <p>
            {t.rich('register.doneText', {
              email: getValues('email'),
              address: `${subdomain}.${appHost}`,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        </div>
      ) : (
        <Form
          noValidate
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            void (step === 2 ? submit() : next());
          }}
        >
          {step === 0 && (
            <fieldset>
              <legend className="h6">{t('register.personalLegend')}</legend>
              <FormField
                label={t('register.schoolName')}
                {...bind(form, 'school_name')}
                autoComplete="organization"
              />
              <FormField
                label={t('register.subdomain')}
                {...bind(form, 'subdomain')}
                hint={t('register.subdomainHint', {
                  address: `${subdomain || t('register.subdomainPlaceholder')}.${appHost}`,
                })}
              />
              <FormField
                label={t('register.contactName')}
                {...bind(form, 'contact_name')}
                autoComplete="name"
              />
              <Row>
                <Col sm={6}>
                  <FormField
                    label={t('form.email')}
                    type="email"
                    {...bind(form, 'email')}
                    autoComplete="email"
                  />
                </Col>
                <Col sm={6}>
                  <FormField
                    label={t('form.phone')}
                    type="tel"
                    {...bind(form, 'phone')}
                    autoComplete="tel"
                  />
                </Col>
              </Row>
            </fieldset>
          )}
          {step === 1 && (
            <fieldset>
              <legend className="h6">{t('register.addressLegend')}</legend>
              <FormField
                label={t('register.address')}
                {...bind(form, 'address')}
                autoComplete="street-address"
              />
              <Row>
                <Col sm={6}>
                  <FormField
                    label={t('register.city')}
                    {...bind(form, 'city')}
                    autoComplete="address-level2"
                  />
                </Col>
                <Col sm={6}>
                  <FormField
                    label={t('register.country')}
                    {...bind(form, 'country')}
                    autoComplete="country-name"
                  />
                </Col>
              </Row>
            </fieldset>
          )}
          {step === 2 && (
            <fieldset>
              <legend className="h6">{t('register.messageLegend')}</legend>
              {plans.length > 0 && (
                <Form.Group className="mb-3" controlId="field-plan_id">
                  <Form.Label>{t('register.plan')}</Form.Label>
                  <Form.Select
                    {...form.register('plan_id')}
                    isInvalid={Boolean(form.formState.errors.plan_id)}
                  >
                    <option value="">{t('register.planLater')}</option>
                    {plans.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.label}
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">
                    {form.formState.errors.plan_id?.message as string | undefined}
                  </Form.Control.Feedback>
                </Form.Group>
              )}
              <FormField
                label={t('form.message')}
                rows={5}
                {...bind(form, 'message')}
                hint={t('register.messageHint')}
              />
            </fieldset>
          )}
          <div className="d-flex justify-content-between mt-2">
            <Button
              variant="outline-secondary"
              disabled={step === 0 || isSubmitting}
              onClick={() => setStep(step - 1)}
            >
              {t('register.back')}
            </Button>
            <Button type="submit" variant="primary" disabled={isSubmitting || checking}>
              {step === 2
                ? isSubmitting
                  ? t('form.sending')
                  : t('register.send')
                : checking
                  ? t('register.checking')
                  : t('register.next')}
            </Button>
          </div>
        </Form>
      )}
    </>
  );
}
