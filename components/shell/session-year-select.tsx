'use client';
/** SPEC §2: a disabled select showing the default session year, read from the meta data. */
import { defaultSessionYear, useMetaData } from './use-meta-data';

export function SessionYearSelect() {
  const { data, isPending, isError } = useMetaData();
  const year = defaultSessionYear(data);
  const label = year?.name ?? (isPending ? 'Loading…' : isError ? 'Unavailable' : 'None set');
  return (
    <div className="d-none d-md-flex align-items-center gap-2">
      <label htmlFor="session-year" className="mb-0 small text-nowrap">
        Session year
      </label>
      <select
        id="session-year"
        className="form-select form-select-sm"
        disabled
        value={year?.id ?? ''}
        onChange={() => {}}
      >
        <option value={year?.id ?? ''}>{label}</option>
      </select>
    </div>
  );
}
