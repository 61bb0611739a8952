/**
 * Custom fields in the demo (life: API tests start with none): a student's blood group in a
 * "Medical" group that School Admin and the class teacher see, a bus stop everyone who reads
 * the student sees, and the previous school, with values on the demo's students.
 */
import { asc, eq } from 'drizzle-orm';
import {
  customFieldGroups,
  customFields,
  customFieldStudentValues,
} from '../../../db/schema/custom-fields';
import type { ModuleDemoSeed } from '../../demo/context';
import { studentView } from '../people';

const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
const BUS_STOPS = ['Market Square', 'River Gate', 'Hill Road', 'Station'];
const PREVIOUS = ['Little Stars Nursery', 'Greenfield Primary', null];

export const customFieldsDemoSeed: ModuleDemoSeed = {
  module: 'custom-fields',
  life: async ({ tx, schoolId }) => {
    const [medical, transport] = await tx
      .insert(customFieldGroups)
      .values([
        {
          schoolId,
          entity: 'student',
          name: 'Medical',
          visibility: 'admin_and_class_teacher',
          position: 2,
        },
        { schoolId, entity: 'student', name: 'Transport', visibility: 'everyone', position: 1 },
      ])
      .returning({ id: customFieldGroups.id });
    const fields = await tx
      .insert(customFields)
      .values([
        {
          schoolId,
          entity: 'student',
          key: 'blood_group',
          label: 'Blood group',
          kind: 'choice',
          options: BLOOD_GROUPS,
          groupId: medical?.id,
          position: 1,
        },
        {
          schoolId,
          entity: 'student',
          key: 'bus_stop',
          label: 'Bus stop',
          kind: 'text',
          groupId: transport?.id,
          position: 2,
        },
        {
          schoolId,
          entity: 'student',
          key: 'previous_school',
          label: 'Previous school',
          kind: 'text',
          position: 3,
        },
      ])
      .returning({ id: customFields.id, key: customFields.key });
    const id = (key: string) => fields.find((f) => f.key === key)?.id as number;
    const all = await tx
      .select({ id: studentView.id })
      .from(studentView)
      .where(eq(studentView.schoolId, schoolId))
      .orderBy(asc(studentView.id))
      .limit(60);
    const values = all.flatMap((s, i) => {
      const previous = PREVIOUS[i % PREVIOUS.length];
      return [
        { schoolId, studentId: s.id, fieldId: id('blood_group'), value: BLOOD_GROUPS[i % 8] },
        { schoolId, studentId: s.id, fieldId: id('bus_stop'), value: BUS_STOPS[i % 4] },
        ...(previous
          ? [{ schoolId, studentId: s.id, fieldId: id('previous_school'), value: previous }]
          : []),
      ];
    });
    if (values.length) await tx.insert(customFieldStudentValues).values(values);
  },
};
