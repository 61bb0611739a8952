/** Students, admissions, guardians, teachers, staff and roles; moves and imports. */
import * as peopleSchema from '../../../db/schema/people';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { idsInJson } from '../../http/id-links';
import { applicationRoutes } from './applications';
import { peopleDashboard } from './dashboard';
import { peopleDemoSeed } from './demo-seed';
import { guardianRoutes } from './guardians';
import { importRoutes } from './import/routes';
import { timelineRoutes } from './timeline';
import { inquiryRoutes } from './inquiries';
import { peopleMenu } from './menu';
import { mayViewStudentPhoto } from './photo-access';
import { roleRoutes } from './roles';
import { peopleSettingRoutes } from './settings';
import { staffRoutes } from './staff';
import { studentRoutes } from './students';
import { teacherRoutes } from './teachers';
import { transferRoutes } from './transfers';
import { peopleUsages } from './usages';
import { activeStaffCount, activeStaffPerSchool } from '../identity';
import { countUsageWith } from '../subscriptions';
import { activeStudentCount, activeStudentsPerSchool } from './counts';

export const peopleModule = defineModule({
  name: 'people',
  auditTables: {
    teachers: 'users',
    staff: 'users',
    guardians: 'users',
    imports: 'import_batches',
    'people-settings': 'schools',
  },
  audit: {
    students: 'Student',
    teachers: 'Teacher',
    staff: 'Staff member',
    guardians: 'Guardian',
    roles: 'Role',
    'admission-inquiries': 'Admission inquiry',
    'admission-applications': 'Admission application',
    imports: 'Import',
    'people-settings': 'People settings',
  },
  // What a plan limits: the active students (people's) and the active staff (identity's accounts).
  connect: () => {
    countUsageWith('students', {
      ofSchool: activeStudentCount,
      perSchool: activeStudentsPerSchool,
    });
    countUsageWith('staff', {
      ofSchool: activeStaffCount,
      perSchool: (tx) => activeStaffPerSchool(tx),
    });
  },
  permissions: [
    ...crudOf('student', 'teacher', 'staff', 'role', 'guardian', 'transfer-student'),
    'student-view',
    'student-admission-inquiry-list',
    'student-bulk-import',
  ],
  menu: peopleMenu,
  tables: tablesOf(
    peopleSchema,
    {},
    {
      // A staged import row, as student-rows.ts normalised it: its class section and session.
      import_rows: {
        data: idsInJson({ class_section_id: 'class_sections', session_year_id: 'session_years' }),
      },
      import_batches: { errors: { noSchoolIds: "the file's row numbers, columns and messages" } },
      admission_applications: {
        guardians: { noSchoolIds: 'the names, e-mails and phones the applicant gave' },
      },
    },
  ),
  files: { student: mayViewStudentPhoto },
  demo: { ...peopleDemoSeed, after: ['academics'] },
  dashboard: peopleDashboard,
  routes: [
    ...studentRoutes,
    ...timelineRoutes,
    ...applicationRoutes,
    ...inquiryRoutes,
    ...guardianRoutes,
    ...teacherRoutes,
    ...staffRoutes,
    ...roleRoutes,
    ...transferRoutes,
    ...peopleSettingRoutes,
    ...importRoutes,
  ],
  usages: peopleUsages,
});
