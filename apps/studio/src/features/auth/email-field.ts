import { z } from 'zod';
import { emailProblem } from './email';

/** An email address in a zod-checked form, by the sign-in page's rule (`emailProblem`); sent trimmed. */
export const emailField = z
  .string()
  .trim()
  .superRefine((address, context) => {
    const problem = emailProblem(address);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
