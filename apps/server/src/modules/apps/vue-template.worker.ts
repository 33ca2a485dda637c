// The worker thread that parses Vue templates, so a template that keeps the parser busy can be stopped
// by terminating the thread. A job is a framework version and a template; the answer its tree or why not.
import { COMPONENT_ERRORS, type VueAstElement } from '@carrier/contracts/ui-tree';
import { fail, type Outcome } from '../../core/outcome';
import { answerRequests } from '../../platform/render/worker-port';
import { loadCompilers, templateParser } from './vue-compiler';

export type VueTemplateJob = { framework: string; version: string; template: string };

loadCompilers();

answerRequests<VueTemplateJob, Outcome<VueAstElement>>((job) => {
  const parser = templateParser(job.framework, job.version);
  if (!parser.ok) return parser;
  try {
    return parser.value(job.template);
  } catch {
    // The compiler's own failure (a stack overflow, say) is no message for a user.
    return fail(COMPONENT_ERRORS.invalidTemplate('the compiler could not read it'));
  }
});
