'use client';
/**
 * The role form's permissions: the catalogue (GET /api/permissions) in words, grouped by area
 * (lib/permissions/labels.ts), a checkbox each and "all of this area". Editing a role, its
 * current permissions are read from GET /api/roles/{id} (the list only carries counts).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';
import { groupPermissions } from '@/lib/permissions/labels';
import { usePermissionWords } from './permission-words';

type Group = { area: string; permissions: string[] };

export function PermissionPicker({ roleId }: { roleId?: number }) {
  const { control, setValue } = useFormContext();
  const t = useTranslations('people');
  const words = usePermissionWords();
  const { field, fieldState } = useController({ control, name: 'permissions' });
  const catalogue = useQuery({
    queryKey: ['permission-catalogue'],
    staleTime: Infinity,
    queryFn: async () =>
      groupPermissions(
        (await apiFetch<{ data: Group[] }>('/api/permissions')).data.flatMap((g) => g.permissions),
      ),
  });
  const current = useQuery({
    queryKey: ['role', roleId],
    enabled: roleId !== undefined,
    queryFn: async () =>
      (await apiFetch<{ data: { permissions: string[] } }>(`/api/roles/${roleId}`)).data,
  });
  useEffect(() => {
    if (current.data) setValue('permissions', current.data.permissions);
  }, [current.data, setValue]);

  const chosen = new Set<string>((field.value as string[] | undefined) ?? []);
  const set = (names: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const n of names) {
      if (on) next.add(n);
      else next.delete(n);
    }
    field.onChange([...next]);
  };
  return (
    <fieldset aria-describedby={fieldState.error ? 'permissions-error' : undefined}>
      <legend className="form-label fs-6">{t('roles.chosen', { count: chosen.size })}</legend>
      {fieldState.error && (
        <div id="permissions-error" className="invalid-feedback d-block">
          {fieldState.error.message}
        </div>
      )}
      <div className="border rounded p-2" style={{ maxHeight: 360, overflowY: 'auto' }}>
        {catalogue.data?.map((g) => {
          const names = g.permissions.map((p) => p.name);
          return (
            <fieldset key={g.area} className="mb-2">
              <legend className="fs-6 fw-semibold mb-1">
                <Form.Check
                  id={`area-${g.area}`}
                  label={t('roles.all', { area: words.area(g) })}
                  checked={names.every((n) => chosen.has(n))}
                  onChange={(e) => set(names, e.target.checked)}
                />
              </legend>
              <div className="d-flex flex-wrap gap-3 ms-4">
                {g.permissions.map((p) => (
                  <Form.Check
                    key={p.name}
                    id={`permission-${p.name}`}
                    label={words.label(p)}
                    aria-label={t('roles.permissionOf', {
                      area: words.area(g),
                      permission: words.label(p),
                    })}
                    title={p.name}
                    checked={chosen.has(p.name)}
                    onChange={(e) => set([p.name], e.target.checked)}
                  />
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
