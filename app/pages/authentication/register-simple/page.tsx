/** The registration wizard at its second address (SPEC §2): the same screen as /authentication/register-simple. */
export { default, generateMetadata } from '../../../authentication/register-simple/page';
