// The worker thread that renders an email (Liquid, then MJML), so a render that runs away can be
// stopped by terminating the thread. Its requests are EmailJobs, its responses EmailOutcomes.
import { answerRequests } from '../worker-port';
import { createEmailRunner, type EmailJob, type EmailOutcome } from './email-job';

answerRequests<EmailJob, EmailOutcome>(createEmailRunner());
