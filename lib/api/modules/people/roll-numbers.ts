/**
 * Roll numbers 1..n for the active students of a class-section in a session, in the order the
 * school chose (name, admission number or admission date). Set-based (a window function in
 * one statement), so a class of 50,000 is renumbered as quickly as a class of 30.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { students } from '../../../db/schema/people';
import { peopleSetting } from './lookups';
import { ROLL_NUMBER_ORDERS, type RollNumberOrder } from './rules';

const first = sql`lower(${students.firstName})`;
const last = sql`lower(${students.lastName})`;
// "A-9" before "A-10": the text before the last number, then that number, then the whole.
const admissionNo = sql`regexp_replace(${students.admissionNo}, '[0-9]+[^0-9]*$', ''),
  substring(${students.admissionNo} from '([0-9]+)[^0-9]*$')::numeric, ${students.admissionNo}`;

const ORDER: Record<RollNumberOrder, SQL> = {
  name: sql`${first}, ${last}, ${students.id}`,
  admission_no: sql`${admissionNo}, ${students.id}`,
  admission_date: sql`${students.admissionDate}, ${first}, ${last}, ${students.id}`,
};

export function rollOrderSql(setting: string): SQL {
  const known = (ROLL_NUMBER_ORDERS as readonly string[]).includes(setting);
  return ORDER[known ? (setting as RollNumberOrder) : 'name'];
}

/**
 * Everyone's number is cleared first: the unique (class-section, session, roll) constraint is
 * checked row by row, so renumbering in place would collide midway.
 */
export async function renumber(
  tx: Executor,
  schoolId: number,
  classSectionId: number,
  sessionYearId: number,
) {
  const order = rollOrderSql(await peopleSetting(tx, schoolId, 'roll_number_order'));
  await tx.execute(sql`update ${students} set roll_number = null
    where ${students.schoolId} = ${schoolId} and ${students.classSectionId} = ${classSectionId}
      and ${students.sessionYearId} = ${sessionYearId} and ${students.rollNumber} is not null`);
  await tx.execute(sql`update ${students} as target set roll_number = ranked.roll
    from (
      select ${students.id} as id, row_number() over (order by ${order}) as roll
      from ${students}
      where ${students.schoolId} = ${schoolId} and ${students.classSectionId} = ${classSectionId}
        and ${students.sessionYearId} = ${sessionYearId} and ${students.status} = 'active'
    ) as ranked
    where target.school_id = ${schoolId} and target.id = ranked.id`);
}
