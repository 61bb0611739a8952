/**
 * Anything below /become-a-associate (SPEC §2 makes the whole prefix public): old links to
 * sub-pages still land on the application form.
 */
export { default, generateMetadata } from '../page';
