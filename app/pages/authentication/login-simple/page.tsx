/** The login page at its second address (SPEC §2): the same screen as /authentication/login. */
export { default, generateMetadata } from '../../../authentication/login/page';
