import { z } from 'zod';

/** A text the user must give: more than spaces, sent trimmed. */
export const requiredText = z.string().trim().min(1, 'validation.required');
