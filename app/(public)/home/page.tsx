/** /home is the same page as / (SPEC §2 lists both). */
export { default, generateMetadata } from '../page';
