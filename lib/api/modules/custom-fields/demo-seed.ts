/**
 * Custom fields in the demo (life: API tests start with none): a student's blood group in a
 * "Medical" group that School Admin and the class teacher see, a bus stop everyone who reads
 * the student sees, and the previous school, with values on the demo's students; a guardian's
 * preferred contact time and a staff member's emergency contact (staff only), with values on
 * the guardians of those students and on every active staff member.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  customFieldGroups,
  customFields,
  customFieldStudentValues,
  customFieldUserValues,
} from '../../../db/schema/custom-fields';
import type { ModuleDemoSeed } from '../../demo/context';
import { activeStaffView } from '../identity';
import { guardiansOfStudents, studentView } from '../people';

const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'];
const BUS_STOPS = ['Market Square', 'River Gate', 'Hill Road', 'Station'];
const PREVIOUS = ['Little Stars Nursery', 'Greenfield Primary', null];
const CONTACT_TIMES = ['Morning', 'Afternoon', 'Evening'];
const EMERGENCY = ['+91 98450 11223', '+91 98860 44556', '+91 99000 77889', '+91 97410 22334'];

/** A guardian's and a staff member's field, each in a "Contact" group staff see. */
async function seedPeopleFields(tx: Executor, schoolId: number, studentIds: number[]) {
  const groups = await tx
    .insert(customFieldGroups)
    .values(
      (['guardian', 'staff'] as const).map((entity) => ({
        schoolId,
        entity,
        name: 'Contact',
        visibility: 'staff' as const,
        position: 1,
      })),
    )
    .returning({ id: customFieldGroups.id, entity: customFieldGroups.entity });
  const groupOf = (entity: string) => groups.find((g) => g.entity === entity)?.id;
  const [time, emergency] = await tx
    .insert(customFields)
    .values([
      {
        schoolId,
        entity: 'guardian',
        key: 'preferred_contact_time',
        label: 'Preferred contact time',
        kind: 'choice',
        options: CONTACT_TIMES,
        groupId: groupOf('guardian'),
        position: 1,
      },
      {
        schoolId,
        entity: 'staff',
        key: 'emergency_contact',
        label: 'Emergency contact',
        kind: 'text',
        groupId: groupOf('staff'),
        position: 1,
      },
    ])
    .returning({ id: customFields.id });
  if (!time || !emergency) return;
  const guardians = [
    ...new Set([...(await guardiansOfStudents(tx, schoolId, studentIds)).values()].flat()),
  ];
  const staff = activeStaffView('demo_staff');
  const members = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.schoolId, schoolId))
    .orderBy(asc(staff.id));
  const values = [
    ...guardians.map((userId, i) => ({
      schoolId,
      userId,
      fieldId: time.id,
      value: CONTACT_TIMES[i % CONTACT_TIMES.length],
    })),
    ...members.map((m, i) => ({
      schoolId,
      userId: m.id,
      fieldId: emergency.id,
      value: EMERGENCY[i % EMERGENCY.length],
    })),
  ];
  if (values.length) await tx.insert(customFieldUserValues).values(values);
}

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
    await seedPeopleFields(
      tx,
      schoolId,
      all.map((s) => s.id),
    );
  },
};
