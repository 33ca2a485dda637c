import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutate } from '../../../../api/client';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { TextField } from '../../../../ui/TextField';
import { useSubmit } from '../../../../ui/useSubmit';
import { emailProblem } from '../../../auth/email';
import { CodeArea } from '../../shell/Accordion';
import { SendTestEmailMutation } from './graphql';

const isJsonObject = (text: string) => {
  try {
    const value = JSON.parse(text.trim() || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
};

/**
 * Sends the saved template as a test email: the recipient and the variables its query runs with, which
 * start as the preview's (mount it anew for each opening).
 */
export function SendTestModal({
  open,
  templateId,
  initialVariables,
  onClose,
}: {
  open: boolean;
  templateId: string;
  /** The preview's GraphQL variables (JSON text). */
  initialVariables: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [variables, setVariables] = useState(initialVariables.trim() === '' ? '{}' : initialVariables);
  const { busy, submit } = useSubmit();
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const toProblem = touched ? emailProblem(to) : null;
  const variablesValid = isJsonObject(variables);

  const send = () => {
    setTouched(true);
    if (emailProblem(to) || !variablesValid) return;
    void submit(
      () => {
        setError(null);
        return mutate(
          SendTestEmailMutation,
          {
            input: {
              type: 'testMjmlTemplate',
              emailMessage: {
                to: to.trim(),
                templateRendering: {
                  templateId,
                  input: { name: 'data', variablesJsonString: variables.trim() || '{}' },
                },
              },
            },
          },
          (data) => data.sendNotification,
        );
      },
      { success: t('emailMjml.send.sent', { to: to.trim() }), onDone: onClose, onError: setError },
    );
  };

  return (
    <Modal
      open={open}
      title={t('emailMjml.send.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('templates.actions.cancel')}
          </Button>
          <Button onClick={send} disabled={busy}>
            {t('emailMjml.send.send')}
          </Button>
        </>
      }
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" role="note">
          {t('emailMjml.send.savedOnly')}
        </p>
        <TextField
          label={t('emailMjml.send.recipient')}
          type="email"
          required
          autoComplete="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          onBlur={() => setTouched(true)}
          error={toProblem ? t(toProblem) : undefined}
        />
        <CodeArea
          label={t('emailMjml.send.variables')}
          value={variables}
          onChange={setVariables}
          rows={5}
          invalid={!variablesValid}
          testId="send-test-variables"
        />
        {!variablesValid && <p className="text-sm text-red-700">{t('emailMjml.send.variablesInvalid')}</p>}
        <p className="text-xs text-slate-500">{t('emailMjml.send.hint')}</p>
        {error && (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
