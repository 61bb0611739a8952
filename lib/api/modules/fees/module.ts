/** Fees: the fee summary, its lists in /api/meta-data, and what of academics its rows use. */
import { sql } from 'drizzle-orm';
import { feeTypes, fees } from '../../../db/schema/fees';
import { defineModule } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { feeRoutes } from './routes';

const FEE_STRUCTURE = ['fee structure', 'fee structures'] as const;

export const feesModule = defineModule({
  name: 'fees',
  routes: feeRoutes,
  metaData: {
    fees: (schoolId) =>
      sql`select id, name, class_id, session_year_id from ${fees} where school_id = ${schoolId} order by name`,
    feesType: (schoolId) =>
      sql`select id, name from ${feeTypes} where school_id = ${schoolId} order by name`,
  },
  usages: [
    { of: ACADEMIC_ROWS.class, usage: usedBy(FEE_STRUCTURE, fees, fees.classId, fees.name) },
    {
      of: ACADEMIC_ROWS.sessionYear,
      usage: usedBy(FEE_STRUCTURE, fees, fees.sessionYearId, fees.name),
    },
  ],
});
