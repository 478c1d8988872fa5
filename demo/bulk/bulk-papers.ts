import type { Db } from '../../db/client';
import { DEMO_CATEGORIES } from '../content/categories';
import { DEMO_DOI_PREFIX } from '../content/paper-spec';
import { DEPARTMENTS, FIELD_POOLS, FIRST_NAMES, INSTITUTIONS, LAST_NAMES, REGIONS, type FieldPool } from './bulk-words';
import { analyzePaperTables, insertCategories, insertIssues, insertPaperAuthors, insertPaperIds, maxIssueVolume, type NewPaperAuthorRow, type NewPaperRow } from '../seed/demo.repo';
import { createRandom, orcidFrom, type Random } from '../seed/random';

/**
 * Published papers in bulk for benchmarks (`npm run seed:bulk`, bench/): titles, abstracts,
 * keywords and authors built from the word pools of each field, so that full-text search
 * meets a realistic vocabulary. They have no manuscript file; they belong to no issue unless
 * `issues` asks for published issues to put them in.
 */

export interface BulkOptions {
  /** Papers per multi-row insert (and per transaction). */
  batchSize?: number;
  /** Same seed, same papers; by default every run differs. */
  seed?: number;
  onProgress?: (done: number, total: number) => void;
  /** Publish this many new issues over the papers' years and spread the papers over them (each takes its issue's date). */
  issues?: number;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const FIRST_QUARTER = Date.UTC(2015, 2, 15);
const QUARTERS = 47; // March 2015 to September 2026

/** What a generated paper is about; bulk-submissions.ts writes manuscripts from the same pools. */
export interface Topic {
  pool: FieldPool;
  subject: string;
  treatment: string;
  outcome: string;
  outcome2: string;
  condition: string;
  method: string;
  region: string;
}

export function topicOf(random: Random): Topic {
  const pool = random.pick(FIELD_POOLS);
  const [outcome, outcome2] = random.sample(pool.outcomes, 2) as [string, string];
  return {
    pool,
    subject: random.pick(pool.subjects),
    treatment: random.pick(pool.treatments),
    outcome,
    outcome2,
    condition: random.pick(pool.conditions),
    method: random.pick(pool.methods),
    region: random.pick(REGIONS),
  };
}

export function titleOf(t: Topic, random: Random): string {
  switch (random.int(0, 5)) {
    case 0:
      return `Effect of ${t.treatment} on ${t.outcome} of ${t.subject} in ${t.region}`;
    case 1:
      return `${capitalise(t.outcome)} of ${t.subject} under ${t.condition}: the role of ${t.treatment}`;
    case 2:
      return `Assessment of ${t.outcome} and ${t.outcome2} of ${t.subject} in ${t.region}`;
    case 3:
      return `${capitalise(t.treatment)} and ${t.outcome} of ${t.subject} under ${t.condition} in ${t.region}`;
    case 4:
      return `Influence of ${t.treatment} on ${t.outcome} and ${t.outcome2} of ${t.subject}`;
    default:
      return `${capitalise(t.outcome)} and ${t.outcome2} of ${t.subject} in ${t.region}: evidence from ${t.method.replace(/^an? /, '')}`;
  }
}

export function abstractOf(t: Topic, random: Random): string {
  const percent = random.int(8, 64);
  const share = random.int(18, 72);
  const background = random.pick([
    `${capitalise(t.subject)} are important to food security and rural livelihoods in ${t.region}, but ${t.outcome} remains limited under ${t.condition}.`,
    `Improving ${t.outcome} of ${t.subject} under ${t.condition} is a priority for farmers, extension services and researchers in ${t.region}.`,
    `Little is known about how ${t.treatment} affects ${t.outcome} of ${t.subject} under ${t.condition}, although it is widely recommended in ${t.region}.`,
  ]);
  const objective = random.pick([
    `This study evaluated the effect of ${t.treatment} on ${t.outcome} and ${t.outcome2} of ${t.subject}.`,
    `We assessed whether ${t.treatment} improves ${t.outcome} of ${t.subject} and how the response varies between sites and seasons.`,
    `The objective was to quantify the relationship between ${t.treatment} and ${t.outcome}, and to identify the factors that explain differences in ${t.outcome2}.`,
  ]);
  const methods = random.pick([
    `Data were obtained from ${t.method} in ${t.region}, and ${t.outcome2} was measured alongside ${t.outcome}.`,
    `The work used ${t.method}, with ${random.int(3, 6)} levels of ${t.treatment} compared against an untreated control.`,
    `We combined ${t.method} with measurements of ${t.outcome} and ${t.outcome2} over ${random.int(2, 4)} consecutive seasons.`,
  ]);
  const results = random.pick([
    `${capitalise(t.treatment)} increased ${t.outcome} by ${percent}% relative to the control (P < 0.05), while ${t.outcome2} ${random.pick(['also improved', 'declined slightly', 'did not change significantly'])}.`,
    `${capitalise(t.outcome)} differed significantly between treatments, and the best treatment exceeded the control by ${percent}%; ${t.outcome2} followed the same trend.`,
    `Across sites, ${t.treatment} explained ${share}% of the variation in ${t.outcome}, and its effect on ${t.outcome2} depended on ${t.condition}.`,
  ]);
  const detail = random.pick([
    `The response was strongest under ${t.condition} and weakest where management was already good.`,
    `Effects were consistent across seasons, although their size varied with rainfall and initial conditions.`,
    `Economic analysis showed a positive return for most producers, with a benefit-cost ratio above ${(1.2 + random.next()).toFixed(1)}.`,
  ]);
  const conclusion = random.pick([
    `${capitalise(t.treatment)} is recommended to improve ${t.outcome} of ${t.subject} in ${t.region}, and further on-farm validation is needed.`,
    `These findings support the promotion of ${t.treatment} through extension programmes, together with measures that improve access to inputs and information.`,
    `The results provide a basis for recommendations on ${t.treatment} and highlight the need to account for ${t.condition} in future work.`,
  ]);
  return [background, objective, methods, results, detail, conclusion].join(' ');
}

export function keywordsOf(t: Topic, random: Random): string[] {
  const extra = random.sample(t.pool.keywords, random.int(0, 3));
  return [...new Set([t.subject, t.treatment, t.outcome, ...extra])].slice(0, 6);
}

function emailDomain(institution: string): string {
  const initials = institution
    .split(',')[0]!
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0]!.toLowerCase())
    .join('');
  return `${initials || 'univ'}.example.org`;
}

export function authorsOf(t: Topic, random: Random): Omit<NewPaperAuthorRow, 'paperId'>[] {
  const count = random.pick([2, 3, 3, 4, 4, 4, 5, 6]);
  const institutions = random.sample(INSTITUTIONS, random.int(1, Math.min(3, count)));
  const primary = random.next() < 0.7 ? 0 : random.int(0, count - 1);
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`);
  return [...names].map((name, index) => {
    const institution = institutions[index % institutions.length]!;
    const [first, ...rest] = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(' ');
    return {
      position: index + 1,
      name,
      email: `${first}.${rest.join('')}@${emailDomain(institution)}`,
      affiliation: `${DEPARTMENTS[t.pool.category] ?? 'Faculty of Agriculture'}, ${institution}`,
      orcid: random.next() < 0.3 ? orcidFrom(random.int(1, 8_999_999)) : null,
      isPrimaryContact: index === primary,
    };
  });
}

const FIRST_YEAR = new Date(FIRST_QUARTER).getUTCFullYear();
const LAST_ISSUE_DAY = Date.UTC(2026, 8, 15);

/**
 * `count` published issues, evenly spaced from March 2015 to September 2026: one volume a year,
 * numbered after the volumes already in the database, issues numbered within their volume.
 */
export async function seedBulkIssues(db: Db, count: number): Promise<{ id: number; publishedAt: Date }[]> {
  const firstVolume = (await maxIssueVolume(db)) + 1;
  const numbers = new Map<number, number>();
  const rows = Array.from({ length: count }, (_, i) => {
    const day = new Date(FIRST_QUARTER + Math.floor(((LAST_ISSUE_DAY - FIRST_QUARTER) * i) / Math.max(1, count - 1) / 86_400_000) * 86_400_000);
    const year = day.getUTCFullYear();
    const volume = firstVolume + year - FIRST_YEAR;
    const number = (numbers.get(volume) ?? 0) + 1;
    numbers.set(volume, number);
    return {
      volume,
      number,
      year,
      title: `Volume ${volume}, Issue ${number}`,
      description: 'Research articles in agriculture and the life sciences.',
      publicationDate: day.toISOString().slice(0, 10),
      isPublished: true,
      createdAt: day,
      updatedAt: day,
    };
  });
  const issues: { id: number; publishedAt: Date }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const inserted = await insertIssues(db, chunk);
    issues.push(...inserted.map((row, index) => ({ id: row.id, publishedAt: chunk[index]!.createdAt })));
  }
  return issues;
}

/** Inserts `count` published papers with their authors, in batches; returns the time taken. */
export async function seedBulkPapers(db: Db, count: number, options: BulkOptions = {}): Promise<{ inserted: number; ms: number; issueIds: number[] }> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 1000;
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const random = createRandom(seed);
  await insertCategories(db, DEMO_CATEGORIES);
  const issues = options.issues ? await seedBulkIssues(db, options.issues) : [];
  let built = 0;
  let done = 0;
  // The next batch is built while the database writes the previous one.
  let writing: Promise<void> | null = null;
  while (built < count) {
    const size = Math.min(batchSize, count - built);
    const papers: NewPaperRow[] = [];
    const authorLists: Omit<NewPaperAuthorRow, 'paperId'>[][] = [];
    for (let i = 0; i < size; i += 1) {
      const n = built + i + 1;
      const topic = topicOf(random);
      const authors = authorsOf(topic, random);
      const issue = issues.length ? random.pick(issues) : null;
      const publishedAt = issue ? issue.publishedAt : new Date(FIRST_QUARTER);
      if (!issue) publishedAt.setUTCMonth(publishedAt.getUTCMonth() + 3 * random.int(0, QUARTERS - 1));
      const submittedAt = new Date(publishedAt.getTime() - random.int(90, 300) * 86_400_000);
      const firstPage = random.int(1, 180);
      const ageYears = (Date.UTC(2026, 10, 1) - publishedAt.getTime()) / (365 * 86_400_000);
      papers.push({
        title: titleOf(topic, random),
        abstract: abstractOf(topic, random),
        keywords: keywordsOf(topic, random),
        category: topic.pool.category,
        status: 'PUBLISHED',
        issueId: issue?.id ?? null,
        pages: `${firstPage}-${firstPage + random.int(7, 20)}`,
        doi: `${DEMO_DOI_PREFIX}/jals.bulk.${seed}.${n}`,
        downloadCount: Math.round(random.int(20, 400) * (1 + ageYears)),
        citationCount: Math.floor(random.next() * 6 * ageYears),
        authorNames: authors.map((a) => a.name).join(', '),
        submittedAt,
        publishedAt,
        createdAt: submittedAt,
        updatedAt: publishedAt,
      });
      authorLists.push(authors);
    }
    built += size;
    if (writing) await writing;
    writing = db
      .transaction(async (tx) => {
        const ids = await insertPaperIds(tx, papers);
        await insertPaperAuthors(
          tx,
          ids.flatMap((paperId, index) => authorLists[index]!.map((author) => ({ ...author, paperId }))),
        );
      })
      .then(() => {
        done += size;
        options.onProgress?.(done, count);
      });
  }
  if (writing) await writing;
  await analyzePaperTables(db);
  return { inserted: done, ms: performance.now() - started, issueIds: issues.map((issue) => issue.id) };
}
