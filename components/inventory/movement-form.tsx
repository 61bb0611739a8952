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
import { CHOICES_KEY, useInventoryChoices } from './shared';
import { PlainSelect, PlainText } from '@/components/ui/plain-fields';

const TYPE_LABELS: Record<InventoryTransactionType, string> = {
  in: 'Stock in',
  issue: 'Issue',
  adjustment: 'Adjustment',
};

export function MovementForm(props: { itemId?: string; onDone: () => void }) {
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
            Record a stock movement
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <PlainSelect
            id="movement-item"
            label="Item"
            value={itemId}
            onChange={setItemId}
            blank="Choose an item…"
            options={(choices?.items ?? []).map((i) => ({
              value: i.id,
              label: `${i.name} (${i.code}) — ${i.on_hand} ${i.unit} on hand`,
            }))}
            error={errors.item_id}
          />
          <PlainSelect
            id="movement-type"
            label="Type"
            value={type}
            onChange={(v) => setType(v as InventoryTransactionType)}
            options={Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            error={errors.type}
          />
          <PlainText
            id="movement-quantity"
            label={`Quantity${item ? ` (${item.unit})` : ''}`}
            type="number"
            value={quantity}
            onChange={setQuantity}
            hint={
              type === 'adjustment'
                ? 'Negative for units lost, positive for units found.'
                : undefined
            }
            error={errors.quantity}
          />
          {(type === 'in' || type === 'adjustment') && (
            <MoneyField
              id="movement-unit-cost"
              label={type === 'in' ? 'Unit cost' : 'Unit cost of units found (optional)'}
              input={unitCost}
              error={errors.unit_cost}
            />
          )}
          {type === 'in' && (
            <PlainText
              id="movement-supplier"
              label="Supplier"
              value={supplier}
              onChange={setSupplier}
              error={errors.supplier}
            />
          )}
          {type === 'issue' && (
            <>
              <PlainSelect
                id="movement-issued-to-kind"
                label="Issue to"
                value={kind}
                onChange={(v) => {
                  setKind(v as IssuedToKind);
                  setRecipient('');
                }}
                options={[
                  { value: 'class_section', label: 'A class-section' },
                  { value: 'staff', label: 'A staff member' },
                ]}
              />
              <PlainSelect
                id="movement-recipient"
                label={kind === 'staff' ? 'Staff member' : 'Class-section'}
                value={recipient}
                onChange={setRecipient}
                blank="Choose…"
                options={recipients.map((r) => ({ value: r.id, label: r.name }))}
                error={errors.issued_to ?? errors['issued_to.id'] ?? errors['issued_to.kind']}
              />
              <PlainText
                id="movement-purpose"
                label="Purpose"
                value={purpose}
                onChange={setPurpose}
                error={errors.purpose}
              />
            </>
          )}
          {type === 'adjustment' && (
            <PlainText
              id="movement-reason"
              label="Reason"
              value={reason}
              onChange={setReason}
              error={errors.reason}
            />
          )}
          <PlainText
            id="movement-date"
            label="Date"
            type="date"
            value={date}
            onChange={setDate}
            error={errors.date}
          />
          <FieldError errors={errors} name="_" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Record'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
