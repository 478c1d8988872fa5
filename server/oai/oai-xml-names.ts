/** Namespaces of the OAI-PMH responses (OAI-PMH 2.0 §3.2, §4.2). */
export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
export const OAI_SCHEMA = 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
