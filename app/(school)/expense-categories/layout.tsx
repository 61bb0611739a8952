/** The same words as the expenses screen: the 'expenses' namespace. */
export { default } from '../expenses/layout';
