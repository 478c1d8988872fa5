/** Moved to app/lib (issue 15: the invoice PDF downloads the same way). */
export { downloadWithToken } from '../../lib/authorized-download';
