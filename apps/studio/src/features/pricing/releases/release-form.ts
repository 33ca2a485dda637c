import { z } from 'zod';
import { requiredText } from '../../../ui/form-rules';

/** A release's name and description, as its create and details forms take them. */
export const releaseText = { name: requiredText, description: z.string() };
