'use client';
/**
 * Record one stock movement: a stock in (quantity, unit cost, supplier), an issue (quantity,
 * to a class-section or a staff member, purpose) or an adjustment (units found or lost, with
 * the reason). The API's refusals land under their fields; nothing is ever edited afterwards.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'use-intl';
import {
  errorsOf,
  FieldError,
  MoneyField,
  postJson,
  useMoneyInput,
  type FieldErrors,
} from '@/components/fees/shared';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { useSchoolFormat } from '@/components/ui/school-format';
import { toast } from '@/components/ui/toast';
import type { InventoryTransactionType, IssuedToKind } from '@/lib/db/schema/inventory-values';
import { CHOICES_KEY, useInventoryChoices, useTypeLabels } from './shared';
import { PlainSelect, PlainDate, PlainText } from '@/components/ui/plain-fields';

export function MovementForm(props: { itemId?: string; onDone: () => void }) {
  const t = useTranslations('inventory');
  const typeLabels = useTypeLabels();
  const format = useSchoolFormat();
  const choices = useInventoryChoices().data;
  const invalidate = useInvalidateAfterWrite();
  const queryClient = useQueryClient();
  const [itemId, setItemId] = useState(props.itemId ?? '');
  const [type, setType] = useState<InventoryTransactionType>('in');
  const [quantity, setQuantity] = useState('');
  const unitCost = useMoneyInput();
  const [supplier, setSupplier] = useState('');
  const [kind, setKind] = useState<IssuedToKind>('class_section');
  const [recipient, setRecipient] = useState('');
  const [purpose, setPurpose] = useState('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState(format.today());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const item = choices?.items.find((i) => String(i.id) === itemId);
  const recipients = (kind === 'staff' ? choices?.staff : choices?.class_sections) ?? [];

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (unitCost.problem) return setErrors({ unit_cost: unitCost.problem });
    setSaving(true);
    setErrors({});
    try {
      const res = await postJson('/api/inventory-transactions', {
        item_id: itemId,
        type,
        quantity,
        unit_cost: unitCost.minor,
        supplier,
        issued_to: type === 'issue' && recipient ? { kind, id: recipient } : null,
        purpose,
        reason,
        date,
      });
      toast.success(res.message);
      await Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: CHOICES_KEY })]);
      props.onDone();
    } catch (error) {
      setErrors(errorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show onHide={props.onDone} backdrop="static" aria-labelledby="movement-title">
      <Form noValidate onSubmit={save}>
        <Modal.Header closeButton>
          <Modal.Title id="movement-title" as="h2" className="h5">
            {t('movement.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <PlainSelect
            id="movement-item"
            label={t('movement.item')}
            value={itemId}
            onChange={setItemId}
            blank={t('movement.chooseItem')}
            options={(choices?.items ?? []).map((i) => ({
              value: i.id,
              label: t('movement.itemOption', {
                name: i.name,
                code: i.code,
                onHand: String(i.on_hand),
                unit: i.unit,
              }),
            }))}
            error={errors.item_id}
          />
          <PlainSelect
            id="movement-type"
            label={t('movement.type')}
            value={type}
            onChange={(v) => setType(v as InventoryTransactionType)}
            options={Object.entries(typeLabels).map(([value, label]) => ({ value, label }))}
            error={errors.type}
          />
          <PlainText
            id="movement-quantity"
            label={item ? t('movement.quantityIn', { unit: item.unit }) : t('movement.quantity')}
            type="number"
            value={quantity}
            onChange={setQuantity}
            hint={type === 'adjustment' ? t('movement.adjustHint') : undefined}
            error={errors.quantity}
          />
          {(type === 'in' || type === 'adjustment') && (
            <MoneyField
              id="movement-unit-cost"
              label={type === 'in' ? t('movement.unitCost') : t('movement.unitCostFound')}
              input={unitCost}
              error={errors.unit_cost}
            />
          )}
          {type === 'in' && (
            <PlainText
              id="movement-supplier"
              label={t('movement.supplier')}
              value={supplier}
              onChange={setSupplier}
              error={errors.supplier}
            />
          )}
          {type === 'issue' && (
            <>
              <PlainSelect
                id="movement-issued-to-kind"
                label={t('movement.issueTo')}
                value={kind}
                onChange={(v) => {
                  setKind(v as IssuedToKind);
                  setRecipient('');
                }}
                options={[
                  { value: 'class_section', label: t('movement.toClassSection') },
                  { value: 'staff', label: t('movement.toStaff') },
                ]}
              />
              <PlainSelect
                id="movement-recipient"
                label={kind === 'staff' ? t('movement.staffMember') : t('movement.classSection')}
                value={recipient}
                onChange={setRecipient}
                blank={t('choose')}
                options={recipients.map((r) => ({ value: r.id, label: r.name }))}
                error={errors.issued_to ?? errors['issued_to.id'] ?? errors['issued_to.kind']}
              />
              <PlainText
                id="movement-purpose"
                label={t('movement.purpose')}
                value={purpose}
                onChange={setPurpose}
                error={errors.purpose}
              />
            </>
          )}
          {type === 'adjustment' && (
            <PlainText
              id="movement-reason"
              label={t('movement.reason')}
              value={reason}
              onChange={setReason}
              error={errors.reason}
            />
          )}
          <PlainDate
            id="movement-date"
            label={t('movement.date')}
            value={date}
            onChange={setDate}
            error={errors.date}
          />
          <FieldError errors={errors} name="_" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onDone}>
            {t('movement.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('movement.saving') : t('movement.record')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
