/**
 * The public-forms module's public face: whether a subdomain is free for a new school (no
 * school uses it and no registration request waits for it), a school's address, and the
 * writer of the e-mail outbox (lib/mail keeps unsent mail through it).
 */
export { subdomainProblem } from './registrations';
export { schoolAddress } from './reviews';
