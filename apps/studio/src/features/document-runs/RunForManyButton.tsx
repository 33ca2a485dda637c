import type { DocumentRunOutput } from '@carrier/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mutate } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/FormMessage';
import { FormModal } from '../../ui/FormModal';
import { TextField } from '../../ui/TextField';
import { useSubmit } from '../../ui/useSubmit';
import { CreateDocumentRunMutation } from './graphql';

/**
 * "Run for many…": the template's query (or another) with its variables yields the rows; each row
 * renders into a file of a folder, or an email to the address in a row field. The run goes on in the
 * background and opens on the document runs page.
 */
export function RunForManyButton({
  templateId,
  output,
  graphQlQuery,
  variables,
  disabled,
}: {
  templateId: string;
  /** What the template's kind writes, from its registry entry (the server checks again). */
  output: DocumentRunOutput;
  graphQlQuery: string;
  variables: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [vars, setVars] = useState('');
  const [folder, setFolder] = useState('');
  const [field, setField] = useState('');
  const [problem, setProblem] = useState<string>();
  const { busy, submit } = useSubmit();
  const queryId = useId();
  const email = output === 'email';
  useEffect(() => {
    if (!open) return;
    setQuery(graphQlQuery);
    setVars(variables);
    setFolder('document-runs');
    setField('holder.email');
    setProblem(undefined);
  }, [open, graphQlQuery, variables]);

  const start = () => {
    let runId = '';
    return submit(
      async () => {
        const data = await mutate(
          CreateDocumentRunMutation,
          {
            templateId,
            graphQlQuery: query,
            variablesJsonString: vars.trim() ? vars : null,
            output: email ? { email: { field } } : { folder: { path: folder } },
          },
          (answer) => answer.createDocumentRun,
        );
        runId = data.createDocumentRun?.createdStatus?.id ?? '';
      },
      {
        success: t('documentRuns.started'),
        onError: setProblem,
        onDone: () => {
          setOpen(false);
          navigate(`/templates/runs?run=${encodeURIComponent(runId)}`);
        },
      },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled} data-testid="run-for-many">
        {t('documentRuns.runForMany')}
      </Button>
      <FormModal
        open={open}
        title={t('documentRuns.new.title')}
        onClose={() => setOpen(false)}
        size="lg"
        cancelLabel={t('documentRuns.cancel')}
        submitLabel={t('documentRuns.new.submit')}
        onSubmit={start}
        busy={busy}
        className="space-y-4"
      >
        <p className="text-sm text-slate-600">{t('documentRuns.new.help')}</p>
        <div>
          <label htmlFor={queryId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('documentRuns.new.query')}
          </label>
          <textarea
            id={queryId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            rows={6}
            spellCheck={false}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-xs shadow-sm focus:outline-2 focus:outline-blue-600"
          />
        </div>
        <TextField
          label={t('documentRuns.new.variables')}
          value={vars}
          onChange={(event) => setVars(event.target.value)}
          className="font-mono"
        />
        {email ? (
          <TextField
            label={t('documentRuns.new.emailField')}
            hint={t('documentRuns.new.emailFieldHint')}
            value={field}
            onChange={(event) => setField(event.target.value)}
            data-testid="run-email-field"
          />
        ) : (
          <TextField
            label={t('documentRuns.new.folder')}
            hint={t('documentRuns.new.folderHint')}
            value={folder}
            onChange={(event) => setFolder(event.target.value)}
            data-testid="run-folder"
          />
        )}
        <FormMessage kind="error">{problem}</FormMessage>
      </FormModal>
    </>
  );
}
