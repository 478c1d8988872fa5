import type { LightMyRequestResponse } from 'fastify';
import { CHECKLIST_IDS } from '../../contract/papers/submission-checklist';
import { bearer, uniqueAddress, type TestApp } from './test-app';

/**
 * A one-page PDF written out by hand, with `padding` bytes of comment after its header: a
 * constant that the server's PDF parser accepts (decision 0027), and any size a test needs.
 */
function handWrittenPdf(padding = 0): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>'];
  let text = `%PDF-1.4\n${padding > 0 ? `%${' '.repeat(padding - 2)}\n` : ''}`;
  const offsets = objects.map((object, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A small real PDF (the server checks the bytes, not the name). */
export const SAMPLE_PDF = handWrittenPdf();

/** A PDF of exactly `size` bytes (at least SAMPLE_PDF's length plus 2): padding inside a comment after the header. */
export function pdfOfSize(size: number): Buffer {
  // The offsets in the xref table grow by a digit now and then: adjust until the length is exact.
  for (let padding = size - SAMPLE_PDF.length, tries = 0; padding >= 2 && tries < 5; tries += 1) {
    const pdf = handWrittenPdf(padding);
    if (pdf.length === size) return pdf;
    padding += size - pdf.length;
  }
  throw new Error(`pdfOfSize(${size}): at least ${SAMPLE_PDF.length + 2} bytes`);
}

export interface AuthorInput {
  name: string;
  email: string;
  affiliation: string;
  orcid?: string;
  isPrimaryContact: boolean;
}

export const SAMPLE_AUTHORS: AuthorInput[] = [
  { name: 'Amina Bello', email: 'amina.bello@example.org', affiliation: 'Ahmadu Bello University', orcid: '0000-0002-1825-0097', isPrimaryContact: true },
  { name: 'Kwame Asante', email: 'kwame.asante@example.org', affiliation: 'University of Ghana', isPrimaryContact: false },
];

/** Every field of the form, valid; override what a test is about. */
export function submissionFields(overrides: Record<string, string | undefined> = {}, authors: unknown = SAMPLE_AUTHORS): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    title: 'Intercropping cowpea with maize under reduced tillage in the Guinea savanna',
    abstract: 'A two-season field trial of cowpea and maize intercrops under reduced tillage, measuring yield, land equivalent ratio and soil moisture.',
    keywords: 'cowpea, maize, intercropping, tillage',
    category: 'Crop Science and Production',
    coverLetter: 'Dear Editor, we submit our original field study for your consideration.',
    fundingInfo: 'TETFund grant 2024/07',
    ethicsStatement: '',
    conflictOfInterest: 'None declared.',
    acknowledgments: 'We thank the farmers of Zaria.',
    authors: JSON.stringify(authors),
    articleType: 'original-research',
    feeTier: 'standard',
    checklist: JSON.stringify(CHECKLIST_IDS),
    licenceConsent: 'true',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export interface FilePart {
  bytes: Uint8Array;
  name?: string;
  type?: string;
  field?: string;
}

/** A multipart/form-data body, encoded by the platform's FormData (fields first, then the file). */
export async function multipartBody(fields: Record<string, string>, file?: FilePart | FilePart[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of file === undefined ? [] : Array.isArray(file) ? file : [file]) {
    form.append(part.field ?? 'manuscript', new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/pdf' }), part.name ?? 'manuscript.pdf');
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** POST /api/papers as the holder of `token`. */
export async function submitPaper(
  t: TestApp,
  token: string | null,
  fields: Record<string, string> = submissionFields(),
  file: FilePart | FilePart[] | undefined = { bytes: SAMPLE_PDF },
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/papers',
    payload,
    headers: { ...headers, ...bearer(token) },
    remoteAddress: remoteAddress ?? uniqueAddress(),
  });
}
