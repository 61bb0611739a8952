/** The states of a background job (no server imports: screens may list them). */
export const JOB_STATES = ['queued', 'running', 'failed', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];
