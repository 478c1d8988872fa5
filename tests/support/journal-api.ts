import { submissionFields } from './submission';

/**
 * The API calls of a manuscript's whole journey on a running site (the built server over HTTP):
 * registration, sign-in, submission, the editor's invitations, the reviewers' reviews, the
 * decision, the payment and the publication. The several-instances test drives them through nginx
 * (tests/multi), the load test from many virtual users at once (tests/load).
 */

export interface Call {
  token?: string;
  json?: unknown;
  form?: FormData;
  /** The client's address as a balancer passes it on (X-Forwarded-For; the server must trust the hop: TRUST_PROXY). */
  client?: string;
}

/** Told of every answer: what was asked, its status (0: no answer — a connection error or a timeout) and how long it took. */
export type AnswerListener = (answer: { method: string; route: string; status: number; ms: number; response: Response | null; error?: unknown }) => void;

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  institution: string;
}

export interface ReviewerAssignment {
  id: number;
  paper: { title: string };
  status: string;
}

/** The review a reviewer sends: recommending acceptance, as two of them must for the editor to accept. */
const ACCEPTING_REVIEW = { competingInterests: 'None.', recommendation: 'Accept', commentsToAuthor: 'A careful two-season trial; the tables are clear.' };

export interface JournalApiOptions {
  /** The client's address for every call (X-Forwarded-For): one person's device; a call's own `client` wins. */
  client?: string;
  onAnswer?: AnswerListener;
  /** Past this, a request is abandoned (a timeout, told to the listener as no answer). */
  timeoutMs?: number;
  /** One request at a time, the next once the previous has answered: a person working in one browser tab. */
  oneAtATime?: boolean;
}

/** The calls of one person (or one test) on the site at `base`. */
export class JournalApi {
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    readonly base: string,
    private readonly options: JournalApiOptions = {},
  ) {}

  /** One request; its answer, whatever the status. A connection error or timeout is thrown (and told to the listener). */
  request(method: string, route: string, call: Call = {}): Promise<Response> {
    if (!this.options.oneAtATime) return this.send(method, route, call);
    const answer = this.previous.then(() => this.send(method, route, call));
    this.previous = answer.catch(() => undefined);
    return answer;
  }

  private async send(method: string, route: string, call: Call): Promise<Response> {
    const headers: Record<string, string> = {};
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    const client = call.client ?? this.options.client;
    if (client) headers['x-forwarded-for'] = client;
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${route}`, {
        method,
        headers,
        body: call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json)),
        signal: this.options.timeoutMs ? AbortSignal.timeout(this.options.timeoutMs) : undefined,
      });
      this.options.onAnswer?.({ method, route, status: response.status, ms: performance.now() - started, response });
      return response;
    } catch (error) {
      this.options.onAnswer?.({ method, route, status: 0, ms: performance.now() - started, response: null, error });
      throw error;
    }
  }

  /** A request that must answer `status`; its JSON body (an Error naming the call and the answer otherwise). */
  async expectJson<T = Record<string, unknown>>(method: string, route: string, status: number, call: Call = {}): Promise<T> {
    const response = await this.request(method, route, call);
    const body = await response.text();
    if (response.status !== status) throw new Error(`${method} ${route}: expected ${status}, got ${response.status} ${body.slice(0, 300)}`);
    return JSON.parse(body) as T;
  }

  /** A request that must answer 200; its body's bytes (a page, a PDF). */
  async expectOk(route: string, call: Call = {}): Promise<Buffer> {
    const response = await this.request('GET', route, call);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`GET ${route}: expected 200, got ${response.status} ${body.toString('utf8', 0, 300)}`);
    return body;
  }

  async signIn(email: string, password: string): Promise<string> {
    return (await this.expectJson<{ token: string }>('POST', '/api/auth/login', 200, { json: { email, password } })).token;
  }

  /** The form at /register. */
  async register(person: Person, password: string): Promise<void> {
    await this.expectJson('POST', '/api/users', 201, { json: { ...person, password, confirmPassword: password } });
  }

  /** An account the office creates (/api/admin/users); its id. */
  async createAccount(adminToken: string, person: Person, role: 'EDITOR' | 'REVIEWER' | 'AUTHOR', password: string): Promise<number> {
    return (await this.expectJson<{ user: { id: number } }>('POST', '/api/admin/users', 201, { token: adminToken, json: { ...person, role, password } })).user.id;
  }

  /** The submission form with one author (the submitter) and the manuscript PDF; the new paper's id. */
  async submit(token: string, manuscript: { title: string; author: Person; pdf: Uint8Array }): Promise<number> {
    const { author } = manuscript;
    const authors = [{ name: `${author.firstName} ${author.lastName}`, email: author.email, affiliation: author.institution, isPrimaryContact: true }];
    const form = new FormData();
    for (const [name, value] of Object.entries(submissionFields({ title: manuscript.title, category: 'Crop Science and Production' }, authors))) form.append(name, value);
    form.append('manuscript', new Blob([new Uint8Array(manuscript.pdf)], { type: 'application/pdf' }), 'manuscript.pdf');
    return (await this.expectJson<{ id: number }>('POST', '/api/papers', 201, { token, form })).id;
  }

  async inviteReviewers(editorToken: string, paperId: number, reviewerIds: number[]): Promise<void> {
    await this.expectJson('POST', `/api/editor/papers/${paperId}/assign-reviewers`, 200, { token: editorToken, json: { reviewers: reviewerIds } });
  }

  /** The reviewer's invitation to review the paper of this title (the reviewer's list names no authors and no paper id). */
  async assignmentFor(reviewerToken: string, title: string): Promise<ReviewerAssignment> {
    const list = await this.expectJson<ReviewerAssignment[]>('GET', '/api/reviews', 200, { token: reviewerToken });
    const found = list.find((assignment) => assignment.paper.title === title);
    if (!found) throw new Error(`No invitation to review "${title}" among ${list.length}`);
    return found;
  }

  /** The reviewer accepts the invitation, reads the manuscript and sends a review recommending acceptance. */
  async review(reviewerToken: string, assignmentId: number): Promise<void> {
    await this.expectJson('POST', `/api/reviews/${assignmentId}/accept`, 200, { token: reviewerToken });
    const copy = await this.request('GET', `/api/reviews/${assignmentId}/manuscript`, { token: reviewerToken });
    const bytes = await copy.arrayBuffer();
    if (copy.status !== 200 || bytes.byteLength === 0) throw new Error(`GET /api/reviews/${assignmentId}/manuscript: ${copy.status}, ${bytes.byteLength} bytes`);
    await this.expectJson('POST', `/api/reviews/${assignmentId}/submit`, 200, { token: reviewerToken, json: ACCEPTING_REVIEW });
  }

  async accept(editorToken: string, paperId: number): Promise<void> {
    await this.expectJson('POST', `/api/editor/papers/${paperId}/decision`, 200, { token: editorToken, json: { decision: 'accept', letter: 'Dear author, we are glad to accept your paper.' } });
  }

  /** The author's invoice for the accepted paper, paid as the office records a bank transfer. */
  async payInvoice(authorToken: string, adminToken: string, paperId: number): Promise<void> {
    const invoice = await this.expectJson<{ id: number }>('GET', `/api/papers/${paperId}/invoice`, 200, { token: authorToken });
    await this.expectJson('POST', `/api/admin/invoices/${invoice.id}/payments`, 200, {
      token: adminToken,
      json: { method: 'bank-transfer', reference: `PAID-${paperId}`, date: new Date().toISOString().slice(0, 10) },
    });
  }

  /** Publishes the paper into an issue: an existing one (`issueId`) or a new one published at once. */
  async publish(editorToken: string, paperId: number, into: { issueId: number } | { newIssue: { volume: number; number: number; year: number; title: string; publicationDate: string; publishNow: boolean } }, pages = '1-12'): Promise<void> {
    await this.expectJson('POST', `/api/editor/papers/${paperId}/publish`, 200, { token: editorToken, json: { ...into, pages } });
  }
}
