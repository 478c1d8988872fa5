import { z } from 'zod';
import { PAPER_STATUSES } from './paper-status';

export const paperStatusSchema = z.enum(PAPER_STATUSES);
