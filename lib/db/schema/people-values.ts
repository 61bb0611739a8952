/** The value lists of the people tables, free of drizzle so browser forms can share them. */
export const GENDERS = ['male', 'female', 'other'] as const;
export const STUDENT_STATUSES = ['active', 'left', 'alumni'] as const;
export const GUARDIAN_RELATIONS = ['father', 'mother', 'other'] as const;
