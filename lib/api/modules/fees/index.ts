/** The fees module's public face: what other modules (and the module list) may call. */
export { continueReceiptNumbers } from './receipt-numbers';
