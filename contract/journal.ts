/**
 * Kept so that `contract/journal` imports keep working: the journal's facts now live in
 * contract/journal/ (one module per subject; docs/decisions/0010-0016 record the choices).
 */
export * from './journal/index';
