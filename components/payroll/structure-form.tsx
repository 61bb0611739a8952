'use client';
/**
 * A new salary structure version for one staff member: basic salary, effective month, and
 * which allowances and deductions apply (each with an optional own amount). Pre-filled from
 * the current version; saving never changes it.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'use-intl';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import type { ListPage } from '@/components/ui/use-list';
import { apiFetch } from '@/lib/client/api-fetch';
import { parseMoney, toDecimalString } from '@/lib/money';
import {
  FieldError,
  MoneyField,
  errorsOf,
  postJson,
  useMoneyInput,
  type FieldErrors,
} from '@/components/fees/shared';
import type { StaffRow } from './salary-structure-screen';

type Component = {
  id: number;
  name: string;
  kind: string;
  calc: string;
  amount: number;
  percentage: number;
  active: boolean;
};
type Version = {
  components: { component_id: number; override_amount: number | null }[];
};
type Choice = { on: boolean; own: string };

/** Every allowance and deduction (the form offers each one), read page by page. */
async function everyComponent(): Promise<Component[]> {
  const all: Component[] = [];
  for (let page = 1; ; page++) {
    const res = await apiFetch<ListPage<Component>>(
      `/api/payroll-settings?sort=kind&per_page=100&total=omit&page=${page}`,
    );
    all.push(...res.data);
    if (!res.meta.has_more) return all;
  }
}

export function StructureForm(props: { staff: StaffRow; onDone: (saved: boolean) => void }) {
  const t = useTranslations('payroll');
  const format = useSchoolFormat();
  const basic = useMoneyInput(props.staff.structure?.basic);
  const [month, setMonth] = useState(format.today().slice(0, 7));
  const [edited, setEdited] = useState<Record<number, Choice> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const components = useQuery({
    queryKey: ['payroll-components-all'],
    queryFn: everyComponent,
  });
  const current = useQuery({
    queryKey: ['salary-structure', props.staff.structure?.id],
    enabled: Boolean(props.staff.structure),
    queryFn: async () =>
      (await apiFetch<{ data: Version }>(`/api/salary-structures/${props.staff.structure!.id}`))
        .data,
  });
  // The current version's choices until the user changes one.
  const initial = useMemo(() => {
    const next: Record<number, Choice> = {};
    for (const c of current.data?.components ?? [])
      next[c.component_id] = {
        on: true,
        own: c.override_amount === null ? '' : toDecimalString(c.override_amount, format.currency),
      };
    return next;
  }, [current.data, format.currency]);
  const choices = edited ?? initial;
  const choice = (id: number): Choice => choices[id] ?? { on: false, own: '' };
  const setChoice = (id: number, change: Partial<Choice>) =>
    setEdited({ ...choices, [id]: { ...choice(id), ...change } });

  async function save() {
    if (basic.minor === null) {
      setErrors({ basic: basic.problem ?? t('form.basicRequired') });
      return;
    }
    const chosen = [];
    for (const c of components.data ?? []) {
      const pick = choice(c.id);
      if (!pick.on) continue;
      let override: number | null = null;
      if (pick.own.trim()) {
        const parsed = parseMoney(pick.own, format.currency, format.currencySymbol);
        if (!parsed.ok) {
          setErrors({
            components: t('form.componentProblem', { name: c.name, problem: parsed.error }),
          });
          return;
        }
        override = parsed.minor;
      }
      chosen.push({ component_id: c.id, override_amount: override });
    }
    setBusy(true);
    try {
      const res = await postJson('/api/salary-structures', {
        user_id: props.staff.id,
        basic: basic.minor,
        effective_from: month,
        components: chosen,
      });
      toast.success(res.message);
      props.onDone(true);
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const describe = (c: Component) =>
    c.calc === 'fixed'
      ? format.money(c.amount)
      : t('components.percentOfBasic', { percentage: c.percentage });
  return (
    <Modal
      show
      onHide={() => props.onDone(false)}
      backdrop="static"
      aria-labelledby="structure-title"
    >
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="structure-title" as="h2" className="h5">
            {t('form.title', { name: props.staff.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <MoneyField
            id="structure-basic"
            label={t('structure.basicSalary')}
            input={basic}
            error={errors.basic}
          />
          <Form.Group controlId="structure-month" className="mb-3">
            <Form.Label>{t('form.effectiveFrom')}</Form.Label>
            <Form.Control
              type="month"
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              isInvalid={Boolean(errors.effective_from)}
            />
            <FieldError errors={errors} name="effective_from" />
          </Form.Group>
          <fieldset>
            <legend className="form-label fs-6">{t('form.applying')}</legend>
            {(components.data ?? []).map((c) => (
              <div key={c.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <Form.Check
                  id={`component-${c.id}`}
                  label={t('form.component', {
                    name: c.name,
                    kind: c.kind,
                    value: describe(c),
                    active: String(c.active),
                  })}
                  checked={choice(c.id).on}
                  onChange={(e) => setChoice(c.id, { on: e.target.checked })}
                />
                {choice(c.id).on && (
                  <Form.Control
                    size="sm"
                    style={{ maxWidth: 140 }}
                    inputMode="decimal"
                    placeholder={t('form.ownAmount')}
                    aria-label={t('form.ownAmountOf', { name: c.name, currency: format.currency })}
                    value={choice(c.id).own}
                    onChange={(e) => setChoice(c.id, { own: e.target.value })}
                  />
                )}
              </div>
            ))}
            <FieldError errors={errors} name="components" />
          </fieldset>
          <FieldError errors={errors} name="user_id" />
          <FieldError errors={errors} name="_" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => props.onDone(false)}>
            {t('slip.cancel')}
          </Button>
          <Button type="submit" disabled={busy || basic.minor === null}>
            {t('form.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
