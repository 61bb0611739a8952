/**
 * The functional areas of Schola as the marketing site presents them: one page each under
 * /features/{slug}. The wording follows what the product does (SPEC §1 and DOMAIN.md); it
 * promises nothing the product does not do.
 */
export type FeatureArea = {
  slug: string;
  title: string;
  /** One line for cards and the page's lead. */
  summary: string;
  points: { heading: string; text: string }[];
  /** The screens of the school app this area covers, as named in the menu. */
  screens: string[];
};

export const FEATURE_AREAS: FeatureArea[] = [
  {
    slug: 'students-and-admissions',
    title: 'Students and admissions',
    summary:
      'From the first enquiry to the day a student leaves: admissions, student records, guardians, transfers and promotion.',
    points: [
      {
        heading: 'Enquiries that turn into admissions',
        text: 'Record every enquiry with the parent’s contact, the class sought and each follow-up. Converting one pre-fills the admission form, so nobody types the same details twice.',
      },
      {
        heading: 'One record per student',
        text: 'Admission numbers follow a pattern your school chooses, roll numbers stay unique within a class-section, and a student’s status shows whether they are active, have left or are alumni.',
      },
      {
        heading: 'Guardians shared between siblings',
        text: 'Guardians are matched by e-mail, so brothers and sisters share one guardian account with one primary contact.',
      },
      {
        heading: 'Transfers, promotion and bulk import',
        text: 'Move a class to the next session in one pass, marking who passed, who repeats and who leaves. Import students and their guardians from a spreadsheet: every row is checked and every error listed before anything is saved.',
      },
    ],
    screens: [
      'Student Admission',
      'Admission Inquiries',
      'Student Details',
      'Guardians',
      'Transfer Student',
      'Bulk Import',
    ],
  },
  {
    slug: 'attendance',
    title: 'Attendance',
    summary:
      'Daily attendance for students and staff in a few taps, with percentages you can trust.',
    points: [
      {
        heading: 'Mark a class in a minute',
        text: 'Present, absent, late, half day or on leave, one mark per student per day. Saving the day again simply updates it.',
      },
      {
        heading: 'Holidays are never school days',
        text: 'Days on the holiday calendar cannot be marked and do not count against anyone’s percentage.',
      },
      {
        heading: 'Staff attendance included',
        text: 'Teachers and staff are marked the same way, and approved leave shows as leave rather than absence.',
      },
      {
        heading: 'Summaries per student, class and month',
        text: 'Attendance percentage is present days over the school days actually marked, so a new student is not penalised for days before they joined.',
      },
    ],
    screens: ['Mark Attendance', 'Student Attendance', 'Teacher Attendance', 'Attendance Records'],
  },
  {
    slug: 'leave-and-holidays',
    title: 'Leave and holidays',
    summary: 'Leave types, requests, approvals and balances, with the school calendar built in.',
    points: [
      {
        heading: 'Leave types that match your policy',
        text: 'Paid or unpaid, an allocation per session or per month, carry-forward caps, half days, and an attachment required after a number of days.',
      },
      {
        heading: 'Requests and approvals',
        text: 'Staff apply for full days or half days. Overlapping requests are refused, approvers see what is pending, and an applicant can cancel while a request is still waiting.',
      },
      {
        heading: 'Balances without a spreadsheet',
        text: 'The balance is the allocation minus approved days; days beyond it are counted as leave without pay and flow into payroll.',
      },
      {
        heading: 'One holiday calendar',
        text: 'Holidays are set once per session and are left out of attendance and of leave day counts.',
      },
    ],
    screens: [
      'Apply Leave',
      'My Leaves',
      'Leave Requests',
      'Leave Report',
      'Leave Types',
      'Holidays',
    ],
  },
  {
    slug: 'announcements',
    title: 'Announcements',
    summary: 'Tell the right people: the whole school, a role, or particular classes.',
    points: [
      {
        heading: 'Targeted notices',
        text: 'Choose the audience — everyone, chosen roles, or chosen class-sections — and a publish date.',
      },
      {
        heading: 'Seen where people look',
        text: 'Announcements appear on the dashboard of the people they are meant for, with attachments when you need them.',
      },
    ],
    screens: ['Announcements', 'Dashboard'],
  },
  {
    slug: 'fees',
    title: 'Fees',
    summary:
      'Fee structures, installments, late fees, waivers, collection with receipts, and a clear picture of what is outstanding.',
    points: [
      {
        heading: 'Structures per class and session',
        text: 'Combine fee types into a structure with compulsory and optional lines, a due date, and installments that add up exactly to the total.',
      },
      {
        heading: 'Late fees and waivers done properly',
        text: 'Late fees can be fixed, a percentage or per day after a grace period. A waiver is recorded as its own line with a reason and an approver; the original due is never edited.',
      },
      {
        heading: 'Collection with receipts',
        text: 'Take full or partial payments by cash, cheque, bank transfer or online. Every payment gets a receipt number from your school’s own sequence, and a mistaken payment is cancelled with a reason, never deleted.',
      },
      {
        heading: 'Know what is outstanding',
        text: 'Payment history can be filtered every way the office needs, and the fee summary shows, for a session, what was due, collected, waived and is still outstanding.',
      },
    ],
    screens: [
      'Collect Fee',
      'Fees Payment History',
      'Fee Types',
      'Fee Structures',
      'Custom Fees',
      'Fee Waivers',
      'Assign Fees',
    ],
  },
  {
    slug: 'staff-and-payroll',
    title: 'Teachers, staff and payroll',
    summary:
      'Staff records, roles with exactly the permissions they need, and a monthly payroll run.',
    points: [
      {
        heading: 'Teachers and staff in one place',
        text: 'Qualifications, joining dates and salary basis, with class teachers and subject teachers assigned to their classes. Teachers can be imported in bulk.',
      },
      {
        heading: 'Roles you define',
        text: 'School Admin, Teacher and Guardian come built in; create your own roles and pick their permissions, so the accountant sees fees and the librarian sees inventory.',
      },
      {
        heading: 'Payroll that keeps its history',
        text: 'Allowances and deductions as amounts or percentages of basic salary, one payslip per person per month, and unpaid leave deducted automatically. Payslips keep the figures they were made with, even if settings change later.',
      },
    ],
    screens: [
      'Add Teacher',
      'Teacher Details',
      'Staff',
      'Roles',
      'Salary Structure',
      'Payroll Settings',
      'Payroll',
    ],
  },
  {
    slug: 'expenses-and-inventory',
    title: 'Expenses and inventory',
    summary: 'Where the money goes and what is in the store room.',
    points: [
      {
        heading: 'Expenses by category',
        text: 'Record each expense with its category, amount, date, reference number and receipt. A payroll run posts its total as an expense automatically.',
      },
      {
        heading: 'Stock from a ledger',
        text: 'Stock in, stock out and adjustments are recorded as transactions; stock on hand is always derived from them, and an issue that would go below zero is refused.',
      },
      {
        heading: 'Low stock at a glance',
        text: 'Give each item a minimum level and see which ones need re-ordering.',
      },
    ],
    screens: [
      'Expense Categories',
      'Expenses',
      'Inventory Categories',
      'Items',
      'Stock Transactions',
    ],
  },
  {
    slug: 'academic-setup',
    title: 'Academic setup',
    summary:
      'Classes, sections, subjects and session years, set up the way your school is organised.',
    points: [
      {
        heading: 'Your structure, not ours',
        text: 'Mediums of instruction, sections, streams, shifts and semesters are all yours to define. Classes combine them, and class groups gather classes that are managed together.',
      },
      {
        heading: 'Subjects per class',
        text: 'Theory or practical subjects, compulsory or elective, with elective groups where students choose a number of subjects from a list.',
      },
      {
        heading: 'Session years',
        text: 'Exactly one session is the default at any time; records carry the session they belong to, so last year’s figures stay last year’s.',
      },
    ],
    screens: [
      'Classes',
      'Sections',
      'Class Groups',
      'Subjects',
      'Class Subjects',
      'Mediums',
      'Streams',
      'Semesters',
      'Shifts',
      'Session Years',
    ],
  },
  {
    slug: 'administration',
    title: 'School administration',
    summary:
      'Settings, your subscription and a complete backup of your school’s data, whenever you want it.',
    points: [
      {
        heading: 'Your school’s own address',
        text: 'Each school has its own web address, name and logo. Staff and guardians of one school never see another school’s data.',
      },
      {
        heading: 'Settings in one place',
        text: 'Contact details, date format, currency and the order in which roll numbers are assigned.',
      },
      {
        heading: 'Your data is yours',
        text: 'A School Admin can download a complete export of the school’s data at any time and restore it; a restore is all or nothing.',
      },
      {
        heading: 'A clear subscription',
        text: 'The subscription screen shows your plan, how many active students and staff you have against its limits, and when it renews.',
      },
    ],
    screens: ['Dashboard', 'School Settings', 'Session Years', 'Subscription', 'Database Backup'],
  },
];

export function featureArea(slug: string): FeatureArea | undefined {
  return FEATURE_AREAS.find((area) => area.slug === slug);
}
