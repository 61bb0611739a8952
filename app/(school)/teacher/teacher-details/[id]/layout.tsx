/** A teacher's profile has the tabs, and so the words, of any staff member's (issue 29). */
export { default } from '../../../staff/[id]/layout';
