/**
 * How to get an existing custom field and group in a given school, for the generated
 * cross-school suite (lib/api/cross-school.test.ts), with a body valid in the caller's school.
 */
import { unique } from '../../../test-support/harness';
import { post, type ForeignRowsOf } from '../../../test-support/fixtures';

const fieldBody = () => ({ entity: 'student', label: unique('Field'), kind: 'text' });
const groupBody = () => ({ entity: 'student', name: unique('Group'), visibility: 'staff' });

export const foreignRows: ForeignRowsOf = {
  'custom-fields': {
    create: (t, as) => post(t, as, '/custom-fields', fieldBody()),
    bodies: { 'PUT /custom-fields/:id': async () => fieldBody() },
  },
  'custom-field-groups': {
    create: (t, as) => post(t, as, '/custom-field-groups', groupBody()),
    bodies: { 'PUT /custom-field-groups/:id': async () => groupBody() },
  },
};
