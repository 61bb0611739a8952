/**
 * The public-forms module's public face: whether a subdomain is free for a new school (no
 * school uses it and no registration request waits for it), and a school's address.
 */
export { subdomainProblem } from './registrations';
export { schoolAddress } from './reviews';
