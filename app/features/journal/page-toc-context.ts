import { createContext } from 'react';
import type { TocEntry } from './static-page';

/** The contents (h2s) of the Markdown page being shown, for blocks that list them (`{{topic-links}}`). */
export const PageTocContext = createContext<TocEntry[]>([]);
